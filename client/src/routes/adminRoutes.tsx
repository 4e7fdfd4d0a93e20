// The administrators' screens: the account owner's, the organisation holder's
// and the platform admin's, each behind its level's session (RequireAdmin.tsx)
// and, once converted, with the queries it loads (relay/routeQuery.tsx).
// Paths are the spec's (hash URLs such as /#/AccountHome).
import type { RouteObject } from 'react-router';
import AccountHomeScreenQuery from '../features/account/__generated__/AccountHomeScreenQuery$parameters.ts';
import AccountSettingsScreenQuery from '../features/account/__generated__/AccountSettingsScreenQuery$parameters.ts';
import AdminHomeScreenQuery from '../features/admin/__generated__/AdminHomeScreenQuery$parameters.ts';
import OrgHomeScreenQuery from '../features/organization/__generated__/OrgHomeScreenQuery$parameters.ts';
import SendEmailScreenQuery from '../features/bulkMail/__generated__/SendEmailScreenQuery$parameters.ts';
import CertificatesUploadScreenQuery from '../features/certificates/__generated__/CertificatesUploadScreenQuery$parameters.ts';
import QuizResultsScreenQuery from '../features/results/__generated__/QuizResultsScreenQuery$parameters.ts';
import QuizEditorQuery from '../features/quizEditor/data/__generated__/QuizEditorQuery$parameters.ts';
import { editorParams } from '../features/quizEditor/editorParams.ts';
import UsersManagementScreenQuery from '../features/learnerRecords/usersPage/__generated__/UsersManagementScreenQuery$parameters.ts';
import TicketsListQuery from '../features/tickets/management/__generated__/TicketsListQuery$parameters.ts';
import TicketsManagementScreenQuery from '../features/tickets/management/__generated__/TicketsManagementScreenQuery$parameters.ts';
import { globalIdOf } from '../relay/globalIds.ts';
import { ADMIN_CREDENTIAL } from '../relay/requestHeaders.ts';
import { query, routeQueries, routeQuery, type RouteLocation } from '../relay/routeQuery.tsx';
import { readStored } from '../storage/browserStorage.ts';
import { admin } from './lazyScreens.ts';
import { adminOnly } from './RequireAdmin.tsx';

// An owner's screen, never from the store: the store's one `viewer` (it has no
// id) is also the learner session's of this browser, or an earlier admin's, and
// the counts and results these screens show change as learners register and answer.
const OWNER_FROM_THE_SERVER = { fetchPolicy: 'network-only', networkCacheConfig: ADMIN_CREDENTIAL } as const;

export const adminRoutes: RouteObject[] = [
  {
    path: 'AccountHome',
    ...adminOnly('account', routeQuery(admin.AccountHomeScreen, () => query(AccountHomeScreenQuery, {}, OWNER_FROM_THE_SERVER))),
  },
  {
    // beyond the legacy client: the account home's settings on a page of their own (docs/decisions/account.md)
    path: 'AccountSettings',
    ...adminOnly('account', routeQuery(admin.AccountSettingsScreen, () => query(AccountSettingsScreenQuery, {}, OWNER_FROM_THE_SERVER))),
  },
  {
    // from the server too: the quiz's revision is what a save is checked against
    path: 'AccountEditQuiz',
    ...adminOnly(
      'account',
      routeQuery(admin.QuizEditorScreen, ({ searchParams }: RouteLocation) => {
        const { quizId } = editorParams(searchParams);
        return query(QuizEditorQuery, { quizId: quizId ?? '', hasQuiz: quizId !== null }, OWNER_FROM_THE_SERVER);
      }),
    ),
  },
  {
    // beyond the legacy client: a quiz's results, charts and item analysis
    // the address carries the quiz's row id; GraphQL takes the Quiz node's global id
    path: 'AccountQuizResults/:quizId',
    ...adminOnly(
      'account',
      routeQuery(admin.QuizResultsScreen, ({ params }: RouteLocation) =>
        query(QuizResultsScreenQuery, { quizId: globalIdOf('Quiz', params.quizId ?? '') }, OWNER_FROM_THE_SERVER),
      ),
    ),
  },
  {
    // The account's owner, and the organisation holder for any of the organisation's accounts (spec §6).
    path: 'AccountUsersManagement',
    ...adminOnly(
      'account',
      routeQuery(admin.UsersManagementScreen, () =>
        query(UsersManagementScreenQuery, { holder: readStored('adminLevel') === 'org' }, OWNER_FROM_THE_SERVER),
      ),
      ['org'],
    ),
  },
  {
    // The account's owner uploads certificates for their account (admin spec "Certificates upload page").
    path: 'CertificatesUpload',
    ...adminOnly('account', routeQuery(admin.CertificatesUploadScreen, () => query(CertificatesUploadScreenQuery, {}, OWNER_FROM_THE_SERVER))),
  },
  {
    // The account's owner e-mails their learners (admin spec "Send email").
    path: 'SendEmail',
    ...adminOnly('account', routeQuery(admin.SendEmailScreen, () => query(SendEmailScreenQuery, {}, OWNER_FROM_THE_SERVER))),
  },
  {
    path: 'OrgHome',
    ...adminOnly('org', routeQuery(admin.OrgHomeScreen, () => query(OrgHomeScreenQuery, {}, OWNER_FROM_THE_SERVER))),
  },
  {
    path: 'AdminHome',
    ...adminOnly('admin', routeQuery(admin.AdminHomeScreen, () => query(AdminHomeScreenQuery, {}, OWNER_FROM_THE_SERVER))),
  },
  {
    path: 'TicketsManagement',
    ...adminOnly(
      'admin',
      routeQueries(admin.TicketsManagementScreen, () => ({
        queryRef: query(TicketsManagementScreenQuery, {}, { fetchPolicy: 'network-only', networkCacheConfig: ADMIN_CREDENTIAL }),
        ticketsRef: query(TicketsListQuery, { status: null }, { fetchPolicy: 'store-and-network', networkCacheConfig: ADMIN_CREDENTIAL }),
      })),
    ),
  },
];
