import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../../relay/commitAsAdmin.ts';
import type { MoveAccountMutation, MoveAccountMutation$data, MoveAccountMutation$variables } from './__generated__/MoveAccountMutation.graphql.ts';

const mutation = graphql`
  mutation MoveAccountMutation($input: MoveAccountInput!) {
    moveAccount(input: $input) {
      __typename
      ... on AppError {
        code
        field
      }
      ... on MutationMoveAccountSuccess {
        data {
          organization {
            ...OrgAccountsSection_organization
          }
        }
      }
    }
  }
`;

type Answer = Extract<MoveAccountMutation$data['moveAccount'], { __typename: 'MutationMoveAccountSuccess' }>['data'];

export type MoveAccount = (input: MoveAccountMutation$variables['input']) => Promise<MutationOutcome<Answer>>;

/** Moves an account one place up or down (admin/setAccountOrder). */
export function useMoveAccountMutation(): [MoveAccount, boolean] {
  const [commit, inFlight] = useMutation<MoveAccountMutation>(mutation, commitAsAdmin);
  const run = useCallback<MoveAccount>(
    async (input) => {
      const response = await commitAsPromise(commit, { input });
      return response ? outcomeOf<Answer>(response.moveAccount) : UNKNOWN_FAILURE;
    },
    [commit],
  );
  return [run, inFlight];
}
