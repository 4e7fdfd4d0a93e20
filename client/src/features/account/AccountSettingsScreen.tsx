import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import { ADMIN_CREDENTIAL } from '../../relay/requestHeaders.ts';
import { adminHomePath, adminLoginPath } from '../../routes/adminPaths.ts';
import { clearAdminSession } from '../../storage/adminSession.ts';
import { AdminTopBar } from '../admin/AdminTopBar.tsx';
import { useAdminSignOut } from '../admin/useAdminSignOut.ts';
import { ResultsJobsProvider } from '../results/request/ResultsJobs.tsx';
import { SessionEnded } from '../shell/SessionEnded.tsx';
import { AccountAccessSection } from './access/AccountAccessSection.tsx';
import { FeedbackProvider } from './activity/Feedback.tsx';
import { PendingCallsProvider } from './activity/PendingCalls.tsx';
import { CertificateSection } from './certificates/CertificateSection.tsx';
import { RegistrationFormSection } from './registration/RegistrationFormSection.tsx';
import { AccountSettingsSection } from './settings/AccountSettingsSection.tsx';
import { SubscribersCount } from './SubscribersCount.tsx';
import { TimedCompletionSection } from './timed/TimedCompletionSection.tsx';
import type { AccountSettingsScreenQuery } from './__generated__/AccountSettingsScreenQuery.graphql.ts';

/**
 * /AccountSettings: the account's settings, on a page of their own so that the
 * account home opens on the programs (docs/decisions/account.md): branding,
 * timed completion, certificates, registration form, subscribers, visibility.
 */
export function AccountSettingsScreen() {
  return (
    <PendingCallsProvider>
      <FeedbackProvider>
        <ResultsJobsProvider>
          <AccountSettings />
        </ResultsJobsProvider>
      </FeedbackProvider>
    </PendingCallsProvider>
  );
}

function AccountSettings() {
  const { t } = useTranslation();
  const rtl = useTheme().direction === 'rtl';
  const [signOut, signingOut] = useAdminSignOut('account');
  const { viewer } = useLazyLoadQuery<AccountSettingsScreenQuery>(
    graphql`
      query AccountSettingsScreenQuery {
        viewer {
          username
          account {
            alias
            email
            username
            ...AccountSettingsSection_account
            ...TimedCompletionSection_account
            ...CertificateSection_account
            ...RegistrationFormSection_account
            ...SubscribersCount_account
            ...AccountAccessSection_account
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'network-only', networkCacheConfig: ADMIN_CREDENTIAL },
  );
  const { account } = viewer;
  if (!account) return <SessionEnded forget={clearAdminSession} signInPath={adminLoginPath('account')} />;
  return (
    <>
      <AdminTopBar title={account.alias} subtitle={account.email ?? account.username ?? viewer.username} onSignOut={signOut} signingOut={signingOut} />
      <Container component="main" maxWidth="md" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1, sm: 2 } }}>
        <Button component={RouterLink} to={adminHomePath('account')} startIcon={rtl ? <ArrowForwardIcon /> : <ArrowBackIcon />} sx={{ mb: 1 }}>
          {t('accountHome.settingsPage.back')}
        </Button>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('accountHome.settingsPage.title')}
        </Typography>
        <Stack spacing={{ xs: 2, md: 3 }}>
          <AccountSettingsSection accountRef={account} />
          <TimedCompletionSection accountRef={account} />
          <CertificateSection accountRef={account} />
          <RegistrationFormSection accountRef={account} />
          <SubscribersCount accountRef={account} />
          <AccountAccessSection accountRef={account} />
        </Stack>
      </Container>
    </>
  );
}
