// /AccountUsersManagement (admin spec §2): one learner of an account, found by
// e-mail, with their registration, private quizzes and quiz entries. The
// account's owner manages their own account; the organisation's holder
// chooses one of the organisation's accounts (spec §6).
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useSearchParams } from 'react-router';
import { ADMIN_CREDENTIAL } from '../../../relay/requestHeaders.ts';
import { adminHomePath } from '../../../routes/adminPaths.ts';
import type { AdminLevel } from '../../../storage/adminSession.ts';
import { useStoredItem } from '../../../storage/browserStorage.ts';
import { FeedbackProvider } from '../../account/activity/Feedback.tsx';
import { PendingCallsProvider } from '../../account/activity/PendingCalls.tsx';
import { AdminPage, ownerBar, type SignedInBar } from '../../admin/AdminPage.tsx';
import { AdminSessionEnded } from '../../admin/AdminSessionEnded.tsx';
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
  const page = (bar: SignedInBar, content: ReactNode) => (
    <AdminPage bar={bar} back={adminHomePath(level)} title={t('usersPage.title')}>
      {content}
    </AdminPage>
  );
  if (holder && organization) {
    return page(
      { signOut: level, title: organization.name, subtitle: viewer.username },
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
    return page(ownerBar(account, viewer.username), <LearnerSearch accountId={account.id} />);
  }
  return <AdminSessionEnded level={level} />;
}
