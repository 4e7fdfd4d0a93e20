import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome, type SuccessData } from '../../../../relay/mutationOutcome.ts';
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

export type RequestedResultsFile = SuccessData<RequestResultsFileMutation$data['requestResultsFile']>;

export function useRequestResultsFileMutation(): (input: RequestResultsFileInput) => Promise<MutationOutcome<RequestedResultsFile>> {
  const [run] = useOutcomeMutation<RequestResultsFileMutation>(mutation, 'requestResultsFile', { commitAs: commitAsAdmin });
  return useCallback((input: RequestResultsFileInput) => run({ input }), [run]);
}
