import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../../relay/commitAsAdmin.ts';
import type { UpdateAccountEmailMutation, UpdateAccountEmailMutation$data, UpdateAccountEmailMutation$variables } from './__generated__/UpdateAccountEmailMutation.graphql.ts';

const mutation = graphql`
  mutation UpdateAccountEmailMutation($input: UpdateAccountEmailInput!) {
    updateAccountEmail(input: $input) {
      __typename
      ... on AppError {
        code
        field
      }
      ... on MutationUpdateAccountEmailSuccess {
        data {
          account {
            id
            email
          }
        }
      }
    }
  }
`;

type Answer = Extract<UpdateAccountEmailMutation$data['updateAccountEmail'], { __typename: 'MutationUpdateAccountEmailSuccess' }>['data'];

export type UpdateAccountEmail = (input: UpdateAccountEmailMutation$variables['input']) => Promise<MutationOutcome<Answer>>;

/** The account's new e-mail (admin/updateAccountEmail). */
export function useUpdateAccountEmailMutation(): [UpdateAccountEmail, boolean] {
  const [commit, inFlight] = useMutation<UpdateAccountEmailMutation>(mutation, commitAsAdmin);
  const run = useCallback<UpdateAccountEmail>(
    async (input) => {
      const response = await commitAsPromise(commit, { input });
      return response ? outcomeOf<Answer>(response.updateAccountEmail) : UNKNOWN_FAILURE;
    },
    [commit],
  );
  return [run, inFlight];
}
