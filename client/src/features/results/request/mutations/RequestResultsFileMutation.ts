import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../../relay/commitAsAdmin.ts';
import type {
  RequestResultsFileInput,
  RequestResultsFileMutation,
  RequestResultsFileMutation$data,
} from './__generated__/RequestResultsFileMutation.graphql.ts';

// admin/getResults as GraphQL: the answer is the job writing the file (followed
// with jobProgress) and the address the file will have.
const mutation = graphql`
  mutation RequestResultsFileMutation($input: RequestResultsFileInput!) {
    requestResultsFile(input: $input) {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on MutationRequestResultsFileSuccess {
        data {
          fileUrl
          job {
            id
            status
            progress
            fileUrl
          }
        }
      }
    }
  }
`;

type Success = Extract<RequestResultsFileMutation$data['requestResultsFile'], { __typename: 'MutationRequestResultsFileSuccess' }>;
export type RequestedResultsFile = Success['data'];

export function useRequestResultsFileMutation(): (input: RequestResultsFileInput) => Promise<MutationOutcome<RequestedResultsFile>> {
  const [commit] = useMutation<RequestResultsFileMutation>(mutation, commitAsAdmin);
  return useCallback(
    async (input: RequestResultsFileInput) => {
      const response = await commitAsPromise(commit, { input });
      return response ? outcomeOf<RequestedResultsFile>(response.requestResultsFile) : UNKNOWN_FAILURE;
    },
    [commit],
  );
}
