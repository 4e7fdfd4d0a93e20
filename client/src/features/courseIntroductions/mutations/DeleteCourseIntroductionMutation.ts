import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome } from '../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../relay/commitAsAdmin.ts';
import { globalIdOf } from '../../../relay/globalIds.ts';
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
  const [run, inFlight] = useOutcomeMutation<DeleteCourseIntroductionMutation>(mutation, 'deleteCourseIntroduction', {
    commitAs: commitAsAdmin,
  });
  const remove = useCallback<DeleteCourseIntroduction>((id) => run({ input: { id: globalIdOf('CourseIntroduction', id) } }), [run]);
  return [remove, inFlight];
}
