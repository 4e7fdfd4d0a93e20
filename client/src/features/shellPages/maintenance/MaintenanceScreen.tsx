import ConstructionIcon from '@mui/icons-material/Construction';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import { adminLoginPath } from '../../../routes/adminPaths.ts';
import { LanguageMenu } from '../../shell/LanguageMenu.tsx';
import type { MaintenanceScreenQuery } from './__generated__/MaintenanceScreenQuery.graphql.ts';

/** how often the page asks whether maintenance is over */
export const MAINTENANCE_RECHECK_MS = 60_000;

/** The estimated end in the reader's language and time zone. */
export function formatMaintenanceEnd(until: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar-EG' : 'en-GB', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(until));
}

const maintenanceQuery = graphql`
  query MaintenanceScreenQuery @preloadable {
    maintenance {
      enabled
      until
    }
  }
`;

/**
 * /maintenance: what every learner and administrator sees while the platform
 * is under maintenance. The route reads the state from the server; the page
 * asks again every minute and on "try again", showing what it knows meanwhile.
 */
export function MaintenanceScreen({ queryRef }: { queryRef: PreloadedQuery<MaintenanceScreenQuery> }) {
  const { t, i18n } = useTranslation();
  const [latest, loadQuery] = useQueryLoader<MaintenanceScreenQuery>(maintenanceQuery, queryRef);
  const { maintenance } = usePreloadedQuery<MaintenanceScreenQuery>(maintenanceQuery, latest ?? queryRef);
  const recheck = useCallback(() => loadQuery({}, { fetchPolicy: 'store-and-network' }), [loadQuery]);

  useEffect(() => {
    if (!maintenance.enabled) return;
    const timer = setInterval(recheck, MAINTENANCE_RECHECK_MS);
    return () => clearInterval(timer);
  }, [maintenance.enabled, recheck]);

  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2 }}>
        <LanguageMenu />
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
        <ConstructionIcon color="primary" sx={{ fontSize: 64 }} aria-hidden />
        {maintenance.enabled ? (
          <>
            <Typography variant="h4" component="h1" gutterBottom>
              {t('shellPages.maintenance.title')}
            </Typography>
            <Typography sx={{ mb: 1 }}>{t('shellPages.maintenance.message')}</Typography>
            <Typography sx={{ mb: 2 }}>{t('shellPages.maintenance.apology')}</Typography>
            <Typography variant="h6" component="p" sx={{ mb: 3 }} aria-live="polite">
              {maintenance.until
                ? t('shellPages.maintenance.until', { time: formatMaintenanceEnd(maintenance.until, i18n.language) })
                : t('shellPages.maintenance.untilUnknown')}
            </Typography>
            <Button variant="contained" onClick={recheck}>
              {t('shellPages.maintenance.retry')}
            </Button>
          </>
        ) : (
          <>
            <Typography variant="h4" component="h1" gutterBottom>
              {t('shellPages.maintenance.availableTitle')}
            </Typography>
            <Typography sx={{ mb: 3 }}>{t('shellPages.maintenance.available')}</Typography>
            {/* a full load, not a route change: screens that failed during maintenance start afresh, on the newest deployment */}
            <Button variant="contained" href="/">
              {t('shellPages.maintenance.home')}
            </Button>
          </>
        )}
      </Paper>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={adminLoginPath('admin')}>
          {t('shellPages.maintenance.adminSignIn')}
        </Link>
      </Typography>
    </Container>
  );
}
