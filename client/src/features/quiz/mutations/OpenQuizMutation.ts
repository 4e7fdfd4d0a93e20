import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../relay/mutationOutcome.ts';
import type { OpenQuizMutation, OpenQuizMutation$data } from './__generated__/OpenQuizMutation.graphql.ts';

// A mutation, not a query: opening starts the attempt (and its deadline) on the server.
const mutation = graphql`
  mutation OpenQuizMutation($quizId: ID!) {
    openQuiz(quizId: $quizId) {
      __typename
      ... on AppError {
        code
        field
      }
      ... on MutationOpenQuizSuccess {
        data {
          id
          name
          banner
          isForm
          version
          content
          allowedTime
          remarks
          supportLink
          showResult
          learnerName
          attempt {
            id
            startedAt
            deadlineAt
            serverNow
            draftSeq
            draftAnswers
          }
        }
      }
    }
  }
`;

export type OpenedQuiz = Extract<OpenQuizMutation$data['openQuiz'], { __typename: 'MutationOpenQuizSuccess' }>['data'];

export function useOpenQuizMutation(): (quizId: string) => Promise<MutationOutcome<OpenedQuiz>> {
  const [commit] = useMutation<OpenQuizMutation>(mutation);
  return useCallback(
    async (quizId: string) => {
      const response = await commitAsPromise(commit, { quizId });
      return response ? outcomeOf<OpenedQuiz>(response.openQuiz) : UNKNOWN_FAILURE;
    },
    [commit],
  );
}
