import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome } from '../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../relay/commitAsAdmin.ts';
import type { DeleteFileMutation } from './__generated__/DeleteFileMutation.graphql.ts';

const mutation = graphql`
  mutation DeleteFileMutation($fileUrl: String!) {
    deleteFile(fileUrl: $fileUrl) {
      __typename
      ... on AppError {
        code
        field
      }
      ... on MutationDeleteFileSuccess {
        data
      }
    }
  }
`;

export type DeleteFile = (fileUrl: string) => Promise<MutationOutcome<boolean>>;

/** Deletes a file the account uploaded (an attachment), by its URL. */
export function useDeleteFileMutation(): [DeleteFile, boolean] {
  const [run, inFlight] = useOutcomeMutation<DeleteFileMutation>(mutation, 'deleteFile', { commitAs: commitAsAdmin });
  const deleteFile = useCallback<DeleteFile>((fileUrl) => run({ fileUrl }), [run]);
  return [deleteFile, inFlight];
}
