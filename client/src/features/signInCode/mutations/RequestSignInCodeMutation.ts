import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../relay/mutationOutcome.ts';
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

/** Mails a one-time code to the e-mail, in the language the screen is shown in. */
export function useRequestSignInCodeMutation(): [(email: string, locale: string) => Promise<MutationOutcome<{ sent: boolean }>>, boolean] {
  const [commit, isInFlight] = useMutation<RequestSignInCodeMutation>(mutation);
  const request = useCallback(
    async (email: string, locale: string) => {
      const response = await commitAsPromise(commit, { input: { email, locale } });
      return response ? outcomeOf<{ sent: boolean }>(response.requestSignInCode) : UNKNOWN_FAILURE;
    },
    [commit],
  );
  return [request, isInFlight];
}
