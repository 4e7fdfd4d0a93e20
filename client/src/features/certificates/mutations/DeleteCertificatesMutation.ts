import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome, type SuccessData } from '../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../relay/commitAsAdmin.ts';
import type { DeleteCertificatesMutation, DeleteCertificatesMutation$data } from './__generated__/DeleteCertificatesMutation.graphql.ts';

// The answer carries the account's folders again: Relay merges them by the account's id.
const mutation = graphql`
  mutation DeleteCertificatesMutation($input: DeleteCertificatesInput!) {
    deleteCertificates(input: $input) {
      __typename
      ... on AppError {
        code
        field
      }
      ... on MutationDeleteCertificatesSuccess {
        data {
          deletedFiles
          account {
            id
            ...CertificateFolderList_account
          }
        }
      }
    }
  }
`;

type Deletion = SuccessData<DeleteCertificatesMutation$data['deleteCertificates']>;

export type DeleteCertificates = (input: { accountId: string; path: string }) => Promise<MutationOutcome<Deletion>>;

/** Deletes a certificate folder (path: its name) or one file (folder/fileName). */
export function useDeleteCertificatesMutation(): [DeleteCertificates, boolean] {
  const [run, inFlight] = useOutcomeMutation<DeleteCertificatesMutation>(mutation, 'deleteCertificates', { commitAs: commitAsAdmin });
  const deleteCertificates = useCallback<DeleteCertificates>((input) => run({ input }), [run]);
  return [deleteCertificates, inFlight];
}
