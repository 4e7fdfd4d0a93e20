import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../../relay/mutationOutcome.ts';
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

type Answer = Extract<CreatePasswordResetLinkMutation$data['createPasswordResetLink'], { __typename: 'MutationCreatePasswordResetLinkSuccess' }>['data'];

export type CreatePasswordResetLink = (input: CreatePasswordResetLinkMutation$variables['input']) => Promise<MutationOutcome<Answer>>;

/** A reset-password link for an account's owner or, for a platform admin, an organisation's holder (admin/addSession). */
export function useCreatePasswordResetLinkMutation(): [CreatePasswordResetLink, boolean] {
  const [commit, inFlight] = useMutation<CreatePasswordResetLinkMutation>(mutation, commitAsAdmin);
  const run = useCallback<CreatePasswordResetLink>(
    async (input) => {
      const response = await commitAsPromise(commit, { input });
      return response ? outcomeOf<Answer>(response.createPasswordResetLink) : UNKNOWN_FAILURE;
    },
    [commit],
  );
  return [run, inFlight];
}
