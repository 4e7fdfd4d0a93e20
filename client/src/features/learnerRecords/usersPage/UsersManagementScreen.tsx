// /AccountUsersManagement (admin spec §2): one learner of an account, found by
// e-mail, with their registration, private quizzes and quiz entries. The
// account's owner manages their own account; the organisation's holder
// chooses one of the organisation's accounts (spec §6). The route loads the
// account, or the organisation's accounts, by the session's level.
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useSearchParams } from 'react-router';
import { adminHomePath } from '../../../routes/adminPaths.ts';
import type { AdminLevel } from '../../../storage/adminSession.ts';
import { FeedbackProvider } from '../../account/activity/Feedback.tsx';
import { PendingCallsProvider } from '../../account/activity/PendingCalls.tsx';
import { AdminPage, ownerBar, type SignedInBar } from '../../admin/AdminPage.tsx';
import { AdminSessionEnded } from '../../admin/AdminSessionEnded.tsx';
import { AccountChoice } from './AccountChoice.tsx';
import { LearnerSearch } from './LearnerSearch.tsx';
import { UsersPageSkeleton } from './UsersPageSkeleton.tsx';
import type { UsersManagementScreenQuery } from './__generated__/UsersManagementScreenQuery.graphql.ts';

type Props = { queryRef: PreloadedQuery<UsersManagementScreenQuery> };

export function UsersManagementScreen({ queryRef }: Props) {
  return (
    <PendingCallsProvider>
      <FeedbackProvider>
        <Suspense fallback={<UsersPageSkeleton />}>
          <UsersManagement queryRef={queryRef} />
        </Suspense>
      </FeedbackProvider>
    </PendingCallsProvider>
  );
}

function UsersManagement({ queryRef }: Props) {
  const { t } = useTranslation();
  // The route lets in account owners and organisation holders only, and loads by the level.
  const holder = queryRef.variables.holder;
  const level: AdminLevel = holder ? 'org' : 'account';
  const [searchParams, setSearchParams] = useSearchParams();
  const { viewer } = usePreloadedQuery<UsersManagementScreenQuery>(
    graphql`
      query UsersManagementScreenQuery($holder: Boolean!) @preloadable {
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
    queryRef,
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
