// The administrators' screens: the account owner's, the organisation holder's
// and the platform admin's, each behind its level's session (RequireAdmin.tsx)
// and, once converted, with the queries it loads (relay/routeQuery.tsx).
// Paths are the spec's (hash URLs such as /#/AccountHome).
import type { RouteObject } from 'react-router';
import TicketsListQuery from '../features/tickets/management/__generated__/TicketsListQuery$parameters.ts';
import TicketsManagementScreenQuery from '../features/tickets/management/__generated__/TicketsManagementScreenQuery$parameters.ts';
import { ADMIN_CREDENTIAL } from '../relay/requestHeaders.ts';
import { query, routeQueries } from '../relay/routeQuery.tsx';
import { admin } from './lazyScreens.ts';
import { adminOnly, RequireAdmin } from './RequireAdmin.tsx';

export const adminRoutes: RouteObject[] = [
  {
    path: 'AccountHome',
    element: (
      <RequireAdmin level="account">
        <admin.AccountHomeScreen />
      </RequireAdmin>
    ),
  },
  {
    // beyond the legacy client: the account home's settings on a page of their own (docs/decisions/account.md)
    path: 'AccountSettings',
    element: (
      <RequireAdmin level="account">
        <admin.AccountSettingsScreen />
      </RequireAdmin>
    ),
  },
  {
    path: 'AccountEditQuiz',
    element: (
      <RequireAdmin level="account">
        <admin.QuizEditorScreen />
      </RequireAdmin>
    ),
  },
  {
    // beyond the legacy client: a quiz's results, charts and item analysis
    path: 'AccountQuizResults/:quizId',
    element: (
      <RequireAdmin level="account">
        <admin.QuizResultsScreen />
      </RequireAdmin>
    ),
  },
  {
    // The account's owner, and the organisation holder for any of the organisation's accounts (spec §6).
    path: 'AccountUsersManagement',
    element: (
      <RequireAdmin level="account" alsoFor={['org']}>
        <admin.UsersManagementScreen />
      </RequireAdmin>
    ),
  },
  {
    // The account's owner uploads certificates for their account (admin spec "Certificates upload page").
    path: 'CertificatesUpload',
    element: (
      <RequireAdmin level="account">
        <admin.CertificatesUploadScreen />
      </RequireAdmin>
    ),
  },
  {
    // The account's owner e-mails their learners (admin spec "Send email").
    path: 'SendEmail',
    element: (
      <RequireAdmin level="account">
        <admin.SendEmailScreen />
      </RequireAdmin>
    ),
  },
  {
    path: 'OrgHome',
    element: (
      <RequireAdmin level="org">
        <admin.OrgHomeScreen />
      </RequireAdmin>
    ),
  },
  {
    path: 'AdminHome',
    element: (
      <RequireAdmin level="admin">
        <admin.AdminHomeScreen />
      </RequireAdmin>
    ),
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
