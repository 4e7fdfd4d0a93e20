// /TicketReport: anyone reports a bug or asks for a feature; a signed-in
// reporter sees their own tickets and their status below the form. The
// success message lasts 3 s (spec §9).
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../../shell/ErrorBoundary.tsx';
import { LoadingScreen } from '../../shell/LoadingScreen.tsx';
import { reporterCredential } from '../reporterCredential.ts';
import { MyTickets } from './MyTickets.tsx';
import { TicketReportForm } from './TicketReportForm.tsx';

/** Spec §9: "Snackbar timeout for tickets 3000 ms." */
export const TICKET_SNACKBAR_MS = 3000;

export function TicketReportScreen() {
  const { t } = useTranslation();
  const [credential] = useState(reporterCredential);
  const [submitted, setSubmitted] = useState(0);
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
          setSubmitted((count) => count + 1);
          setSnackbar(true);
        }}
      />
      {credential && (
        <ErrorBoundary fallback={() => <Alert severity="error">{t('ticketReport.loadFailed')}</Alert>}>
          <Suspense fallback={<LoadingScreen />}>
            <MyTickets credential={credential} fetchKey={submitted} />
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
