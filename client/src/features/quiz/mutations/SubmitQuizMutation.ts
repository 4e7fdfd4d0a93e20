import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { Answers } from '../../../../../domain/quiz/types.ts';
import { useOutcomeMutation, type MutationOutcome, type SuccessData } from '../../../relay/mutationOutcome.ts';
import type { SubmitQuizMutation, SubmitQuizMutation$data } from './__generated__/SubmitQuizMutation.graphql.ts';

const mutation = graphql`
  mutation SubmitQuizMutation($input: SubmitQuizInput!) {
    submitQuiz(input: $input) {
      __typename
      ... on AppError {
        code
        field
      }
      ... on MutationSubmitQuizSuccess {
        data {
          quizId
          result
          maxGrade
          showResult
          passed
          link
          linkMsg
        }
      }
    }
  }
`;

export type SubmittedResult = SuccessData<SubmitQuizMutation$data['submitQuiz']>;

export interface QuizSubmission {
  quizId: string;
  attemptId: string;
  answers: Answers;
  /** the same key for every retry of one submit */
  submitKey: string;
  /** the account whose registration form this is */
  accountId?: string | null;
}

export function useSubmitQuizMutation(): (submission: QuizSubmission) => Promise<MutationOutcome<SubmittedResult>> {
  const [run] = useOutcomeMutation<SubmitQuizMutation>(mutation, 'submitQuiz');
  return useCallback((submission: QuizSubmission) => run({ input: submission }), [run]);
}
