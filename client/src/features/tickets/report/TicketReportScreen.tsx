// /TicketReport: anyone reports a bug or asks for a feature; a signed-in
// reporter sees their own tickets and their status below the form (the
// route loads them, the screen again after each new ticket). The success
// message lasts 3 s (spec §9).
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryLoader, type PreloadedQuery } from 'react-relay';
import { ErrorBoundary } from '../../shell/ErrorBoundary.tsx';
import { LoadingScreen } from '../../shell/LoadingScreen.tsx';
import { reporterCredential, ticketReadOptions } from '../reporterCredential.ts';
import { MyTickets, myTicketsQuery } from './MyTickets.tsx';
import { TicketReportForm } from './TicketReportForm.tsx';
import type { MyTicketsQuery } from './__generated__/MyTicketsQuery.graphql.ts';

/** Spec §9: "Snackbar timeout for tickets 3000 ms." */
export const TICKET_SNACKBAR_MS = 3000;

/** The reporter's tickets, when there is a reporter: `queryRef` is the route's (routes/learnerRoutes.tsx). */
export function TicketReportScreen({ queryRef }: { queryRef: PreloadedQuery<MyTicketsQuery> | null }) {
  const { t } = useTranslation();
  const [credential] = useState(reporterCredential);
  const [ticketsRef, loadTickets] = useQueryLoader<MyTicketsQuery>(myTicketsQuery, queryRef);
  const [snackbar, setSnackbar] = useState(false);
  return (
    // the learner layout holds the page's main landmark
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1">
        {t('ticketReport.title')}
      </Typography>
      <TicketReportForm
        credential={credential}
        onSubmitted={() => {
          if (credential) loadTickets({}, ticketReadOptions(credential));
          setSnackbar(true);
        }}
      />
      {credential && ticketsRef && (
        <ErrorBoundary fallback={() => <Alert severity="error">{t('ticketReport.loadFailed')}</Alert>}>
          <Suspense fallback={<LoadingScreen />}>
            <MyTickets credential={credential} queryRef={ticketsRef} />
          </Suspense>
        </ErrorBoundary>
      )}
      <Snackbar open={snackbar} autoHideDuration={TICKET_SNACKBAR_MS} onClose={(_event, reason) => reason !== 'clickaway' && setSnackbar(false)}>
        <Alert severity="success" variant="filled" onClose={() => setSnackbar(false)}>
          {t('ticketReport.submitted')}
        </Alert>
      </Snackbar>
    </Container>
  );
}
