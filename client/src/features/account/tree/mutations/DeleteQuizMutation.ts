import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../../relay/commitAsAdmin.ts';
import type { DeleteQuizMutation } from './__generated__/DeleteQuizMutation.graphql.ts';

// quizHasSubmissions answers a first request for a quiz with submissions; resent with confirmSubmissions it is kept hidden.
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
        }
      }
    }
  }
`;

export type DeletedQuiz = { readonly quizId: string; readonly kept: boolean };

export function useDeleteQuizMutation(): (quizId: string, confirmSubmissions: boolean) => Promise<MutationOutcome<DeletedQuiz>> {
  const [commit] = useMutation<DeleteQuizMutation>(mutation, commitAsAdmin);
  return useCallback(
    async (quizId: string, confirmSubmissions: boolean) => {
      const response = await commitAsPromise(commit, { input: { quizId, confirmSubmissions } });
      return response ? outcomeOf<DeletedQuiz>(response.deleteQuiz) : UNKNOWN_FAILURE;
    },
    [commit],
  );
}
