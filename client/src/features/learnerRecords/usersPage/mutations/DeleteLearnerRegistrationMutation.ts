import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome, type SuccessData } from '../../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../../relay/commitAsAdmin.ts';
import type {
  DeleteLearnerRegistrationMutation,
  DeleteLearnerRegistrationMutation$data,
} from './__generated__/DeleteLearnerRegistrationMutation.graphql.ts';

const mutation = graphql`
  mutation DeleteLearnerRegistrationMutation($input: DeleteLearnerRegistrationInput!) {
    deleteLearnerRegistration(input: $input) {
      __typename
      ... on AppError {
        code
        field
      }
      ... on InvalidEmailsError {
        code
      }
      ... on MutationDeleteLearnerRegistrationSuccess {
        data {
          found
        }
      }
    }
  }
`;

type Deletion = SuccessData<DeleteLearnerRegistrationMutation$data['deleteLearnerRegistration']>;

export type DeleteLearnerRegistration = (registration: { accountId: string; email: string }) => Promise<MutationOutcome<Deletion>>;

/** Deletes the learner's registration with the account (admin/deleteUserRegistration): found says whether there was one. */
export function useDeleteLearnerRegistrationMutation(): [DeleteLearnerRegistration, boolean] {
  const [run, inFlight] = useOutcomeMutation<DeleteLearnerRegistrationMutation>(mutation, 'deleteLearnerRegistration', {
    commitAs: commitAsAdmin,
  });
  const deleteRegistration = useCallback<DeleteLearnerRegistration>((input) => run({ input }), [run]);
  return [deleteRegistration, inFlight];
}
