import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { useOutcomeMutation, type MutationOutcome, type SuccessData } from '../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../relay/commitAsAdmin.ts';
import type {
  CreateApiTokenInput,
  CreateApiTokenMutation,
  CreateApiTokenMutation$data,
} from './__generated__/CreateApiTokenMutation.graphql.ts';

// The answer carries the new token's row; the updater puts it first in its owner's list (newest first, as the server lists them).
const mutation = graphql`
  mutation CreateApiTokenMutation($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on MutationCreateApiTokenSuccess {
        data {
          secret
          token {
            id
            name
            ...ApiTokenList_tokens
          }
        }
      }
    }
  }
`;

export type CreatedApiToken = SuccessData<CreateApiTokenMutation$data['createApiToken']>;

/** Creates a token of the owner whose store id is `ownerId` (an account or the organisation), and adds it to their list. */
export function useCreateApiTokenMutation(ownerId: string): (input: CreateApiTokenInput) => Promise<MutationOutcome<CreatedApiToken>> {
  const updater = useCallback(
    (store: RecordSourceSelectorProxy<CreateApiTokenMutation$data>) => {
      const token = store.getRootField('createApiToken')?.getLinkedRecord('data')?.getLinkedRecord('token');
      const owner = store.get(ownerId);
      const tokens = owner?.getLinkedRecords('apiTokens');
      if (!token || !owner || !tokens) return;
      owner.setLinkedRecords([token, ...tokens], 'apiTokens');
    },
    [ownerId],
  );
  const [run] = useOutcomeMutation<CreateApiTokenMutation>(mutation, 'createApiToken', { commitAs: commitAsAdmin, updater });
  return useCallback((input: CreateApiTokenInput) => run({ input }), [run]);
}
