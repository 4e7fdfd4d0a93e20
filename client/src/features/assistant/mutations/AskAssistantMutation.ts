import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome, type SuccessData } from '../../../relay/mutationOutcome.ts';
import type { AskAssistantInput, AskAssistantMutation, AskAssistantMutation$data } from './__generated__/AskAssistantMutation.graphql.ts';

export type { AskAssistantInput };
export type AssistantReply = SuccessData<AskAssistantMutation$data['askAssistant']>;

const mutation = graphql`
  mutation AskAssistantMutation($input: AskAssistantInput!) {
    askAssistant(input: $input) {
      __typename
      ... on AppError {
        code
        field
      }
      ... on MutationAskAssistantSuccess {
        data {
          response
          remaining
          searchResult
          links {
            title
            url
          }
        }
      }
    }
  }
`;

/** Asks the course assistant (POST /chat's twin). */
export function useAskAssistantMutation(): [(input: AskAssistantInput) => Promise<MutationOutcome<AssistantReply>>, boolean] {
  const [run, inFlight] = useOutcomeMutation<AskAssistantMutation>(mutation, 'askAssistant');
  const ask = useCallback((input: AskAssistantInput) => run({ input }), [run]);
  return [ask, inFlight];
}
