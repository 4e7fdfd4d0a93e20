import type { RouteObject } from 'react-router';
import CourseIntroductionScreenQuery from '../features/publicPages/__generated__/CourseIntroductionScreenQuery$parameters.ts';
import LandingPageScreenQuery from '../features/publicPages/__generated__/LandingPageScreenQuery$parameters.ts';
import AboutScreenQuery from '../features/shellPages/about/__generated__/AboutScreenQuery$parameters.ts';
import MaintenanceScreenQuery from '../features/shellPages/maintenance/__generated__/MaintenanceScreenQuery$parameters.ts';
import { NotFoundScreen } from '../features/shell/NotFoundScreen.tsx';
import type { AdminLevel } from '../storage/adminSession.ts';
import { about, admin, learner, legal, maintenance } from './lazyScreens.ts';
import { globalIdOf } from '../relay/globalIds.ts';
import { query, routeQuery, type RouteLocation } from '../relay/routeQuery.tsx';
import { landingRoute, learnerRoutes } from './learnerRoutes.tsx';
import { adminRoutes } from './adminRoutes.tsx';
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
 * /#/home/{quizId}/{isForm}/{account}). The learner's are in learnerRoutes.tsx,
 * the administrators' screens in adminRoutes.tsx;
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
      ...adminRoutes,
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
