import SettingsIcon from '@mui/icons-material/Settings';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import { accountSettingsPath } from '../../routes/adminPaths.ts';
import { AdminPage, ownerBar } from '../admin/AdminPage.tsx';
import { AdminSessionEnded } from '../admin/AdminSessionEnded.tsx';
import { PublishAccountNotice } from '../organization/accounts/publishing/PublishAccountNotice.tsx';
import { ResultsJobsProvider } from '../results/request/ResultsJobs.tsx';
import { AccountHomeSkeleton } from './AccountHomeSkeleton.tsx';
import { AccountMainActions, AccountMoreActions } from './AccountToolbar.tsx';
import { FeedbackProvider } from './activity/Feedback.tsx';
import { PendingCallsProvider } from './activity/PendingCalls.tsx';
import { ProgramTreeSection } from './tree/ProgramTreeSection.tsx';
import type { AccountHomeScreenQuery } from './__generated__/AccountHomeScreenQuery.graphql.ts';

const accountHomeQuery = graphql`
  query AccountHomeScreenQuery @preloadable {
    viewer {
      username
      ...NotificationsBell_viewer
      account {
        id
        alias
        email
        username
        publishedAt
        ...ProgramTreeSection_account
      }
    }
  }
`;

/** /AccountHome: the account owner's programs first (what they come for); the settings are on /AccountSettings, linked here; while they load, their shape (issue 30). */
export function AccountHomeScreen({ queryRef }: { queryRef: PreloadedQuery<AccountHomeScreenQuery> }) {
  return (
    <PendingCallsProvider>
      <FeedbackProvider>
        <ResultsJobsProvider>
          <Suspense fallback={<AccountHomeSkeleton />}>
            <AccountHome queryRef={queryRef} />
          </Suspense>
        </ResultsJobsProvider>
      </FeedbackProvider>
    </PendingCallsProvider>
  );
}

function AccountHome({ queryRef }: { queryRef: PreloadedQuery<AccountHomeScreenQuery> }) {
  const { t } = useTranslation();
  const { viewer } = usePreloadedQuery<AccountHomeScreenQuery>(accountHomeQuery, queryRef);
  const { account } = viewer;
  if (!account) return <AdminSessionEnded level="account" />;
  return (
    <AdminPage
      bar={{
        ...ownerBar(account, viewer.username),
        actions: <AccountMainActions viewerRef={viewer} />,
        more: <AccountMoreActions accountId={account.id} />,
      }}
      width="md"
      title={t('accountHome.title')}
      actions={
        <Button variant="outlined" component={RouterLink} to={accountSettingsPath()} startIcon={<SettingsIcon />}>
          {t('accountHome.settingsPage.open')}
        </Button>
      }
    >
      <Stack spacing={{ xs: 2, md: 3 }}>
        {/* An account not yet published says so first: learners do not see it until its owner publishes it. */}
        <PublishAccountNotice variant="banner" accountId={account.id} accountName={account.alias} publishedAt={account.publishedAt} />
        {/* The program tree: features/account/tree/, with its own dialogs; its calls share the overlay and messages above. */}
        <ProgramTreeSection accountRef={account} />
      </Stack>
    </AdminPage>
  );
}
