import ConstructionIcon from '@mui/icons-material/Construction';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
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

/** /maintenance: what every learner and administrator sees while the platform is under maintenance. */
export function MaintenanceScreen() {
  const { t, i18n } = useTranslation();
  const [fetchKey, setFetchKey] = useState(0);
  const { maintenance } = useLazyLoadQuery<MaintenanceScreenQuery>(
    graphql`
      query MaintenanceScreenQuery {
        maintenance {
          enabled
          until
        }
      }
    `,
    {},
    { fetchKey, fetchPolicy: fetchKey === 0 ? 'network-only' : 'store-and-network' },
  );

  useEffect(() => {
    if (!maintenance.enabled) return;
    const timer = setInterval(() => setFetchKey((key) => key + 1), MAINTENANCE_RECHECK_MS);
    return () => clearInterval(timer);
  }, [maintenance.enabled]);

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
            <Button variant="contained" onClick={() => setFetchKey((key) => key + 1)}>
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
