import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome, type SuccessData } from '../../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../../relay/commitAsAdmin.ts';
import type { UpdateAccountUsernameMutation, UpdateAccountUsernameMutation$data, UpdateAccountUsernameMutation$variables } from './__generated__/UpdateAccountUsernameMutation.graphql.ts';

const mutation = graphql`
  mutation UpdateAccountUsernameMutation($input: UpdateAccountUsernameInput!) {
    updateAccountUsername(input: $input) {
      __typename
      ... on AppError {
        code
        field
      }
      ... on MutationUpdateAccountUsernameSuccess {
        data {
          account {
            id
            username
          }
        }
      }
    }
  }
`;

type Answer = SuccessData<UpdateAccountUsernameMutation$data['updateAccountUsername']>;

export type UpdateAccountUsername = (input: UpdateAccountUsernameMutation$variables['input']) => Promise<MutationOutcome<Answer>>;

/** The owner's new username (admin/updateAccountUsername). */
export function useUpdateAccountUsernameMutation(): [UpdateAccountUsername, boolean] {
  const [run, inFlight] = useOutcomeMutation<UpdateAccountUsernameMutation>(mutation, 'updateAccountUsername', { commitAs: commitAsAdmin });
  const updateAccountUsername = useCallback<UpdateAccountUsername>((input) => run({ input }), [run]);
  return [updateAccountUsername, inFlight];
}
