import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../relay/mutationOutcome.ts';
import type { AskAssistantInput, AskAssistantMutation, AskAssistantMutation$data } from './__generated__/AskAssistantMutation.graphql.ts';

export type { AskAssistantInput };
type Success = Extract<AskAssistantMutation$data['askAssistant'], { __typename: 'MutationAskAssistantSuccess' }>;
export type AssistantReply = Success['data'];

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
  const [commit, inFlight] = useMutation<AskAssistantMutation>(mutation);
  const ask = useCallback(
    async (input: AskAssistantInput) => {
      const response = await commitAsPromise(commit, { input });
      return response ? outcomeOf<AssistantReply>(response.askAssistant) : UNKNOWN_FAILURE;
    },
    [commit],
  );
  return [ask, inFlight];
}
