import type { RouteObject } from 'react-router';
import CourseIntroductionScreenQuery from '../features/publicPages/__generated__/CourseIntroductionScreenQuery$parameters.ts';
import LandingPageScreenQuery from '../features/publicPages/__generated__/LandingPageScreenQuery$parameters.ts';
import AboutScreenQuery from '../features/shellPages/about/__generated__/AboutScreenQuery$parameters.ts';
import MaintenanceScreenQuery from '../features/shellPages/maintenance/__generated__/MaintenanceScreenQuery$parameters.ts';
import TicketsListQuery from '../features/tickets/management/__generated__/TicketsListQuery$parameters.ts';
import TicketsManagementScreenQuery from '../features/tickets/management/__generated__/TicketsManagementScreenQuery$parameters.ts';
import { NotFoundScreen } from '../features/shell/NotFoundScreen.tsx';
import type { AdminLevel } from '../storage/adminSession.ts';
import { about, admin, learner, legal, maintenance } from './lazyScreens.ts';
import { globalIdOf } from '../relay/globalIds.ts';
import { ADMIN_CREDENTIAL } from '../relay/requestHeaders.ts';
import { query, routeQueries, routeQuery, type RouteLocation } from '../relay/routeQuery.tsx';
import { landingRoute, learnerRoutes } from './learnerRoutes.tsx';
import { adminOnly, RequireAdmin } from './RequireAdmin.tsx';
import { RootLayout } from './RootLayout.tsx';

// The spec's legacy names (/AccountLogin, /OrgLogin) and /login/:level both lead to the admin sign-in.
const ADMIN_LOGIN_PATHS: ReadonlyArray<[string, AdminLevel]> = [
  ['AccountLogin', 'account'],
  ['login/account', 'account'],
  ['OrgLogin', 'org'],
  ['login/org', 'org'],
  ['login/admin', 'admin'],
];

/**
 * Every route of the client; paths are the spec's (hash URLs such as
 * /#/home/{quizId}/{isForm}/{account}). The learner's are in learnerRoutes.tsx;
 * a route that loads its screen's queries is made by relay/routeQuery.tsx.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      landingRoute,
      learnerRoutes,
      ...ADMIN_LOGIN_PATHS.map(([path, level]) => ({
        path,
        element: <admin.AdminLoginScreen key={level} level={level} />,
      })),
      // The reset link: {organisation host}/#/ResetAccountPassword/{username}/{token} (public).
      { path: 'ResetAccountPassword/:username/:token', element: <admin.ResetPasswordScreen /> },
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
      // Public pages: their own light header, no learner toolbar, banner or background (spec).
      { path: 'landing-page/:orgAlias', ...routeQuery(learner.LandingPageScreen, ({ params }: RouteLocation) => query(LandingPageScreenQuery, { alias: params.orgAlias ?? '' })) },
      {
        // the address carries the row's id, GraphQL the global one (relay/globalIds.ts)
        path: 'course-introduction/:id',
        ...routeQuery(learner.CourseIntroductionScreen, ({ params }: RouteLocation) =>
          query(CourseIntroductionScreenQuery, { id: globalIdOf('CourseIntroduction', params.id ?? '') }),
        ),
      },
      { path: 'privacy-policy', element: <legal.LegalPage policy="privacy" /> },
      { path: 'terms-of-service', element: <legal.LegalPage policy="terms" /> },
      // Shown by the client whenever the server answers `maintenance`; the platform admin's sign-in stays reachable.
      // (never from the store: maintenance may have ended since)
      { path: 'maintenance', ...routeQuery(maintenance.MaintenanceScreen, () => query(MaintenanceScreenQuery, {}, { fetchPolicy: 'network-only' })) },
      { path: 'about', ...routeQuery(about.AboutScreen, () => query(AboutScreenQuery, {})) },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
