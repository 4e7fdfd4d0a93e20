import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../relay/mutationOutcome.ts';
import type { RequestStepUpCodeMutation } from './__generated__/RequestStepUpCodeMutation.graphql.ts';

const mutation = graphql`
  mutation RequestStepUpCodeMutation($input: RequestStepUpCodeInput!) {
    requestStepUpCode(input: $input) {
      __typename
      ... on AppError {
        code
        field
      }
      ... on MutationRequestStepUpCodeSuccess {
        data {
          sent
        }
      }
    }
  }
`;

/** What a step-up code is for: it works for that action only (docs/decisions/stepUpCodes.md). */
export type StepUpAction = 'exportData' | 'deleteAccount';

/** Mails the signed-in learner a code for one action, in the language the page is shown in. */
export function useRequestStepUpCodeMutation(): [(action: StepUpAction, locale: string) => Promise<MutationOutcome<unknown>>, boolean] {
  const [commit, inFlight] = useMutation<RequestStepUpCodeMutation>(mutation);
  const request = useCallback(
    async (action: StepUpAction, locale: string) => {
      const response = await commitAsPromise(commit, { input: { action, locale } });
      return response ? outcomeOf<unknown>(response.requestStepUpCode) : UNKNOWN_FAILURE;
    },
    [commit],
  );
  return [request, inFlight];
}
