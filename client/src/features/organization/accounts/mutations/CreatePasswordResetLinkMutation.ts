import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome, type SuccessData } from '../../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../../relay/commitAsAdmin.ts';
import type { CreatePasswordResetLinkMutation, CreatePasswordResetLinkMutation$data, CreatePasswordResetLinkMutation$variables } from './__generated__/CreatePasswordResetLinkMutation.graphql.ts';

const mutation = graphql`
  mutation CreatePasswordResetLinkMutation($input: CreatePasswordResetLinkInput!) {
    createPasswordResetLink(input: $input) {
      __typename
      ... on AppError {
        code
        field
      }
      ... on MutationCreatePasswordResetLinkSuccess {
        data {
          username
          path
          expiresAt
        }
      }
    }
  }
`;

type Answer = SuccessData<CreatePasswordResetLinkMutation$data['createPasswordResetLink']>;

export type CreatePasswordResetLink = (input: CreatePasswordResetLinkMutation$variables['input']) => Promise<MutationOutcome<Answer>>;

/** A reset-password link for an account's owner or, for a platform admin, an organisation's holder (admin/addSession). */
export function useCreatePasswordResetLinkMutation(): [CreatePasswordResetLink, boolean] {
  const [run, inFlight] = useOutcomeMutation<CreatePasswordResetLinkMutation>(mutation, 'createPasswordResetLink', {
    commitAs: commitAsAdmin,
  });
  const createPasswordResetLink = useCallback<CreatePasswordResetLink>((input) => run({ input }), [run]);
  return [createPasswordResetLink, inFlight];
}
