import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../../relay/mutationOutcome.ts';
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

type Deletion = Extract<DeleteLearnerRegistrationMutation$data['deleteLearnerRegistration'], { __typename: 'MutationDeleteLearnerRegistrationSuccess' }>['data'];

export type DeleteLearnerRegistration = (registration: { accountId: string; email: string }) => Promise<MutationOutcome<Deletion>>;

/** Deletes the learner's registration with the account (admin/deleteUserRegistration): found says whether there was one. */
export function useDeleteLearnerRegistrationMutation(): [DeleteLearnerRegistration, boolean] {
  const [commit, inFlight] = useMutation<DeleteLearnerRegistrationMutation>(mutation, commitAsAdmin);
  const deleteRegistration = useCallback<DeleteLearnerRegistration>(
    async (input) => {
      const response = await commitAsPromise(commit, { input });
      return response ? outcomeOf<Deletion>(response.deleteLearnerRegistration) : UNKNOWN_FAILURE;
    },
    [commit],
  );
  return [deleteRegistration, inFlight];
}
