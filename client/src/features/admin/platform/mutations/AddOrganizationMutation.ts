import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome, type SuccessData } from '../../../../relay/mutationOutcome.ts';
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

type Answer = SuccessData<AddOrganizationMutation$data['addOrganization']>;

export type AddOrganization = (input: AddOrganizationMutation$variables['input']) => Promise<MutationOutcome<Answer>>;

/** A new organisation with its holder (admin/addOrg); it shows at the top of the list on screen. */
export function useAddOrganizationMutation(connectionId: string): [AddOrganization, boolean] {
  const [run, inFlight] = useOutcomeMutation<AddOrganizationMutation>(mutation, 'addOrganization', { commitAs: commitAsAdmin });
  const addOrganization = useCallback<AddOrganization>((input) => run({ input, connections: [connectionId] }), [run, connectionId]);
  return [addOrganization, inFlight];
}
