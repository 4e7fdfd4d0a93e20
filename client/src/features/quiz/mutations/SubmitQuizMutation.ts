import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { Answers } from '../../../../../domain/quiz/types.ts';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../relay/mutationOutcome.ts';
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

export type SubmittedResult = Extract<SubmitQuizMutation$data['submitQuiz'], { __typename: 'MutationSubmitQuizSuccess' }>['data'];

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
  const [commit] = useMutation<SubmitQuizMutation>(mutation);
  return useCallback(
    async (submission: QuizSubmission) => {
      const response = await commitAsPromise(commit, { input: submission });
      return response ? outcomeOf<SubmittedResult>(response.submitQuiz) : UNKNOWN_FAILURE;
    },
    [commit],
  );
}
