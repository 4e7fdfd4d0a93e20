// /AccountUsersManagement (admin spec §2): one learner of an account, found by
// e-mail, with their registration, private quizzes and quiz entries. The
// account's owner manages their own account; the organisation's holder
// chooses one of the organisation's accounts (spec §6).
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useSearchParams } from 'react-router';
import { ADMIN_CREDENTIAL } from '../../../relay/requestHeaders.ts';
import { adminHomePath, adminLoginPath } from '../../../routes/adminPaths.ts';
import { clearAdminSession, type AdminLevel } from '../../../storage/adminSession.ts';
import { useStoredItem } from '../../../storage/browserStorage.ts';
import { FeedbackProvider } from '../../account/activity/Feedback.tsx';
import { PendingCallsProvider } from '../../account/activity/PendingCalls.tsx';
import { AdminTopBar } from '../../admin/AdminTopBar.tsx';
import { useAdminSignOut } from '../../admin/useAdminSignOut.ts';
import { BackButton } from '../../shell/BackButton.tsx';
import { SessionEnded } from '../../shell/SessionEnded.tsx';
import { AccountChoice } from './AccountChoice.tsx';
import { LearnerSearch } from './LearnerSearch.tsx';
import { UsersPageSkeleton } from './UsersPageSkeleton.tsx';
import type { UsersManagementScreenQuery } from './__generated__/UsersManagementScreenQuery.graphql.ts';

export function UsersManagementScreen() {
  return (
    <PendingCallsProvider>
      <FeedbackProvider>
        <Suspense fallback={<UsersPageSkeleton />}>
          <UsersManagement />
        </Suspense>
      </FeedbackProvider>
    </PendingCallsProvider>
  );
}

function UsersManagement() {
  const { t } = useTranslation();
  // The route lets in account owners and organisation holders only.
  const level: AdminLevel = useStoredItem('adminLevel') === 'org' ? 'org' : 'account';
  const holder = level === 'org';
  const [signOut, signingOut] = useAdminSignOut(level);
  const [searchParams, setSearchParams] = useSearchParams();
  const { viewer } = useLazyLoadQuery<UsersManagementScreenQuery>(
    graphql`
      query UsersManagementScreenQuery($holder: Boolean!) {
        viewer {
          username
          account @skip(if: $holder) {
            id
            alias
            email
            username
          }
          organization @include(if: $holder) {
            name
            ...AccountChoice_organization
          }
        }
      }
    `,
    { holder },
    { fetchPolicy: 'network-only', networkCacheConfig: ADMIN_CREDENTIAL },
  );
  const { account, organization } = viewer;
  const home = adminHomePath(level);
  const heading = (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2 }}>
      <BackButton fallback={home} to={home} color="primary" />
      <Typography variant="h4" component="h1">
        {t('usersPage.title')}
      </Typography>
    </Stack>
  );
  const main = (title: string, subtitle: string | null | undefined, content: ReactNode) => (
    <>
      <AdminTopBar title={title} subtitle={subtitle} onSignOut={signOut} signingOut={signingOut} />
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1, sm: 2 } }}>
        {heading}
        {content}
      </Container>
    </>
  );
  if (holder && organization) {
    return main(
      organization.name,
      viewer.username,
      <AccountChoice
        organizationRef={organization}
        chosenId={searchParams.get('account')}
        onChoose={(accountId) => setSearchParams({ account: accountId }, { replace: true })}
      >
        {(accountId) => <LearnerSearch key={accountId} accountId={accountId} />}
      </AccountChoice>,
    );
  }
  if (!holder && account) {
    return main(account.alias, account.email ?? account.username ?? viewer.username, <LearnerSearch accountId={account.id} />);
  }
  return <SessionEnded forget={clearAdminSession} signInPath={adminLoginPath(level)} />;
}
