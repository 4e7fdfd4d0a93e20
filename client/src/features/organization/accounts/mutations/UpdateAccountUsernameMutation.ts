import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../../relay/mutationOutcome.ts';
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

type Answer = Extract<UpdateAccountUsernameMutation$data['updateAccountUsername'], { __typename: 'MutationUpdateAccountUsernameSuccess' }>['data'];

export type UpdateAccountUsername = (input: UpdateAccountUsernameMutation$variables['input']) => Promise<MutationOutcome<Answer>>;

/** The owner's new username (admin/updateAccountUsername). */
export function useUpdateAccountUsernameMutation(): [UpdateAccountUsername, boolean] {
  const [commit, inFlight] = useMutation<UpdateAccountUsernameMutation>(mutation, commitAsAdmin);
  const run = useCallback<UpdateAccountUsername>(
    async (input) => {
      const response = await commitAsPromise(commit, { input });
      return response ? outcomeOf<Answer>(response.updateAccountUsername) : UNKNOWN_FAILURE;
    },
    [commit],
  );
  return [run, inFlight];
}
