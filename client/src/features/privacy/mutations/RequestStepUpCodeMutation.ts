import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome } from '../../../relay/mutationOutcome.ts';
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
  const [run, inFlight] = useOutcomeMutation<RequestStepUpCodeMutation>(mutation, 'requestStepUpCode');
  const request = useCallback((action: StepUpAction, locale: string) => run({ input: { action, locale } }), [run]);
  return [request, inFlight];
}
