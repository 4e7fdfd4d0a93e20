import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useResponseMutation } from '../../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../../relay/commitAsAdmin.ts';
import { gradeBatchOutcome, type GradeBatchAnswer } from '../gradeBatchOutcome.ts';
import type { BatchOutcome } from '../batches.ts';
import type { GradeRow } from '../gradeFiles.ts';
import type { SetQuizManualGradesMutation } from './__generated__/SetQuizManualGradesMutation.graphql.ts';

const mutation = graphql`
  mutation SetQuizManualGradesMutation($input: SetQuizManualGradesInput!) {
    setQuizManualGrades(input: $input) {
      __typename
      ... on AppError {
        code
        line
      }
      ... on MutationSetQuizManualGradesSuccess {
        data {
          applied
          refused {
            line
            code
          }
        }
      }
    }
  }
`;

/** Stores a batch of manual grades, all or nothing; refused rows come back by their lines in the file. */
export function useSetQuizManualGradesMutation(): (quizId: string, batch: readonly GradeRow[]) => Promise<BatchOutcome> {
  const [run] = useResponseMutation<SetQuizManualGradesMutation>(mutation, { commitAs: commitAsAdmin });
  return useCallback(
    async (quizId, batch) => {
      const rows = batch.map((row) => row.cells);
      const answer = (await run({ input: { quizId, rows } }))?.setQuizManualGrades;
      return gradeBatchOutcome(batch, answer as GradeBatchAnswer | undefined);
    },
    [run],
  );
}
