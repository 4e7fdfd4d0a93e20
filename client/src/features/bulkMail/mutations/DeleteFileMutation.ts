import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../relay/mutationOutcome.ts';
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
  const [commit, inFlight] = useMutation<DeleteFileMutation>(mutation, commitAsAdmin);
  const deleteFile = useCallback<DeleteFile>(
    async (fileUrl) => {
      const response = await commitAsPromise(commit, { fileUrl });
      return response ? outcomeOf<boolean>(response.deleteFile) : UNKNOWN_FAILURE;
    },
    [commit],
  );
  return [deleteFile, inFlight];
}
