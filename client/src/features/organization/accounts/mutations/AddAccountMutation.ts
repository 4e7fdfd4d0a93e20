import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../../relay/mutationOutcome.ts';
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

type Answer = Extract<AddAccountMutation$data['addAccount'], { __typename: 'MutationAddAccountSuccess' }>['data'];

export type AddAccount = (input: AddAccountMutation$variables['input']) => Promise<MutationOutcome<Answer>>;

/** Adds an account with its owner (admin/addAccount). */
export function useAddAccountMutation(): [AddAccount, boolean] {
  const [commit, inFlight] = useMutation<AddAccountMutation>(mutation, commitAsAdmin);
  const run = useCallback<AddAccount>(
    async (input) => {
      const response = await commitAsPromise(commit, { input });
      return response ? outcomeOf<Answer>(response.addAccount) : UNKNOWN_FAILURE;
    },
    [commit],
  );
  return [run, inFlight];
}
