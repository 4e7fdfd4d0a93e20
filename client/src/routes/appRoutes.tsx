import type { RouteObject } from 'react-router';
import { LearnerLayout } from '../features/shell/LearnerLayout.tsx';
import { NotFoundScreen } from '../features/shell/NotFoundScreen.tsx';
import type { AdminLevel } from '../storage/adminSession.ts';
import {
  AboutScreen,
  AccountHomeScreen,
  AccountSettingsScreen,
  AdminHomeScreen,
  AdminLoginScreen,
  CertificatesUploadScreen,
  CourseIntroductionScreen,
  FolderViewScreen,
  InfoScreen,
  LandingPageScreen,
  LandingRouter,
  LearnerEntryScreen,
  LearnerHomeScreen,
  LegalPage,
  MaintenanceScreen,
  OrgHomeScreen,
  ProgramTreeScreen,
  QuizAnswerScreen,
  QuizEditorScreen,
  QuizResultsScreen,
  QuizViewScreen,
  ResetPasswordScreen,
  SavedForOfflineScreen,
  SendEmailScreen,
  TicketReportScreen,
  TicketsManagementScreen,
  UserSettingsScreen,
  UsersManagementScreen,
} from './lazyScreens.ts';
import { RequireAdmin } from './RequireAdmin.tsx';
import { RequireLearner } from './RequireLearner.tsx';
import { RootLayout } from './RootLayout.tsx';

// The spec's legacy names (/AccountLogin, /OrgLogin) and /login/:level both lead to the admin sign-in.
const ADMIN_LOGIN_PATHS: ReadonlyArray<[string, AdminLevel]> = [
  ['AccountLogin', 'account'],
  ['login/account', 'account'],
  ['OrgLogin', 'org'],
  ['login/org', 'org'],
  ['login/admin', 'admin'],
];

/** Every route of the client; paths are the spec's (hash URLs such as /#/home/{quizId}/{isForm}/{account}). */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <LandingRouter /> },
      {
        element: <LearnerLayout />,
        children: [
          { path: 'login', element: <LearnerEntryScreen /> },
          // anyone: signed-in learners and administrators, or a visitor with a contact e-mail
          { path: 'TicketReport', element: <TicketReportScreen /> },
          {
            path: 'home',
            element: (
              <RequireLearner>
                <LearnerHomeScreen />
              </RequireLearner>
            ),
          },
          // A shared quiz link: sign in first, then the quiz.
          { path: 'home/:quizCode/:isForm?/:accountId?', element: <LearnerEntryScreen /> },
          ...(
            [
              ['QuizView', <QuizViewScreen key="quiz" />],
              ['QuizAnswerView', <QuizAnswerScreen key="answer" />],
              ['Info', <InfoScreen key="info" />],
              ['user-settings', <UserSettingsScreen key="settings" />],
            ] as const
          ).map(([path, screen]) => ({ path, element: <RequireLearner>{screen}</RequireLearner> })),
          // Shared program and folder links open a sign-in dialog of their own when there is no session.
          { path: 'UserHomeProgramTree', element: <ProgramTreeScreen /> },
          { path: 'UserHomeFolderView', element: <FolderViewScreen /> },
          // The media saved on this device; needs no server data, so it opens offline (the session is local).
          {
            path: 'offline',
            element: (
              <RequireLearner>
                <SavedForOfflineScreen />
              </RequireLearner>
            ),
          },
        ],
      },
      ...ADMIN_LOGIN_PATHS.map(([path, level]) => ({
        path,
        element: <AdminLoginScreen key={level} level={level} />,
      })),
      // The reset link: {organisation host}/#/ResetAccountPassword/{username}/{token} (public).
      { path: 'ResetAccountPassword/:username/:token', element: <ResetPasswordScreen /> },
      {
        path: 'AccountHome',
        element: (
          <RequireAdmin level="account">
            <AccountHomeScreen />
          </RequireAdmin>
        ),
      },
      {
        // beyond the legacy client: the account home's settings on a page of their own (docs/decisions/account.md)
        path: 'AccountSettings',
        element: (
          <RequireAdmin level="account">
            <AccountSettingsScreen />
          </RequireAdmin>
        ),
      },
      {
        path: 'AccountEditQuiz',
        element: (
          <RequireAdmin level="account">
            <QuizEditorScreen />
          </RequireAdmin>
        ),
      },
      {
        // beyond the legacy client: a quiz's results, charts and item analysis
        path: 'AccountQuizResults/:quizId',
        element: (
          <RequireAdmin level="account">
            <QuizResultsScreen />
          </RequireAdmin>
        ),
      },
      {
        // The account's owner, and the organisation holder for any of the organisation's accounts (spec §6).
        path: 'AccountUsersManagement',
        element: (
          <RequireAdmin level="account" alsoFor={['org']}>
            <UsersManagementScreen />
          </RequireAdmin>
        ),
      },
      {
        // The account's owner uploads certificates for their account (admin spec "Certificates upload page").
        path: 'CertificatesUpload',
        element: (
          <RequireAdmin level="account">
            <CertificatesUploadScreen />
          </RequireAdmin>
        ),
      },
      {
        // The account's owner e-mails their learners (admin spec "Send email").
        path: 'SendEmail',
        element: (
          <RequireAdmin level="account">
            <SendEmailScreen />
          </RequireAdmin>
        ),
      },
      {
        path: 'OrgHome',
        element: (
          <RequireAdmin level="org">
            <OrgHomeScreen />
          </RequireAdmin>
        ),
      },
      {
        path: 'AdminHome',
        element: (
          <RequireAdmin level="admin">
            <AdminHomeScreen />
          </RequireAdmin>
        ),
      },
      {
        path: 'TicketsManagement',
        element: (
          <RequireAdmin level="admin">
            <TicketsManagementScreen />
          </RequireAdmin>
        ),
      },
      // Public pages: their own light header, no learner toolbar, banner or background (spec).
      { path: 'landing-page/:orgAlias', element: <LandingPageScreen /> },
      { path: 'course-introduction/:id', element: <CourseIntroductionScreen /> },
      { path: 'privacy-policy', element: <LegalPage policy="privacy" /> },
      { path: 'terms-of-service', element: <LegalPage policy="terms" /> },
      // Shown by the client whenever the server answers `maintenance`; the platform admin's sign-in stays reachable.
      { path: 'maintenance', element: <MaintenanceScreen /> },
      { path: 'about', element: <AboutScreen /> },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
