import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../relay/mutationOutcome.ts';
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

type Created = Extract<CreateCourseIntroductionMutation$data['createCourseIntroduction'], { __typename: 'MutationCreateCourseIntroductionSuccess' }>['data'];

export type CreateCourseIntroduction = (input: CreateCourseIntroductionInput) => Promise<MutationOutcome<Created>>;

/** Adds a course introduction (admin/addCourseIntroduction) and appends it to the organisation's list. */
export function useCreateCourseIntroductionMutation(organizationId: string): [CreateCourseIntroduction, boolean] {
  const [commit, inFlight] = useMutation<CreateCourseIntroductionMutation>(mutation, commitAsAdmin);
  const create = useCallback<CreateCourseIntroduction>(
    async (input) => {
      const response = await commitAsPromise<CreateCourseIntroductionMutation>(
        (config) =>
          commit({
            ...config,
            updater: (store: RecordSourceSelectorProxy<CreateCourseIntroductionMutation$data>) => {
              const added = store.getRootField('createCourseIntroduction')?.getLinkedRecord('data');
              const organization = store.get(organizationId);
              if (!added || !organization) return;
              const list = organization.getLinkedRecords('courseIntroductions') ?? [];
              organization.setLinkedRecords([...list, added], 'courseIntroductions');
            },
          }),
        { input },
      );
      return response ? outcomeOf<Created>(response.createCourseIntroduction) : UNKNOWN_FAILURE;
    },
    [commit, organizationId],
  );
  return [create, inFlight];
}
