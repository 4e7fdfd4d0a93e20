import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The spec shows the ticket report link only on these admin home pages. */
const TICKET_LINK_PAGES = ['/AccountHome', '/OrgHome'];

/**
 * A footer link: an anchor in the body2 style, as MUI's Link renders it, from
 * Typography alone (the footer is part of the sign-in screen's first visit).
 */
function FooterLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Typography component="a" href={href} variant="body2" color="primary" sx={{ py: 1.5 }}>
      {children}
    </Typography>
  );
}

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
          <FooterLink href="#/privacy-policy">
            {t('legal.privacy.title')}
          </FooterLink>
          <FooterLink href="#/terms-of-service">
            {t('legal.terms.title')}
          </FooterLink>
          <FooterLink href="#/about">
            {t('shellPages.about.link')}
          </FooterLink>
          {TICKET_LINK_PAGES.includes(pathname) && (
            <FooterLink href="#/TicketReport">
              {t('ticketReport.link')}
            </FooterLink>
          )}
        </Box>
      </Box>
    </Box>
  );
}
