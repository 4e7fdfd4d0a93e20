import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome, type SuccessData } from '../../../../relay/mutationOutcome.ts';
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

type Deleted = SuccessData<DeleteLearnerQuizEntryMutation$data['deleteLearnerQuizEntry']>;

export type DeleteLearnerQuizEntry = (entry: { quizId: string; email: string }) => Promise<MutationOutcome<Deleted>>;

/** Deletes one learner's entry of a quiz (admin/deleteUserQuizEntry). */
export function useDeleteLearnerQuizEntryMutation(): [DeleteLearnerQuizEntry, boolean] {
  const [run, inFlight] = useOutcomeMutation<DeleteLearnerQuizEntryMutation>(mutation, 'deleteLearnerQuizEntry', {
    commitAs: commitAsAdmin,
  });
  const deleteEntry = useCallback<DeleteLearnerQuizEntry>((input) => run({ input }), [run]);
  return [deleteEntry, inFlight];
}
