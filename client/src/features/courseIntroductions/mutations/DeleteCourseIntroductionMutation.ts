import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../relay/commitAsAdmin.ts';
import type { DeleteCourseIntroductionMutation } from './__generated__/DeleteCourseIntroductionMutation.graphql.ts';

const mutation = graphql`
  mutation DeleteCourseIntroductionMutation($input: DeleteCourseIntroductionInput!) {
    deleteCourseIntroduction(input: $input) {
      __typename
      ... on AppError {
        code
        field
      }
      ... on MutationDeleteCourseIntroductionSuccess {
        data {
          id @deleteRecord
        }
      }
    }
  }
`;

export type DeleteCourseIntroduction = (id: string) => Promise<MutationOutcome<{ readonly id: string }>>;

/** Deletes an introduction (admin/deleteCourseIntroduction); the store forgets it, so its card goes. */
export function useDeleteCourseIntroductionMutation(): [DeleteCourseIntroduction, boolean] {
  const [commit, inFlight] = useMutation<DeleteCourseIntroductionMutation>(mutation, commitAsAdmin);
  const remove = useCallback<DeleteCourseIntroduction>(
    async (id) => {
      const response = await commitAsPromise(commit, { input: { id } });
      return response ? outcomeOf<{ readonly id: string }>(response.deleteCourseIntroduction) : UNKNOWN_FAILURE;
    },
    [commit],
  );
  return [remove, inFlight];
}
