import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../relay/mutationOutcome.ts';
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

export type CreatedApiToken = Extract<
  CreateApiTokenMutation$data['createApiToken'],
  { __typename: 'MutationCreateApiTokenSuccess' }
>['data'];

export function useCreateApiTokenMutation(): (input: CreateApiTokenInput) => Promise<MutationOutcome<CreatedApiToken>> {
  const [commit] = useMutation<CreateApiTokenMutation>(mutation, commitAsAdmin);
  return useCallback(
    async (input: CreateApiTokenInput) => {
      const response = await commitAsPromise(commit, { input });
      return response ? outcomeOf<CreatedApiToken>(response.createApiToken) : UNKNOWN_FAILURE;
    },
    [commit],
  );
}
