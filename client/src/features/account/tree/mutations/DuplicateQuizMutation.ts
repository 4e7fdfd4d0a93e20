import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome } from '../../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../../relay/commitAsAdmin.ts';
import type { DuplicateQuizInput, DuplicateQuizMutation } from './__generated__/DuplicateQuizMutation.graphql.ts';

// The copy is placed in the program (and folder) by the server; the answer carries the account as it is
// then (its quizzes and programs), which updates the tree in the store.
const mutation = graphql`
  mutation DuplicateQuizMutation($input: DuplicateQuizInput!) {
    duplicateQuiz(input: $input) {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on MutationDuplicateQuizSuccess {
        data {
          quizId
          revision
          account {
            ...ProgramTreeSection_account
          }
        }
      }
    }
  }
`;

export function useDuplicateQuizMutation(): (input: DuplicateQuizInput) => Promise<MutationOutcome<{ readonly quizId: string }>> {
  const [run] = useOutcomeMutation<DuplicateQuizMutation>(mutation, 'duplicateQuiz', { commitAs: commitAsAdmin });
  return useCallback((input: DuplicateQuizInput) => run({ input }), [run]);
}
