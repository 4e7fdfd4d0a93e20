import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome } from '../../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../../relay/commitAsAdmin.ts';
import type { DeleteQuizMutation } from './__generated__/DeleteQuizMutation.graphql.ts';

// quizHasSubmissions answers a first request for a quiz with submissions; resent with confirmSubmissions it is kept hidden.
// The answer carries the account without the quiz (its quizzes and programs), which updates the tree in the store.
const mutation = graphql`
  mutation DeleteQuizMutation($input: DeleteQuizInput!) {
    deleteQuiz(input: $input) {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on MutationDeleteQuizSuccess {
        data {
          quizId
          kept
          account {
            ...ProgramTreeSection_account
          }
        }
      }
    }
  }
`;

export type DeletedQuiz = { readonly quizId: string; readonly kept: boolean };

export function useDeleteQuizMutation(): (quizId: string, confirmSubmissions: boolean) => Promise<MutationOutcome<DeletedQuiz>> {
  const [run] = useOutcomeMutation<DeleteQuizMutation>(mutation, 'deleteQuiz', { commitAs: commitAsAdmin });
  return useCallback((quizId: string, confirmSubmissions: boolean) => run({ input: { quizId, confirmSubmissions } }), [run]);
}
