import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { MutationOutcome } from '../../../relay/mutationOutcome.ts';
import { outcomeOfAnswer, useRequestOperation } from '../../../relay/requestOperation.ts';
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

// Relay-free (relay/requestOperation.ts): the sign-in screen loads before Relay.
/** `code`: the mailed one-time code, when the organisation has verified sign-in on. */
export function useLearnerSignInMutation(): [(email: string, code?: string) => Promise<MutationOutcome<SignedInLearner>>, boolean] {
  const [run, isInFlight] = useRequestOperation<LearnerSignInMutation>(mutation);
  const signIn = useCallback(
    async (email: string, code?: string) => {
      const answer = await run({ input: code === undefined ? { email } : { email, code } });
      return outcomeOfAnswer<LearnerSignInMutation, SignedInLearner>(answer, (data) => data.learnerSignIn);
    },
    [run],
  );
  return [signIn, isInFlight];
}
