import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome, type SuccessData } from '../../../../relay/mutationOutcome.ts';
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

type Answer = SuccessData<SetAccountStorageMutation$data['setAccountStorage']>;

export type SetAccountStorage = (input: SetAccountStorageMutation$variables['input']) => Promise<MutationOutcome<Answer>>;

/** An account's Enable Video, Storage Bucket and Storage Url (admin/updateAccountByAdmin). */
export function useSetAccountStorageMutation(): [SetAccountStorage, boolean] {
  const [run, inFlight] = useOutcomeMutation<SetAccountStorageMutation>(mutation, 'setAccountStorage', { commitAs: commitAsAdmin });
  const setAccountStorage = useCallback<SetAccountStorage>((input) => run({ input }), [run]);
  return [setAccountStorage, inFlight];
}
