import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome } from '../../../relay/mutationOutcome.ts';
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
  const [run, inFlight] = useOutcomeMutation<DeleteMyAccountMutation>(mutation, 'deleteMyAccount');
  const remove = useCallback((email: string, code: string) => run({ input: { email, confirmDeletion: true, code } }), [run]);
  return [remove, inFlight];
}
