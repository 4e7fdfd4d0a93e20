import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../relay/commitAsAdmin.ts';
import type { RevokeApiTokenMutation, RevokeApiTokenMutation$data } from './__generated__/RevokeApiTokenMutation.graphql.ts';

// The answer's id and revokedAt update the token's row in the store.
const mutation = graphql`
  mutation RevokeApiTokenMutation($id: ID!) {
    revokeApiToken(input: { id: $id }) {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on MutationRevokeApiTokenSuccess {
        data {
          id
          revokedAt
        }
      }
    }
  }
`;

export type RevokedApiToken = Extract<
  RevokeApiTokenMutation$data['revokeApiToken'],
  { __typename: 'MutationRevokeApiTokenSuccess' }
>['data'];

export function useRevokeApiTokenMutation(): (id: string) => Promise<MutationOutcome<RevokedApiToken>> {
  const [commit] = useMutation<RevokeApiTokenMutation>(mutation, commitAsAdmin);
  return useCallback(
    async (id: string) => {
      const response = await commitAsPromise(commit, { id });
      return response ? outcomeOf<RevokedApiToken>(response.revokeApiToken) : UNKNOWN_FAILURE;
    },
    [commit],
  );
}
