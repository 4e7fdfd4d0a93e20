// The tickets of the chosen status, read again on refresh, after a save and
// when a new ticket arrives.
import { graphql, useLazyLoadQuery } from 'react-relay';
import { ADMIN_CREDENTIAL } from '../../../relay/requestHeaders.ts';
import type { TicketStatusName } from '../TicketStatusChip.tsx';
import type { TicketDetails } from './TicketDialog.tsx';
import { TicketsTable } from './TicketsTable.tsx';
import type { TicketsListQuery } from './__generated__/TicketsListQuery.graphql.ts';

export function TicketsList({ status, fetchKey, onOpen }: { status: TicketStatusName | null; fetchKey: number; onOpen: (ticket: TicketDetails) => void }) {
  const query = useLazyLoadQuery<TicketsListQuery>(
    graphql`
      query TicketsListQuery($status: TicketStatus) {
        ...TicketsTable_query @arguments(status: $status)
      }
    `,
    { status },
    { fetchKey, fetchPolicy: 'store-and-network', networkCacheConfig: ADMIN_CREDENTIAL },
  );
  return <TicketsTable queryRef={query} onOpen={onOpen} />;
}
