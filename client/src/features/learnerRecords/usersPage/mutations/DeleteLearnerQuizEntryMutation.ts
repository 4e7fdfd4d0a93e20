import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../../relay/commitAsAdmin.ts';
import type { DeleteLearnerQuizEntryMutation, DeleteLearnerQuizEntryMutation$data } from './__generated__/DeleteLearnerQuizEntryMutation.graphql.ts';

// The learner's records are not nodes: the page reads them again after the
// change (useLearnerRecords' reload) rather than patching the store.
const mutation = graphql`
  mutation DeleteLearnerQuizEntryMutation($input: DeleteLearnerQuizEntryInput!) {
    deleteLearnerQuizEntry(input: $input) {
      __typename
      ... on AppError {
        code
        field
      }
      ... on InvalidEmailsError {
        code
      }
      ... on MutationDeleteLearnerQuizEntrySuccess {
        data {
          submissions
        }
      }
    }
  }
`;

type Deleted = Extract<DeleteLearnerQuizEntryMutation$data['deleteLearnerQuizEntry'], { __typename: 'MutationDeleteLearnerQuizEntrySuccess' }>['data'];

export type DeleteLearnerQuizEntry = (entry: { quizId: string; email: string }) => Promise<MutationOutcome<Deleted>>;

/** Deletes one learner's entry of a quiz (admin/deleteUserQuizEntry). */
export function useDeleteLearnerQuizEntryMutation(): [DeleteLearnerQuizEntry, boolean] {
  const [commit, inFlight] = useMutation<DeleteLearnerQuizEntryMutation>(mutation, commitAsAdmin);
  const deleteEntry = useCallback<DeleteLearnerQuizEntry>(
    async (input) => {
      const response = await commitAsPromise(commit, { input });
      return response ? outcomeOf<Deleted>(response.deleteLearnerQuizEntry) : UNKNOWN_FAILURE;
    },
    [commit],
  );
  return [deleteEntry, inFlight];
}
