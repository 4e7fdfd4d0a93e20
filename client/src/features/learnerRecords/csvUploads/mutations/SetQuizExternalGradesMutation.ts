import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useResponseMutation } from '../../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../../relay/commitAsAdmin.ts';
import { gradeBatchOutcome, type GradeBatchAnswer } from '../gradeBatchOutcome.ts';
import type { BatchOutcome } from '../batches.ts';
import type { GradeRow } from '../gradeFiles.ts';
import type { SetQuizExternalGradesMutation } from './__generated__/SetQuizExternalGradesMutation.graphql.ts';

const mutation = graphql`
  mutation SetQuizExternalGradesMutation($input: SetQuizExternalGradesInput!) {
    setQuizExternalGrades(input: $input) {
      __typename
      ... on AppError {
        code
        line
      }
      ... on MutationSetQuizExternalGradesSuccess {
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

/** Stores a batch of external grades, all or nothing; refused rows come back by their lines in the file. */
export function useSetQuizExternalGradesMutation(): (quizId: string, batch: readonly GradeRow[]) => Promise<BatchOutcome> {
  const [run] = useResponseMutation<SetQuizExternalGradesMutation>(mutation, { commitAs: commitAsAdmin });
  return useCallback(
    async (quizId, batch) => {
      const rows = batch.map((row) => row.cells);
      const answer = (await run({ input: { quizId, rows } }))?.setQuizExternalGrades;
      return gradeBatchOutcome(batch, answer as GradeBatchAnswer | undefined);
    },
    [run],
  );
}
