import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../../relay/commitAsAdmin.ts';
import type { RestoreAccountMutation, RestoreAccountMutation$data, RestoreAccountMutation$variables } from './__generated__/RestoreAccountMutation.graphql.ts';

const mutation = graphql`
  mutation RestoreAccountMutation($input: OrgAccountIdInput!) {
    restoreAccount(input: $input) {
      __typename
      ... on AppError {
        code
        field
      }
      ... on MutationRestoreAccountSuccess {
        data {
          organization {
            ...OrgAccountsSection_organization
          }
        }
      }
    }
  }
`;

type Answer = Extract<RestoreAccountMutation$data['restoreAccount'], { __typename: 'MutationRestoreAccountSuccess' }>['data'];

export type RestoreAccount = (input: RestoreAccountMutation$variables['input']) => Promise<MutationOutcome<Answer>>;

/** Restores a deleted (archived) account. */
export function useRestoreAccountMutation(): [RestoreAccount, boolean] {
  const [commit, inFlight] = useMutation<RestoreAccountMutation>(mutation, commitAsAdmin);
  const run = useCallback<RestoreAccount>(
    async (input) => {
      const response = await commitAsPromise(commit, { input });
      return response ? outcomeOf<Answer>(response.restoreAccount) : UNKNOWN_FAILURE;
    },
    [commit],
  );
  return [run, inFlight];
}
