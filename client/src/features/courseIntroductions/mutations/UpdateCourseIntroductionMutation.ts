import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome, type SuccessData } from '../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../relay/commitAsAdmin.ts';
import { globalIdOf } from '../../../relay/globalIds.ts';
import type {
  UpdateCourseIntroductionMutation,
  UpdateCourseIntroductionMutation$data,
  UpdateCourseIntroductionInput,
} from './__generated__/UpdateCourseIntroductionMutation.graphql.ts';

const mutation = graphql`
  mutation UpdateCourseIntroductionMutation($input: UpdateCourseIntroductionInput!) {
    updateCourseIntroduction(input: $input) {
      __typename
      ... on AppError {
        code
        field
      }
      ... on MutationUpdateCourseIntroductionSuccess {
        data {
          id
          ...CourseIntroductionCard_introduction
        }
      }
    }
  }
`;

type Updated = SuccessData<UpdateCourseIntroductionMutation$data['updateCourseIntroduction']>;

export type UpdateCourseIntroduction = (input: UpdateCourseIntroductionInput) => Promise<MutationOutcome<Updated>>;

/** Saves every field of an introduction (admin/updateCourseIntroduction); invalidUser: not of this organisation. */
export function useUpdateCourseIntroductionMutation(): [UpdateCourseIntroduction, boolean] {
  const [run, inFlight] = useOutcomeMutation<UpdateCourseIntroductionMutation>(mutation, 'updateCourseIntroduction', {
    commitAs: commitAsAdmin,
  });
  // the introduction's id is its row's (CourseIntroduction is not a Node); the mutation takes the global id
  const update = useCallback<UpdateCourseIntroduction>((input) => run({ input: { ...input, id: globalIdOf('CourseIntroduction', input.id) } }), [run]);
  return [update, inFlight];
}
