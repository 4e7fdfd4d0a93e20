import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';

/** The spec shows the ticket report link only on these admin home pages. */
const TICKET_LINK_PAGES = ['/AccountHome', '/OrgHome'];

export function Footer() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Box component="footer" sx={{ mt: 'auto', py: 2, px: 2, borderTop: 1, borderColor: 'divider' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 0.5, sm: 2 }}
        sx={{ alignItems: 'center', justifyContent: 'center' }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('shell.footer.copyright', { year: new Date().getFullYear() })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('shell.footer.poweredBy', { product: t('app.productName') })}
        </Typography>
        <Stack direction="row" spacing={2}>
          <Link component={RouterLink} to="/privacy-policy" variant="body2" sx={{ py: 1.5 }}>
            {t('legal.privacy.title')}
          </Link>
          <Link component={RouterLink} to="/terms-of-service" variant="body2" sx={{ py: 1.5 }}>
            {t('legal.terms.title')}
          </Link>
          <Link component={RouterLink} to="/about" variant="body2" sx={{ py: 1.5 }}>
            {t('shellPages.about.link')}
          </Link>
          {TICKET_LINK_PAGES.includes(pathname) && (
            <Link component={RouterLink} to="/TicketReport" variant="body2" sx={{ py: 1.5 }}>
              {t('ticketReport.link')}
            </Link>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
