import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { MutationOutcome } from '../../../relay/mutationOutcome.ts';
import { outcomeOfAnswer, useRequestOperation } from '../../../relay/requestOperation.ts';
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

// Relay-free (relay/requestOperation.ts): the cookie banner shows on the sign-in screen, which loads before Relay.
/** Sends the signed-in learner's cookie choice (a new record on the server each time). */
export function useUpdateCookieConsentMutation(): (choice: { functional: boolean; analytics: boolean }) => Promise<MutationOutcome<unknown>> {
  const [run] = useRequestOperation<UpdateCookieConsentMutation>(mutation);
  return useCallback(
    async (choice) => {
      const answer = await run({ input: { ...choice, version: '1.0' } });
      return outcomeOfAnswer<UpdateCookieConsentMutation, unknown>(answer, (data) => data.updateCookieConsent);
    },
    [run],
  );
}
