import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../relay/commitAsAdmin.ts';
import type { Credential } from '../../../relay/requestHeaders.ts';
import type { SubmitTicketInput, SubmitTicketMutation } from './__generated__/SubmitTicketMutation.graphql.ts';

export type { SubmitTicketInput };

const mutation = graphql`
  mutation SubmitTicketMutation($input: SubmitTicketInput!) {
    submitTicket(input: $input) {
      __typename
      ... on AppError {
        code
        field
      }
      ... on MutationSubmitTicketSuccess {
        data {
          ticketId
        }
      }
    }
  }
`;

/** Sends a ticket as the given reporter (user/submitTicket). */
export function useSubmitTicketMutation(credential: Credential | null): [(input: SubmitTicketInput) => Promise<MutationOutcome<unknown>>, boolean] {
  const [commit, inFlight] = useMutation<SubmitTicketMutation>(mutation, credential === 'admin' ? commitAsAdmin : undefined);
  const submit = useCallback(
    async (input: SubmitTicketInput) => {
      const response = await commitAsPromise(commit, { input });
      return response ? outcomeOf<unknown>(response.submitTicket) : UNKNOWN_FAILURE;
    },
    [commit],
  );
  return [submit, inFlight];
}
