import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../../relay/mutationOutcome.ts';
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
  const [commit, isInFlight] = useMutation<AcceptPoliciesMutation>(mutation);
  const accept = useCallback(async () => {
    const response = await commitAsPromise(commit, { input: { privacyPolicyAccepted: true, termsAccepted: true } });
    return response ? outcomeOf<unknown>(response.acceptPolicies) : UNKNOWN_FAILURE;
  }, [commit]);
  return [accept, isInFlight];
}
