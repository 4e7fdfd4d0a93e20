import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome, type SuccessData } from '../../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../../relay/commitAsAdmin.ts';
import type { AddAccountMutation, AddAccountMutation$data, AddAccountMutation$variables } from './__generated__/AddAccountMutation.graphql.ts';

const mutation = graphql`
  mutation AddAccountMutation($input: AddAccountInput!) {
    addAccount(input: $input) {
      __typename
      ... on AppError {
        code
        field
      }
      ... on MutationAddAccountSuccess {
        data {
          account { id }
          organization {
            ...OrgAccountsSection_organization
          }
        }
      }
    }
  }
`;

type Answer = SuccessData<AddAccountMutation$data['addAccount']>;

export type AddAccount = (input: AddAccountMutation$variables['input']) => Promise<MutationOutcome<Answer>>;

/** Adds an account with its owner (admin/addAccount). */
export function useAddAccountMutation(): [AddAccount, boolean] {
  const [run, inFlight] = useOutcomeMutation<AddAccountMutation>(mutation, 'addAccount', { commitAs: commitAsAdmin });
  const addAccount = useCallback<AddAccount>((input) => run({ input }), [run]);
  return [addAccount, inFlight];
}
