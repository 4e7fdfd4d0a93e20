import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome, type SuccessData } from '../../../../relay/mutationOutcome.ts';
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

type Answer = SuccessData<RestoreAccountMutation$data['restoreAccount']>;

export type RestoreAccount = (input: RestoreAccountMutation$variables['input']) => Promise<MutationOutcome<Answer>>;

/** Restores a deleted (archived) account. */
export function useRestoreAccountMutation(): [RestoreAccount, boolean] {
  const [run, inFlight] = useOutcomeMutation<RestoreAccountMutation>(mutation, 'restoreAccount', { commitAs: commitAsAdmin });
  const restoreAccount = useCallback<RestoreAccount>((input) => run({ input }), [run]);
  return [restoreAccount, inFlight];
}
