import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome } from '../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../relay/commitAsAdmin.ts';
import type { TicketStatus, UpdateTicketStatusMutation } from './__generated__/UpdateTicketStatusMutation.graphql.ts';

// The answer updates the ticket in the store by id: its row's chip changes at once.
const mutation = graphql`
  mutation UpdateTicketStatusMutation($input: UpdateTicketStatusInput!) {
    updateTicketStatus(input: $input) {
      __typename
      ... on AppError {
        code
        field
      }
      ... on MutationUpdateTicketStatusSuccess {
        data {
          id
          status
        }
      }
    }
  }
`;

/** Sets a ticket's status (admin/updateTicket); platform admin only. */
export function useUpdateTicketStatusMutation(): [(ticketId: string, status: TicketStatus) => Promise<MutationOutcome<unknown>>, boolean] {
  const [run, inFlight] = useOutcomeMutation<UpdateTicketStatusMutation>(mutation, 'updateTicketStatus', { commitAs: commitAsAdmin });
  const update = useCallback((ticketId: string, status: TicketStatus) => run({ input: { ticketId, status } }), [run]);
  return [update, inFlight];
}
