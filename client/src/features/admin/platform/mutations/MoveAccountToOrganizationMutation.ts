import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome, type SuccessData } from '../../../../relay/mutationOutcome.ts';
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

type Answer = SuccessData<MoveAccountToOrganizationMutation$data['moveAccountToOrganization']>;

export type MoveAccountToOrganization = (input: MoveAccountToOrganizationMutation$variables['input']) => Promise<MutationOutcome<Answer>>;

/** Moves an account to another organisation (admin/updateAccountByAdmin with org); it leaves the list it was shown in. */
export function useMoveAccountToOrganizationMutation(connectionId: string): [MoveAccountToOrganization, boolean] {
  const [run, inFlight] = useOutcomeMutation<MoveAccountToOrganizationMutation>(mutation, 'moveAccountToOrganization', {
    commitAs: commitAsAdmin,
  });
  const moveAccountToOrganization = useCallback<MoveAccountToOrganization>(
    (input) => run({ input, connections: [connectionId] }),
    [run, connectionId],
  );
  return [moveAccountToOrganization, inFlight];
}
