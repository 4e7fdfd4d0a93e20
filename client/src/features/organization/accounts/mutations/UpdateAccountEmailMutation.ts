import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome, type SuccessData } from '../../../../relay/mutationOutcome.ts';
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

type Answer = SuccessData<UpdateAccountEmailMutation$data['updateAccountEmail']>;

export type UpdateAccountEmail = (input: UpdateAccountEmailMutation$variables['input']) => Promise<MutationOutcome<Answer>>;

/** The account's new e-mail (admin/updateAccountEmail). */
export function useUpdateAccountEmailMutation(): [UpdateAccountEmail, boolean] {
  const [run, inFlight] = useOutcomeMutation<UpdateAccountEmailMutation>(mutation, 'updateAccountEmail', { commitAs: commitAsAdmin });
  const updateAccountEmail = useCallback<UpdateAccountEmail>((input) => run({ input }), [run]);
  return [updateAccountEmail, inFlight];
}
