// The signed-in reporter's own tickets with their status (myTickets), loaded
// by the route and again after each new ticket (TicketReportScreen.tsx); a status the platform admin sets arrives live
// (myTicketChanged) and updates its row in place, without a reload; when the
// live subscription cannot work the list is polled (useTicketsLive.ts).
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { Credential } from '../../../relay/requestHeaders.ts';
import { UserText } from '../../shell/userText/UserText.tsx';
import { TicketStatusChip } from '../TicketStatusChip.tsx';
import type { MyTicketsQuery } from './__generated__/MyTicketsQuery.graphql.ts';
import { useTicketsLive } from './useTicketsLive.ts';

const myTicketChanged = graphql`
  subscription MyTicketsChangedSubscription {
    myTicketChanged {
      id
      status
    }
  }
`;

export const myTicketsQuery = graphql`
  query MyTicketsQuery @preloadable {
    myTickets(first: 50) {
      edges {
        node {
          id
          subject
          status
          createdAt
        }
      }
    }
  }
`;

export function MyTickets({ credential, queryRef }: { credential: Credential; queryRef: PreloadedQuery<MyTicketsQuery> }) {
  const { t, i18n } = useTranslation();
  const { myTickets } = usePreloadedQuery<MyTicketsQuery>(myTicketsQuery, queryRef);
  // the ticket is the same record as the list's row: Relay updates its status where it is shown
  useTicketsLive(credential, myTicketChanged, myTicketsQuery);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <section aria-labelledby="my-tickets-heading">
      <Typography variant="h5" component="h2" id="my-tickets-heading" sx={{ mt: 3 }}>
        {t('ticketReport.mine')}
      </Typography>
      {myTickets.edges.length === 0 ? (
        <Typography sx={{ mt: 1 }}>{t('ticketReport.noneYet')}</Typography>
      ) : (
        <List>
          {myTickets.edges.map(({ node }) => (
            <ListItem key={node.id} divider secondaryAction={<TicketStatusChip status={node.status} />}>
              <ListItemText
                primary={<UserText>{node.subject}</UserText>}
                secondary={t('ticketReport.createdAt', { date: date.format(new Date(node.createdAt as string)) })}
                sx={{ pe: 12 }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
