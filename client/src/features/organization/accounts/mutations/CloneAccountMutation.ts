import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome, type SuccessData } from '../../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../../relay/commitAsAdmin.ts';
import type { CloneAccountMutation, CloneAccountMutation$data, CloneAccountMutation$variables } from './__generated__/CloneAccountMutation.graphql.ts';

const mutation = graphql`
  mutation CloneAccountMutation($input: CloneAccountInput!) {
    cloneAccount(input: $input) {
      __typename
      ... on AppError {
        code
        field
      }
      ... on MutationCloneAccountSuccess {
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

type Answer = SuccessData<CloneAccountMutation$data['cloneAccount']>;

export type CloneAccount = (input: CloneAccountMutation$variables['input']) => Promise<MutationOutcome<Answer>>;

/** Copies an account's settings, programs and quizzes into a new account (admin/cloneAccount). */
export function useCloneAccountMutation(): [CloneAccount, boolean] {
  const [run, inFlight] = useOutcomeMutation<CloneAccountMutation>(mutation, 'cloneAccount', { commitAs: commitAsAdmin });
  const cloneAccount = useCallback<CloneAccount>((input) => run({ input }), [run]);
  return [cloneAccount, inFlight];
}
