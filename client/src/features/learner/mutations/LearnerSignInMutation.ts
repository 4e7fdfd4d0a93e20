import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../relay/mutationOutcome.ts';
import type { LearnerSignInMutation } from './__generated__/LearnerSignInMutation.graphql.ts';
import type { SignedInLearner } from './SignedInLearner.ts';

const mutation = graphql`
  mutation LearnerSignInMutation($input: LearnerSignInInput!) {
    learnerSignIn(input: $input) {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on MutationLearnerSignInSuccess {
        data {
          token
          learner {
            id
            email
            name
          }
        }
      }
    }
  }
`;


/** `code`: the mailed one-time code, when the organisation has verified sign-in on. */
export function useLearnerSignInMutation(): [(email: string, code?: string) => Promise<MutationOutcome<SignedInLearner>>, boolean] {
  const [commit, isInFlight] = useMutation<LearnerSignInMutation>(mutation);
  const signIn = useCallback(
    async (email: string, code?: string) => {
      const response = await commitAsPromise(commit, { input: code === undefined ? { email } : { email, code } });
      return response ? outcomeOf<SignedInLearner>(response.learnerSignIn) : UNKNOWN_FAILURE;
    },
    [commit],
  );
  return [signIn, isInFlight];
}
