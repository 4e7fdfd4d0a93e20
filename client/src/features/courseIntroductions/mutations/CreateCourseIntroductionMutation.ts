import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { useOutcomeMutation, type MutationOutcome, type SuccessData } from '../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../relay/commitAsAdmin.ts';
import type {
  CreateCourseIntroductionMutation,
  CreateCourseIntroductionMutation$data,
  CreateCourseIntroductionInput,
} from './__generated__/CreateCourseIntroductionMutation.graphql.ts';

const mutation = graphql`
  mutation CreateCourseIntroductionMutation($input: CreateCourseIntroductionInput!) {
    createCourseIntroduction(input: $input) {
      __typename
      ... on AppError {
        code
        field
      }
      ... on MutationCreateCourseIntroductionSuccess {
        data {
          id
          ...CourseIntroductionCard_introduction
        }
      }
    }
  }
`;

type Created = SuccessData<CreateCourseIntroductionMutation$data['createCourseIntroduction']>;

export type CreateCourseIntroduction = (input: CreateCourseIntroductionInput) => Promise<MutationOutcome<Created>>;

/** Adds a course introduction (admin/addCourseIntroduction) and appends it to the organisation's list. */
export function useCreateCourseIntroductionMutation(organizationId: string): [CreateCourseIntroduction, boolean] {
  const updater = useCallback(
    (store: RecordSourceSelectorProxy<CreateCourseIntroductionMutation$data>) => {
      const added = store.getRootField('createCourseIntroduction')?.getLinkedRecord('data');
      const organization = store.get(organizationId);
      if (!added || !organization) return;
      const list = organization.getLinkedRecords('courseIntroductions') ?? [];
      organization.setLinkedRecords([...list, added], 'courseIntroductions');
    },
    [organizationId],
  );
  const [run, inFlight] = useOutcomeMutation<CreateCourseIntroductionMutation>(mutation, 'createCourseIntroduction', {
    commitAs: commitAsAdmin,
    updater,
  });
  const create = useCallback<CreateCourseIntroduction>((input) => run({ input }), [run]);
  return [create, inFlight];
}
