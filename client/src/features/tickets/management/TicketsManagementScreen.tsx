// /TicketsManagement: the platform admin's triage (admin spec "Tickets
// management"): back to the admin home, refresh, a status filter, the table,
// a dialog per ticket. The route loads the admin and the first list; new
// tickets arrive live: the notificationAdded subscription (kind ticketNew)
// reads the list again.
import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, useQueryLoader, useSubscription, type PreloadedQuery } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { ADMIN_CREDENTIAL } from '../../../relay/requestHeaders.ts';
import { adminHomePath } from '../../../routes/adminPaths.ts';
import { AdminPage } from '../../admin/AdminPage.tsx';
import { AdminSessionEnded } from '../../admin/AdminSessionEnded.tsx';
import { BackLink } from '../../shell/BackLink.tsx';
import { ErrorBoundary } from '../../shell/ErrorBoundary.tsx';
import { LoadingScreen } from '../../shell/LoadingScreen.tsx';
import { TICKET_STATUSES, type TicketStatusName } from '../TicketStatusChip.tsx';
import { TICKET_SNACKBAR_MS } from '../report/TicketReportScreen.tsx';
import { TicketDialog, type TicketDetails } from './TicketDialog.tsx';
import { TicketsList, ticketsListQuery } from './TicketsList.tsx';
import type { TicketsListQuery } from './__generated__/TicketsListQuery.graphql.ts';
import type { TicketsManagementScreenQuery } from './__generated__/TicketsManagementScreenQuery.graphql.ts';
import type { TicketsManagementScreenSubscription } from './__generated__/TicketsManagementScreenSubscription.graphql.ts';

const ticketArrivals = graphql`
  subscription TicketsManagementScreenSubscription {
    notificationAdded {
      id
      kind
    }
  }
`;

type Message = { severity: 'success' | 'error' | 'info'; key: string };
type Filter = TicketStatusName | 'ALL';

interface Props {
  queryRef: PreloadedQuery<TicketsManagementScreenQuery>;
  /** the tickets of every status, loaded by the route */
  ticketsRef: PreloadedQuery<TicketsListQuery>;
}

export function TicketsManagementScreen({ queryRef, ticketsRef }: Props) {
  const { t } = useTranslation();
  const { viewer } = usePreloadedQuery<TicketsManagementScreenQuery>(
    graphql`
      query TicketsManagementScreenQuery @preloadable {
        viewer {
          role
          username
        }
      }
    `,
    queryRef,
  );
  const [status, setStatus] = useState<Filter>('ALL');
  const [tickets, loadTickets] = useQueryLoader<TicketsListQuery>(ticketsListQuery, ticketsRef);
  const [open, setOpen] = useState<TicketDetails | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  // the filter for the live subscription's callback, which outlives renders
  const filter = useRef<Filter>('ALL');
  // The list shown is read again as it is (store-and-network: the rows stay while the answer comes).
  const load = useCallback(
    (chosen: Filter) =>
      loadTickets({ status: chosen === 'ALL' ? null : chosen }, { fetchPolicy: 'store-and-network', networkCacheConfig: ADMIN_CREDENTIAL }),
    [loadTickets],
  );
  const refresh = () => load(filter.current);

  const subscription = useMemo<GraphQLSubscriptionConfig<TicketsManagementScreenSubscription>>(
    () => ({
      subscription: ticketArrivals,
      variables: {},
      cacheConfig: ADMIN_CREDENTIAL,
      onNext: (response) => {
        if (response?.notificationAdded?.kind === 'ticketNew') load(filter.current);
      },
      // Without onError a failed subscription throws to the screen's error
      // boundary, which mounts the screen again: a loop of requests. Say that
      // new tickets no longer arrive by themselves; Refresh still reads the list.
      onError: () => setMessage({ severity: 'info', key: 'tickets.liveOff' }),
    }),
    [load],
  );
  useSubscription(subscription);

  if (viewer.role !== 'PLATFORM_ADMIN') return <AdminSessionEnded level="admin" />;
  return (
    <>
      <AdminPage bar={{ signOut: 'admin', title: t('tickets.title'), subtitle: viewer.username }} gutters="usual" title={t('tickets.title')}>
        {/* the way back stays with the list's tools, under the heading */}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
          <BackLink to={adminHomePath('admin')} label={t('tickets.backToAdminHome')} />
          <Button onClick={refresh} startIcon={<RefreshIcon />}>
            {t('tickets.refresh')}
          </Button>
          <TextField
            select
            size="small"
            label={t('tickets.filter')}
            value={status}
            onChange={(event) => {
              const chosen = event.target.value as Filter;
              filter.current = chosen;
              setStatus(chosen);
              load(chosen);
            }}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="ALL">{t('tickets.all')}</MenuItem>
            {TICKET_STATUSES.map((name) => (
              <MenuItem key={name} value={name}>
                {t(`ticketReport.statuses.${name}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <ErrorBoundary
          fallback={(retry) => (
            <Alert
              severity="error"
              action={
                <Button
                  onClick={() => {
                    refresh();
                    retry();
                  }}
                >
                  {t('tickets.refresh')}
                </Button>
              }
            >
              {t('tickets.errorFetchingTickets')}
            </Alert>
          )}
        >
          <Suspense fallback={<LoadingScreen />}>
            <TicketsList queryRef={tickets ?? ticketsRef} onOpen={setOpen} />
          </Suspense>
        </ErrorBoundary>
      </AdminPage>
      {open && (
        <TicketDialog
          key={open.id}
          ticket={open}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null);
            setMessage({ severity: 'success', key: 'tickets.ticketUpdatedSuccess' });
            refresh();
          }}
          onFailed={() => setMessage({ severity: 'error', key: 'tickets.ticketUpdateFailed' })}
        />
      )}
      <Snackbar
        key={message?.key}
        open={message !== null}
        autoHideDuration={TICKET_SNACKBAR_MS}
        onClose={(_event, reason) => reason !== 'clickaway' && setMessage(null)}
      >
        <Alert severity={message?.severity ?? 'success'} variant="filled" onClose={() => setMessage(null)}>
          {message ? t(message.key) : ''}
        </Alert>
      </Snackbar>
    </>
  );
}
