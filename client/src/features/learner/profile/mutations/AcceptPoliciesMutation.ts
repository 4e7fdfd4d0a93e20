import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome } from '../../../../relay/mutationOutcome.ts';
import type { AcceptPoliciesMutation } from './__generated__/AcceptPoliciesMutation.graphql.ts';

const mutation = graphql`
  mutation AcceptPoliciesMutation($input: AcceptPoliciesInput!) {
    acceptPolicies(input: $input) {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on MutationAcceptPoliciesSuccess {
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

/** Records the learner's consent to both policies; the policy dialog closes when the store says so. */
export function useAcceptPoliciesMutation(): [() => Promise<MutationOutcome<unknown>>, boolean] {
  const [run, isInFlight] = useOutcomeMutation<AcceptPoliciesMutation>(mutation, 'acceptPolicies');
  const accept = useCallback(() => run({ input: { privacyPolicyAccepted: true, termsAccepted: true } }), [run]);
  return [accept, isInFlight];
}
