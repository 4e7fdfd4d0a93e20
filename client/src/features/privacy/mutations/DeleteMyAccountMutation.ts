import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../relay/mutationOutcome.ts';
import type { DeleteMyAccountMutation } from './__generated__/DeleteMyAccountMutation.graphql.ts';

const mutation = graphql`
  mutation DeleteMyAccountMutation($input: DeleteMyAccountInput!) {
    deleteMyAccount(input: $input) {
      __typename
      ... on AppError {
        code
        field
      }
      ... on MutationDeleteMyAccountSuccess {
        data {
          success
        }
      }
    }
  }
`;

/** Erases the signed-in learner (user/deleteUserData): their own e-mail typed again, the confirmation ticked, the code mailed for it. */
export function useDeleteMyAccountMutation(): [(email: string, code: string) => Promise<MutationOutcome<unknown>>, boolean] {
  const [commit, inFlight] = useMutation<DeleteMyAccountMutation>(mutation);
  const remove = useCallback(
    async (email: string, code: string) => {
      const response = await commitAsPromise(commit, { input: { email, confirmDeletion: true, code } });
      return response ? outcomeOf<unknown>(response.deleteMyAccount) : UNKNOWN_FAILURE;
    },
    [commit],
  );
  return [remove, inFlight];
}
