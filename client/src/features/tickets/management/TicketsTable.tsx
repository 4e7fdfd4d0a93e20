// The tickets, newest first, as a table that scrolls sideways on a narrow
// screen; "load more" pages on (a Relay connection). A row opens the ticket:
// by a click anywhere on it, or by its subject button (keyboard).
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment } from 'react-relay';
import { ticketCreatedAt } from '../../../../../domain/tickets/ticketDate.ts';
import { UserText } from '../../shell/userText/UserText.tsx';
import { TicketStatusChip } from '../TicketStatusChip.tsx';
import type { TicketDetails } from './TicketDialog.tsx';
import { TicketReporter } from './TicketReporter.tsx';
import type { TicketsTable_query$key } from './__generated__/TicketsTable_query.graphql.ts';

const PAGE = 20;

/** The row id of a global id ("Ticket:<id>" in base 64). */
function rawIdOf(globalId: string): string {
  try {
    return atob(globalId).replace(/^Ticket:/, '');
  } catch {
    return globalId;
  }
}

export function TicketsTable({ queryRef, onOpen }: { queryRef: TicketsTable_query$key; onOpen: (ticket: TicketDetails) => void }) {
  const { t, i18n } = useTranslation();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment TicketsTable_query on Query
      @refetchable(queryName: "TicketsTableAdminRefetchQuery")
      @argumentDefinitions(status: { type: "TicketStatus" }, first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
        tickets(status: $status, first: $first, after: $after) @connection(key: "TicketsTable_tickets", filters: ["status"]) {
          edges {
            node {
              id
              subject
              description
              type
              status
              createdAt
              anonymous
              reporterEmail
            }
          }
        }
      }
    `,
    queryRef,
  );
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const edges = data.tickets.edges;
  if (edges.length === 0) return <Typography sx={{ my: 2 }}>{t('tickets.none')}</Typography>;
  const rows: TicketDetails[] = edges.map(({ node }) => {
    const rawId = rawIdOf(node.id);
    const created = ticketCreatedAt(node.createdAt as string | null, rawId);
    return { ...node, rawId, created: created ? date.format(created) : '' };
  });
  return (
    <>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('tickets.table')} sx={{ minWidth: 760 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('tickets.columns.id')}</TableCell>
              <TableCell>{t('tickets.columns.subject')}</TableCell>
              <TableCell>{t('tickets.columns.type')}</TableCell>
              <TableCell>{t('tickets.columns.status')}</TableCell>
              <TableCell>{t('tickets.columns.reporter')}</TableCell>
              <TableCell>{t('tickets.columns.createdAt')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((ticket) => (
              <TableRow key={ticket.id} onClick={() => onOpen(ticket)} sx={{ cursor: 'pointer' }}>
                <TableCell sx={{ fontFamily: 'monospace', direction: 'ltr' }}>{ticket.rawId}</TableCell>
                <TableCell>
                  <Button
                    variant="text"
                    onClick={(event) => {
                      event.stopPropagation();
                      onOpen(ticket);
                    }}
                    aria-label={t('tickets.openTicket', { subject: ticket.subject })}
                    sx={{ textTransform: 'none', textAlign: 'start', justifyContent: 'flex-start' }}
                  >
                    <UserText>{ticket.subject}</UserText>
                  </Button>
                </TableCell>
                <TableCell>{t(`ticketReport.types.${ticket.type.toLowerCase()}`)}</TableCell>
                <TableCell>
                  <TicketStatusChip status={ticket.status} />
                </TableCell>
                <TableCell>
                  <TicketReporter ticket={ticket} />
                </TableCell>
                <TableCell>{ticket.created}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {hasNext && (
        <Button onClick={() => loadNext(PAGE)} disabled={isLoadingNext} sx={{ mt: 1 }}>
          {t('tickets.loadMore')}
        </Button>
      )}
    </>
  );
}
