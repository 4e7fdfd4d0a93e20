import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../relay/commitAsAdmin.ts';
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

type Updated = Extract<UpdateCourseIntroductionMutation$data['updateCourseIntroduction'], { __typename: 'MutationUpdateCourseIntroductionSuccess' }>['data'];

export type UpdateCourseIntroduction = (input: UpdateCourseIntroductionInput) => Promise<MutationOutcome<Updated>>;

/** Saves every field of an introduction (admin/updateCourseIntroduction); invalidUser: not of this organisation. */
export function useUpdateCourseIntroductionMutation(): [UpdateCourseIntroduction, boolean] {
  const [commit, inFlight] = useMutation<UpdateCourseIntroductionMutation>(mutation, commitAsAdmin);
  const update = useCallback<UpdateCourseIntroduction>(
    async (input) => {
      const response = await commitAsPromise(commit, { input });
      return response ? outcomeOf<Updated>(response.updateCourseIntroduction) : UNKNOWN_FAILURE;
    },
    [commit],
  );
  return [update, inFlight];
}
