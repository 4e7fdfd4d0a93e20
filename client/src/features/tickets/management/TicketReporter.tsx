// Who reported a ticket, as the platform admin needs to know it: "Anonymous"
// when nobody signed in sent it (the spec's form sends no token), the e-mail
// status mails go to, or "no e-mail" when nobody can be written to.
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TicketDetails } from './TicketDialog.tsx';

export function TicketReporter({ ticket }: { ticket: Pick<TicketDetails, 'anonymous' | 'reporterEmail'> }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {ticket.anonymous && <Chip size="small" variant="outlined" label={t('tickets.anonymous')} />}
      {ticket.reporterEmail ? (
        <Typography variant="body2" dir="ltr" component="span">
          {ticket.reporterEmail}
        </Typography>
      ) : (
        <Typography variant="body2" color="warning.main" component="span" title={t('tickets.noContactEmail')}>
          {t('tickets.noEmail')}
        </Typography>
      )}
    </Stack>
  );
}
