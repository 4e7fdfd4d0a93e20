import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../../relay/mutationOutcome.ts';
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

type Answer = Extract<DeleteAccountMutation$data['deleteAccount'], { __typename: 'MutationDeleteAccountSuccess' }>['data'];

export type DeleteAccount = (input: DeleteAccountMutation$variables['input']) => Promise<MutationOutcome<Answer>>;

/** Deletes (archives) an account (admin/deleteAccount). */
export function useDeleteAccountMutation(): [DeleteAccount, boolean] {
  const [commit, inFlight] = useMutation<DeleteAccountMutation>(mutation, commitAsAdmin);
  const run = useCallback<DeleteAccount>(
    async (input) => {
      const response = await commitAsPromise(commit, { input });
      return response ? outcomeOf<Answer>(response.deleteAccount) : UNKNOWN_FAILURE;
    },
    [commit],
  );
  return [run, inFlight];
}
