import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The spec shows the ticket report link only on these admin home pages. */
const TICKET_LINK_PAGES = ['/AccountHome', '/OrgHome'];

/** Every page's footer; plain hash links, so that the sign-in screen shows it before the router loads. */
export function Footer({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ mt: 'auto', py: 2, px: 2, borderTop: 1, borderColor: 'divider' }}>
      {/* flex boxes rather than Stack: the footer is part of the sign-in screen's first visit */}
      <Box
        sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { xs: 0.5, sm: 2 }, alignItems: 'center', justifyContent: 'center' }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('shell.footer.copyright', { year: new Date().getFullYear() })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('shell.footer.poweredBy', { product: t('app.productName') })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2 }}>
          <Link href="#/privacy-policy" variant="body2" sx={{ py: 1.5 }}>
            {t('legal.privacy.title')}
          </Link>
          <Link href="#/terms-of-service" variant="body2" sx={{ py: 1.5 }}>
            {t('legal.terms.title')}
          </Link>
          <Link href="#/about" variant="body2" sx={{ py: 1.5 }}>
            {t('shellPages.about.link')}
          </Link>
          {TICKET_LINK_PAGES.includes(pathname) && (
            <Link href="#/TicketReport" variant="body2" sx={{ py: 1.5 }}>
              {t('ticketReport.link')}
            </Link>
          )}
        </Box>
      </Box>
    </Box>
  );
}
