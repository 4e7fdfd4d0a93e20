import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { SelectorStoreUpdater } from 'relay-runtime';
import { useOutcomeMutation, type MutationOutcome, type SuccessData } from '../../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../../relay/commitAsAdmin.ts';
import type { SetQuizGradeOffsetMutation, SetQuizGradeOffsetMutation$data } from './__generated__/SetQuizGradeOffsetMutation.graphql.ts';

const mutation = graphql`
  mutation SetQuizGradeOffsetMutation($input: SetQuizGradeOffsetInput!) {
    setQuizGradeOffset(input: $input) {
      __typename
      ... on AppError {
        code
        field
      }
      ... on MutationSetQuizGradeOffsetSuccess {
        data {
          gradeOffset
          result
        }
      }
    }
  }
`;

/** The stored offset and the learner's result with it (null without a submission or an uploaded grade). */
export type SavedGradeOffset = SuccessData<SetQuizGradeOffsetMutation$data['setQuizGradeOffset']>;

export type SetQuizGradeOffset = (change: { quizId: string; email: string; gradeOffset: number }) => Promise<MutationOutcome<SavedGradeOffset>>;

/**
 * Sets a learner's grade offset on a quiz (admin/setUserQuizGradeOffset); the
 * server regrades the submission. The answer's offset and result go into the
 * learner's quiz record `recordId` (its store id: the records are not nodes),
 * the result as its mark: the server computes both by the same rule
 * (server/services/grades/gradeOffsets.ts, learnerRecords/userAnswerEntries.ts).
 */
export function useSetQuizGradeOffsetMutation(recordId: string): [SetQuizGradeOffset, boolean] {
  const updater = useCallback<SelectorStoreUpdater<SetQuizGradeOffsetMutation$data>>(
    (store, answer) => {
      const saved = answer?.setQuizGradeOffset;
      if (saved?.__typename !== 'MutationSetQuizGradeOffsetSuccess') return;
      store.get(recordId)?.setValue(saved.data.gradeOffset, 'gradeOffset').setValue(saved.data.result, 'mark');
    },
    [recordId],
  );
  const [run, inFlight] = useOutcomeMutation<SetQuizGradeOffsetMutation>(mutation, 'setQuizGradeOffset', { commitAs: commitAsAdmin, updater });
  const setGradeOffset = useCallback<SetQuizGradeOffset>((input) => run({ input }), [run]);
  return [setGradeOffset, inFlight];
}
