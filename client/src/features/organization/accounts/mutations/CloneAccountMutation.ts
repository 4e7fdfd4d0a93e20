import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../../relay/mutationOutcome.ts';
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

type Answer = Extract<CloneAccountMutation$data['cloneAccount'], { __typename: 'MutationCloneAccountSuccess' }>['data'];

export type CloneAccount = (input: CloneAccountMutation$variables['input']) => Promise<MutationOutcome<Answer>>;

/** Copies an account's settings, programs and quizzes into a new account (admin/cloneAccount). */
export function useCloneAccountMutation(): [CloneAccount, boolean] {
  const [commit, inFlight] = useMutation<CloneAccountMutation>(mutation, commitAsAdmin);
  const run = useCallback<CloneAccount>(
    async (input) => {
      const response = await commitAsPromise(commit, { input });
      return response ? outcomeOf<Answer>(response.cloneAccount) : UNKNOWN_FAILURE;
    },
    [commit],
  );
  return [run, inFlight];
}
