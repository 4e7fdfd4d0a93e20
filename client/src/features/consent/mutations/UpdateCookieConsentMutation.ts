import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../relay/mutationOutcome.ts';
import type { UpdateCookieConsentMutation } from './__generated__/UpdateCookieConsentMutation.graphql.ts';

const mutation = graphql`
  mutation UpdateCookieConsentMutation($input: UpdateCookieConsentInput!) {
    updateCookieConsent(input: $input) {
      __typename
      ... on AppError {
        code
        field
      }
      ... on MutationUpdateCookieConsentSuccess {
        data {
          functional
          analytics
          recordedAt
        }
      }
    }
  }
`;

/** Sends the signed-in learner's cookie choice (a new record on the server each time). */
export function useUpdateCookieConsentMutation(): (choice: { functional: boolean; analytics: boolean }) => Promise<MutationOutcome<unknown>> {
  const [commit] = useMutation<UpdateCookieConsentMutation>(mutation);
  return useCallback(
    async (choice) => {
      const response = await commitAsPromise(commit, { input: { ...choice, version: '1.0' } });
      return response ? outcomeOf<unknown>(response.updateCookieConsent) : UNKNOWN_FAILURE;
    },
    [commit],
  );
}
