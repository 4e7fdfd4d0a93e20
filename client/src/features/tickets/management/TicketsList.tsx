// The tickets of the chosen status: the route loads the first list, the
// screen (TicketsManagementScreen.tsx) the next on a filter, a refresh, a
// save or a new ticket.
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { TicketDetails } from './TicketDialog.tsx';
import { TicketsTable } from './TicketsTable.tsx';
import type { TicketsListQuery } from './__generated__/TicketsListQuery.graphql.ts';

export const ticketsListQuery = graphql`
  query TicketsListQuery($status: TicketStatus) @preloadable {
    ...TicketsTable_query @arguments(status: $status)
  }
`;

export function TicketsList({ queryRef, onOpen }: { queryRef: PreloadedQuery<TicketsListQuery>; onOpen: (ticket: TicketDetails) => void }) {
  const query = usePreloadedQuery<TicketsListQuery>(ticketsListQuery, queryRef);
  return <TicketsTable queryRef={query} onOpen={onOpen} />;
}
