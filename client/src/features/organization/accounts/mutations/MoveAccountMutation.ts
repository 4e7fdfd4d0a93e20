import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome, type SuccessData } from '../../../../relay/mutationOutcome.ts';
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

type Answer = SuccessData<MoveAccountMutation$data['moveAccount']>;

export type MoveAccount = (input: MoveAccountMutation$variables['input']) => Promise<MutationOutcome<Answer>>;

/** Moves an account one place up or down (admin/setAccountOrder). */
export function useMoveAccountMutation(): [MoveAccount, boolean] {
  const [run, inFlight] = useOutcomeMutation<MoveAccountMutation>(mutation, 'moveAccount', { commitAs: commitAsAdmin });
  const moveAccount = useCallback<MoveAccount>((input) => run({ input }), [run]);
  return [moveAccount, inFlight];
}
