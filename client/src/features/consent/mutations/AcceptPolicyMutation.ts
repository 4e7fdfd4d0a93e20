import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome } from '../../../relay/mutationOutcome.ts';
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
  const [run, inFlight] = useOutcomeMutation<AcceptPolicyMutation>(mutation, 'acceptPolicy');
  const accept = useCallback((policy: Policy) => run({ policy }), [run]);
  return [accept, inFlight];
}
