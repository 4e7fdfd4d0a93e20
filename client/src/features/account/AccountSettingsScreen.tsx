import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { adminHomePath } from '../../routes/adminPaths.ts';
import { AdminPage, ownerBar } from '../admin/AdminPage.tsx';
import { AdminSessionEnded } from '../admin/AdminSessionEnded.tsx';
import { ResultsJobsProvider } from '../results/request/ResultsJobs.tsx';
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
export function AccountSettingsScreen({ queryRef }: { queryRef: PreloadedQuery<AccountSettingsScreenQuery> }) {
  return (
    <PendingCallsProvider>
      <FeedbackProvider>
        <ResultsJobsProvider>
          <AccountSettings queryRef={queryRef} />
        </ResultsJobsProvider>
      </FeedbackProvider>
    </PendingCallsProvider>
  );
}

function AccountSettings({ queryRef }: { queryRef: PreloadedQuery<AccountSettingsScreenQuery> }) {
  const { t } = useTranslation();
  const { viewer } = usePreloadedQuery<AccountSettingsScreenQuery>(
    graphql`
      query AccountSettingsScreenQuery @preloadable {
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
    queryRef,
  );
  const { account } = viewer;
  if (!account) return <AdminSessionEnded level="account" />;
  return (
    <AdminPage
      bar={ownerBar(account, viewer.username)}
      width="md"
      back={{ to: adminHomePath('account'), label: t('accountHome.settingsPage.back') }}
      title={t('accountHome.settingsPage.title')}
    >
      <Stack spacing={{ xs: 2, md: 3 }}>
        <AccountSettingsSection accountRef={account} />
        <TimedCompletionSection accountRef={account} />
        <CertificateSection accountRef={account} />
        <RegistrationFormSection accountRef={account} />
        <SubscribersCount accountRef={account} />
        <AccountAccessSection accountRef={account} />
      </Stack>
    </AdminPage>
  );
}
