import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { MutationOutcome } from '../../../relay/mutationOutcome.ts';
import { outcomeOfAnswer, useRequestOperation } from '../../../relay/requestOperation.ts';
import type {
  RegisterLearnerInput,
  RegisterLearnerMutation,
} from './__generated__/RegisterLearnerMutation.graphql.ts';
import type { SignedInLearner } from './SignedInLearner.ts';

const mutation = graphql`
  mutation RegisterLearnerMutation($input: RegisterLearnerInput!) {
    registerLearner(input: $input) {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on MutationRegisterLearnerSuccess {
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
export function useRegisterLearnerMutation(): [
  (input: RegisterLearnerInput) => Promise<MutationOutcome<SignedInLearner>>,
  boolean,
] {
  const [run, isInFlight] = useRequestOperation<RegisterLearnerMutation>(mutation);
  const register = useCallback(
    async (input: RegisterLearnerInput) => {
      const answer = await run({ input });
      return outcomeOfAnswer<RegisterLearnerMutation, SignedInLearner>(answer, (data) => data.registerLearner);
    },
    [run],
  );
  return [register, isInFlight];
}
