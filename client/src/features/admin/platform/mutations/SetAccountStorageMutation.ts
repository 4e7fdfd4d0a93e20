import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../../relay/commitAsAdmin.ts';
import type { SetAccountStorageMutation, SetAccountStorageMutation$data, SetAccountStorageMutation$variables } from './__generated__/SetAccountStorageMutation.graphql.ts';

const mutation = graphql`
  mutation SetAccountStorageMutation($input: SetAccountStorageInput!) {
    setAccountStorage(input: $input) {
      __typename
      ... on AppError {
        code
        field
      }
      ... on MutationSetAccountStorageSuccess {
        data {
          id
          enableVideo
          storageBucket
          storageUrl
        }
      }
    }
  }
`;

type Answer = Extract<SetAccountStorageMutation$data['setAccountStorage'], { __typename: 'MutationSetAccountStorageSuccess' }>['data'];

export type SetAccountStorage = (input: SetAccountStorageMutation$variables['input']) => Promise<MutationOutcome<Answer>>;

/** An account's Enable Video, Storage Bucket and Storage Url (admin/updateAccountByAdmin). */
export function useSetAccountStorageMutation(): [SetAccountStorage, boolean] {
  const [commit, inFlight] = useMutation<SetAccountStorageMutation>(mutation, commitAsAdmin);
  const run = useCallback<SetAccountStorage>(
    async (input) => {
      const response = await commitAsPromise(commit, { input });
      return response ? outcomeOf<Answer>(response.setAccountStorage) : UNKNOWN_FAILURE;
    },
    [commit],
  );
  return [run, inFlight];
}
