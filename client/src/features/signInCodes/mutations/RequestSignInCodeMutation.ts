import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { MutationOutcome } from '../../../relay/mutationOutcome.ts';
import { outcomeOfAnswer, useRequestOperation } from '../../../relay/requestOperation.ts';
import type { RequestSignInCodeMutation } from './__generated__/RequestSignInCodeMutation.graphql.ts';

const mutation = graphql`
  mutation RequestSignInCodeMutation($input: RequestSignInCodeInput!) {
    requestSignInCode(input: $input) {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on MutationRequestSignInCodeSuccess {
        data {
          sent
        }
      }
    }
  }
`;

// Relay-free (relay/requestOperation.ts): the sign-in screen loads before Relay.
/** Mails a one-time code to the e-mail, in the language the screen is shown in. */
export function useRequestSignInCodeMutation(): [(email: string, locale: string) => Promise<MutationOutcome<{ sent: boolean }>>, boolean] {
  const [run, isInFlight] = useRequestOperation<RequestSignInCodeMutation>(mutation);
  const request = useCallback(
    async (email: string, locale: string) => {
      const answer = await run({ input: { email, locale } });
      return outcomeOfAnswer<RequestSignInCodeMutation, { sent: boolean }>(answer, (data) => data.requestSignInCode);
    },
    [run],
  );
  return [request, isInFlight];
}
