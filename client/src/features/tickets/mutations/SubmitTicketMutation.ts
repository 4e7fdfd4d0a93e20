import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome } from '../../../relay/mutationOutcome.ts';
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
  const [run, inFlight] = useOutcomeMutation<SubmitTicketMutation>(mutation, 'submitTicket', {
    commitAs: credential === 'admin' ? commitAsAdmin : undefined,
  });
  const submit = useCallback((input: SubmitTicketInput) => run({ input }), [run]);
  return [submit, inFlight];
}
