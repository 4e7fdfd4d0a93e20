import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../relay/mutationOutcome.ts';
import type { AcceptPolicyMutation, Policy } from './__generated__/AcceptPolicyMutation.graphql.ts';

const mutation = graphql`
  mutation AcceptPolicyMutation($policy: Policy!) {
    acceptPolicy(policy: $policy) {
      __typename
      ... on AppError {
        code
        field
      }
      ... on MutationAcceptPolicySuccess {
        data {
          id
          privacyPolicyAccepted
          privacyPolicyAcceptedAt
          termsAccepted
          termsAcceptedAt
        }
      }
    }
  }
`;

/** The policy page's accept button, for a signed-in learner: the server records the date. */
export function useAcceptPolicyMutation(): [(policy: Policy) => Promise<MutationOutcome<unknown>>, boolean] {
  const [commit, inFlight] = useMutation<AcceptPolicyMutation>(mutation);
  const accept = useCallback(
    async (policy: Policy) => {
      const response = await commitAsPromise(commit, { policy });
      return response ? outcomeOf<unknown>(response.acceptPolicy) : UNKNOWN_FAILURE;
    },
    [commit],
  );
  return [accept, inFlight];
}
