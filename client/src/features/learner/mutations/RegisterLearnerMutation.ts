import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../relay/mutationOutcome.ts';
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


export function useRegisterLearnerMutation(): [
  (input: RegisterLearnerInput) => Promise<MutationOutcome<SignedInLearner>>,
  boolean,
] {
  const [commit, isInFlight] = useMutation<RegisterLearnerMutation>(mutation);
  const register = useCallback(
    async (input: RegisterLearnerInput) => {
      const response = await commitAsPromise(commit, { input });
      return response ? outcomeOf<SignedInLearner>(response.registerLearner) : UNKNOWN_FAILURE;
    },
    [commit],
  );
  return [register, isInFlight];
}
