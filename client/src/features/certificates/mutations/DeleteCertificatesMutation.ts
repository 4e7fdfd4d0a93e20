import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../relay/mutationOutcome.ts';
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

type Deletion = Extract<DeleteCertificatesMutation$data['deleteCertificates'], { __typename: 'MutationDeleteCertificatesSuccess' }>['data'];

export type DeleteCertificates = (input: { accountId: string; path: string }) => Promise<MutationOutcome<Deletion>>;

/** Deletes a certificate folder (path: its name) or one file (folder/fileName). */
export function useDeleteCertificatesMutation(): [DeleteCertificates, boolean] {
  const [commit, inFlight] = useMutation<DeleteCertificatesMutation>(mutation, commitAsAdmin);
  const deleteCertificates = useCallback<DeleteCertificates>(
    async (input) => {
      const response = await commitAsPromise(commit, { input });
      return response ? outcomeOf<Deletion>(response.deleteCertificates) : UNKNOWN_FAILURE;
    },
    [commit],
  );
  return [deleteCertificates, inFlight];
}
