import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { ADMIN_CREDENTIAL } from '../../relay/requestHeaders.ts';
import { adminLoginPath } from '../../routes/adminPaths.ts';
import { clearAdminSession } from '../../storage/adminSession.ts';
import { PublishAccountNotice } from '../org/accounts/publishing/PublishAccountNotice.tsx';
import { ResultsJobsProvider } from '../results/request/ResultsJobs.tsx';
import { SessionEnded } from '../shell/SessionEnded.tsx';
import { AccountAccessSection } from './access/AccountAccessSection.tsx';
import { AccountToolbar } from './AccountToolbar.tsx';
import { FeedbackProvider } from './activity/Feedback.tsx';
import { PendingCallsProvider, usePendingCalls } from './activity/PendingCalls.tsx';
import { CertificateSection } from './certificates/CertificateSection.tsx';
import { RegistrationFormSection } from './registration/RegistrationFormSection.tsx';
import { AccountSettingsSection } from './settings/AccountSettingsSection.tsx';
import { SubscribersCount } from './SubscribersCount.tsx';
import { TimedCompletionSection } from './timed/TimedCompletionSection.tsx';
import { ProgramTreeSection } from './tree/ProgramTreeSection.tsx';
import type { AccountHomeScreenQuery } from './__generated__/AccountHomeScreenQuery.graphql.ts';

const accountHomeQuery = graphql`
  query AccountHomeScreenQuery {
    viewer {
      username
      ...NotificationsBell_viewer
      account {
        id
        alias
        email
        username
        publishedAt
        ...AccountSettingsSection_account
        ...TimedCompletionSection_account
        ...CertificateSection_account
        ...RegistrationFormSection_account
        ...SubscribersCount_account
        ...AccountAccessSection_account
        ...ProgramTreeSection_account
      }
    }
  }
`;

/** /AccountHome: the account owner's settings and programs. */
export function AccountHomeScreen() {
  return (
    <PendingCallsProvider>
      <FeedbackProvider>
        <ResultsJobsProvider>
          <AccountHome />
        </ResultsJobsProvider>
      </FeedbackProvider>
    </PendingCallsProvider>
  );
}

function AccountHome() {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const track = usePendingCalls();
  const { viewer } = useLazyLoadQuery<AccountHomeScreenQuery>(
    accountHomeQuery,
    {},
    { fetchPolicy: 'network-only', networkCacheConfig: ADMIN_CREDENTIAL },
  );
  // A new program changes the list of programs: read the account again, in place.
  const reload = useCallback(() => {
    void track(fetchQuery(environment, accountHomeQuery, {}, { networkCacheConfig: ADMIN_CREDENTIAL }).toPromise());
  }, [environment, track]);
  const { account } = viewer;
  if (!account) return <SessionEnded forget={clearAdminSession} signInPath={adminLoginPath('account')} />;
  return (
    <>
      <AccountToolbar
        accountId={account.id}
        title={account.alias}
        signedInAs={account.email ?? account.username ?? viewer.username}
        viewerRef={viewer}
        onProgramCreated={reload}
      />
      <Container component="main" maxWidth="md" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1, sm: 2 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('accountHome.title')}
        </Typography>
        <Stack spacing={{ xs: 2, md: 3 }}>
          <PublishAccountNotice variant="banner" accountId={account.id} accountName={account.alias} publishedAt={account.publishedAt} />
          <AccountSettingsSection accountRef={account} />
          <TimedCompletionSection accountRef={account} />
          <CertificateSection accountRef={account} />
          <RegistrationFormSection accountRef={account} />
          <SubscribersCount accountRef={account} />
          <AccountAccessSection accountRef={account} />
          {/* The program tree: features/account/tree/, with its own dialogs; its calls share the overlay and messages above. */}
          <ProgramTreeSection accountRef={account} />
        </Stack>
      </Container>
    </>
  );
}
