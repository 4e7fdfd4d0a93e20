import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome, type SuccessData } from '../../../relay/mutationOutcome.ts';
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

export type RevokedApiToken = SuccessData<RevokeApiTokenMutation$data['revokeApiToken']>;

export function useRevokeApiTokenMutation(): (id: string) => Promise<MutationOutcome<RevokedApiToken>> {
  const [run] = useOutcomeMutation<RevokeApiTokenMutation>(mutation, 'revokeApiToken', { commitAs: commitAsAdmin });
  return useCallback((id: string) => run({ id }), [run]);
}
