import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome, type SuccessData } from '../../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../../relay/commitAsAdmin.ts';
import type { DeleteAccountMutation, DeleteAccountMutation$data, DeleteAccountMutation$variables } from './__generated__/DeleteAccountMutation.graphql.ts';

const mutation = graphql`
  mutation DeleteAccountMutation($input: OrgAccountIdInput!) {
    deleteAccount(input: $input) {
      __typename
      ... on AppError {
        code
        field
      }
      ... on MutationDeleteAccountSuccess {
        data {
          organization {
            ...OrgAccountsSection_organization
          }
        }
      }
    }
  }
`;

type Answer = SuccessData<DeleteAccountMutation$data['deleteAccount']>;

export type DeleteAccount = (input: DeleteAccountMutation$variables['input']) => Promise<MutationOutcome<Answer>>;

/** Deletes (archives) an account (admin/deleteAccount). */
export function useDeleteAccountMutation(): [DeleteAccount, boolean] {
  const [run, inFlight] = useOutcomeMutation<DeleteAccountMutation>(mutation, 'deleteAccount', { commitAs: commitAsAdmin });
  const deleteAccount = useCallback<DeleteAccount>((input) => run({ input }), [run]);
  return [deleteAccount, inFlight];
}
