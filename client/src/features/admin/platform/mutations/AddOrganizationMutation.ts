import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../../relay/commitAsAdmin.ts';
import type { AddOrganizationMutation, AddOrganizationMutation$data, AddOrganizationMutation$variables } from './__generated__/AddOrganizationMutation.graphql.ts';

const mutation = graphql`
  mutation AddOrganizationMutation($input: AddOrganizationInput!, $connections: [ID!]!) {
    addOrganization(input: $input) {
      __typename
      ... on AppError {
        code
        field
      }
      ... on MutationAddOrganizationSuccess {
        data @prependNode(connections: $connections, edgeTypeName: "QueryOrganizationsConnectionEdge") {
          id
          alias
          ...OrganizationItem_organization
        }
      }
    }
  }
`;

type Answer = Extract<AddOrganizationMutation$data['addOrganization'], { __typename: 'MutationAddOrganizationSuccess' }>['data'];

export type AddOrganization = (input: AddOrganizationMutation$variables['input']) => Promise<MutationOutcome<Answer>>;

/** A new organisation with its holder (admin/addOrg); it shows at the top of the list on screen. */
export function useAddOrganizationMutation(connectionId: string): [AddOrganization, boolean] {
  const [commit, inFlight] = useMutation<AddOrganizationMutation>(mutation, commitAsAdmin);
  const run = useCallback<AddOrganization>(
    async (input) => {
      const response = await commitAsPromise(commit, { input, connections: [connectionId] });
      return response ? outcomeOf<Answer>(response.addOrganization) : UNKNOWN_FAILURE;
    },
    [commit, connectionId],
  );
  return [run, inFlight];
}
