import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome, type SuccessData } from '../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../relay/commitAsAdmin.ts';
import type {
  CreateApiTokenInput,
  CreateApiTokenMutation,
  CreateApiTokenMutation$data,
} from './__generated__/CreateApiTokenMutation.graphql.ts';

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
          }
        }
      }
    }
  }
`;

export type CreatedApiToken = SuccessData<CreateApiTokenMutation$data['createApiToken']>;

export function useCreateApiTokenMutation(): (input: CreateApiTokenInput) => Promise<MutationOutcome<CreatedApiToken>> {
  const [run] = useOutcomeMutation<CreateApiTokenMutation>(mutation, 'createApiToken', { commitAs: commitAsAdmin });
  return useCallback((input: CreateApiTokenInput) => run({ input }), [run]);
}
