import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../../relay/mutationOutcome.ts';
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
export type SavedGradeOffset = Extract<SetQuizGradeOffsetMutation$data['setQuizGradeOffset'], { __typename: 'MutationSetQuizGradeOffsetSuccess' }>['data'];

export type SetQuizGradeOffset = (change: { quizId: string; email: string; gradeOffset: number }) => Promise<MutationOutcome<SavedGradeOffset>>;

/** Sets a learner's grade offset on a quiz (admin/setUserQuizGradeOffset); the server regrades the submission. */
export function useSetQuizGradeOffsetMutation(): [SetQuizGradeOffset, boolean] {
  const [commit, inFlight] = useMutation<SetQuizGradeOffsetMutation>(mutation, commitAsAdmin);
  const setGradeOffset = useCallback<SetQuizGradeOffset>(
    async (input) => {
      const response = await commitAsPromise(commit, { input });
      return response ? outcomeOf<SavedGradeOffset>(response.setQuizGradeOffset) : UNKNOWN_FAILURE;
    },
    [commit],
  );
  return [setGradeOffset, inFlight];
}
