import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../relay/mutationOutcome.ts';
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
  const [commit, inFlight] = useMutation<UpdateTicketStatusMutation>(mutation, commitAsAdmin);
  const update = useCallback(
    async (ticketId: string, status: TicketStatus) => {
      const response = await commitAsPromise(commit, { input: { ticketId, status } });
      return response ? outcomeOf<unknown>(response.updateTicketStatus) : UNKNOWN_FAILURE;
    },
    [commit],
  );
  return [update, inFlight];
}
