import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../../relay/commitAsAdmin.ts';
import type {
  MoveAccountToOrganizationMutation,
  MoveAccountToOrganizationMutation$data,
  MoveAccountToOrganizationMutation$variables,
} from './__generated__/MoveAccountToOrganizationMutation.graphql.ts';

const mutation = graphql`
  mutation MoveAccountToOrganizationMutation($input: MoveAccountToOrganizationInput!, $connections: [ID!]!) {
    moveAccountToOrganization(input: $input) {
      __typename
      ... on AppError {
        code
        field
      }
      ... on MutationMoveAccountToOrganizationSuccess {
        data {
          moved
          account {
            id @deleteEdge(connections: $connections)
          }
          from {
            id
            accountsCount
          }
          to {
            id
            alias
            accountsCount
          }
        }
      }
    }
  }
`;

type Answer = Extract<
  MoveAccountToOrganizationMutation$data['moveAccountToOrganization'],
  { __typename: 'MutationMoveAccountToOrganizationSuccess' }
>['data'];

export type MoveAccountToOrganization = (input: MoveAccountToOrganizationMutation$variables['input']) => Promise<MutationOutcome<Answer>>;

/** Moves an account to another organisation (admin/updateAccountByAdmin with org); it leaves the list it was shown in. */
export function useMoveAccountToOrganizationMutation(connectionId: string): [MoveAccountToOrganization, boolean] {
  const [commit, inFlight] = useMutation<MoveAccountToOrganizationMutation>(mutation, commitAsAdmin);
  const run = useCallback<MoveAccountToOrganization>(
    async (input) => {
      const response = await commitAsPromise(commit, { input, connections: [connectionId] });
      return response ? outcomeOf<Answer>(response.moveAccountToOrganization) : UNKNOWN_FAILURE;
    },
    [commit, connectionId],
  );
  return [run, inFlight];
}
