import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome, type SuccessData } from '../../../relay/mutationOutcome.ts';
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

export type OpenedQuiz = SuccessData<OpenQuizMutation$data['openQuiz']>;

export function useOpenQuizMutation(): (quizId: string) => Promise<MutationOutcome<OpenedQuiz>> {
  const [run] = useOutcomeMutation<OpenQuizMutation>(mutation, 'openQuiz');
  return useCallback((quizId: string) => run({ quizId }), [run]);
}
