import { lazy } from 'react';
import { withChunkTimeout } from './chunkLoading.ts';

// Three code-split bundles: each import() below is one chunk shared by the
// screens of its area, fetched the first time one of them is shown (or given
// up after 120 s: the screen boundary then offers a reload).
const learnerBundle = withChunkTimeout(() => import('../features/learner/routes.tsx'));
const adminBundle = withChunkTimeout(() => import('../features/admin/routes.tsx'));
const quizBundle = withChunkTimeout(() => import('../features/quiz/routes.tsx'));
// The learner sign-in screen, a learner's first page: a chunk of its own, so
// the first visit does not wait for the other learner screens.
const learnerEntry = withChunkTimeout(() => import('../features/learner/entry/LearnerEntryScreen.tsx'));
/** Fetches the sign-in screen's chunk ahead of its first render (firstScreen.ts). */
export const preloadLearnerEntry = learnerEntry;
// Pages of their own, seldom visited: /about, /maintenance and the two policies.
const aboutPage = withChunkTimeout(() => import('../features/shellPages/about/AboutScreen.tsx'));
const legalPage = withChunkTimeout(() => import('../features/legal/LegalPage.tsx'));
// A part of every signed-in learner's page that no first render needs: the assistant.
const chatWidget = withChunkTimeout(() => import('../features/assistant/ChatWidget.tsx'));
const maintenancePage = withChunkTimeout(() => import('../features/shellPages/maintenance/MaintenanceScreen.tsx'));

export const LandingRouter = lazy(() => learnerBundle().then((m) => ({ default: m.LandingRouter })));
export const LearnerEntryScreen = lazy(() => learnerEntry().then((m) => ({ default: m.LearnerEntryScreen })));
export const LearnerHomeScreen = lazy(() => learnerBundle().then((m) => ({ default: m.LearnerHomeScreen })));
export const ProgramTreeScreen = lazy(() => learnerBundle().then((m) => ({ default: m.ProgramTreeScreen })));
export const FolderViewScreen = lazy(() => learnerBundle().then((m) => ({ default: m.FolderViewScreen })));
/** The public pages (no sign-in): in the learner bundle, where their visitors go next. */
export const LandingPageScreen = lazy(() => learnerBundle().then((m) => ({ default: m.LandingPageScreen })));
export const CourseIntroductionScreen = lazy(() => learnerBundle().then((m) => ({ default: m.CourseIntroductionScreen })));
/** The signed-in learner's toolbar menus (programs, certificates, details, support): learner data, learner bundle. */
/** Anyone's bug report or feature request (learners mostly): learner bundle. */
export const TicketReportScreen = lazy(() => learnerBundle().then((m) => ({ default: m.TicketReportScreen })));
/** The signed-in learner's settings: profile, export of their data, deletion of their account. */
export const UserSettingsScreen = lazy(() => learnerBundle().then((m) => ({ default: m.UserSettingsScreen })));
export const SavedForOfflineScreen = lazy(() => learnerBundle().then((m) => ({ default: m.SavedForOfflineScreen })));
export const LearnerToolbarMenus = lazy(() => learnerBundle().then((m) => ({ default: m.LearnerToolbarMenus })));

export const QuizViewScreen = lazy(() => quizBundle().then((m) => ({ default: m.QuizViewScreen })));
export const QuizAnswerScreen = lazy(() => quizBundle().then((m) => ({ default: m.QuizAnswerScreen })));
export const InfoScreen = lazy(() => quizBundle().then((m) => ({ default: m.InfoScreen })));

/** The reset-password link's screen (public): the admin bundle, like the sign-in screens it leads to. */
export const ResetPasswordScreen = lazy(() => adminBundle().then((m) => ({ default: m.ResetPasswordScreen })));
export const AdminLoginScreen = lazy(() => adminBundle().then((m) => ({ default: m.AdminLoginScreen })));
export const AccountHomeScreen = lazy(() => adminBundle().then((m) => ({ default: m.AccountHomeScreen })));
export const AccountSettingsScreen = lazy(() => adminBundle().then((m) => ({ default: m.AccountSettingsScreen })));
export const OrgHomeScreen = lazy(() => adminBundle().then((m) => ({ default: m.OrgHomeScreen })));
export const AdminHomeScreen = lazy(() => adminBundle().then((m) => ({ default: m.AdminHomeScreen })));
export const QuizEditorScreen = lazy(() => adminBundle().then((m) => ({ default: m.QuizEditorScreen })));
export const QuizResultsScreen = lazy(() => adminBundle().then((m) => ({ default: m.QuizResultsScreen })));
export const UsersManagementScreen = lazy(() => adminBundle().then((m) => ({ default: m.UsersManagementScreen })));
export const CertificatesUploadScreen = lazy(() => adminBundle().then((m) => ({ default: m.CertificatesUploadScreen })));
/** The owner's bulk e-mail; its visual editor (GrapesJS) is a further chunk of its own (bulkMail/designer/MailDesignerSlot.tsx). */
export const SendEmailScreen = lazy(() => adminBundle().then((m) => ({ default: m.SendEmailScreen })));
export const TicketsManagementScreen = lazy(() => adminBundle().then((m) => ({ default: m.TicketsManagementScreen })));

export const LegalPage = lazy(() => legalPage().then((m) => ({ default: m.LegalPage })));
export const ChatWidget = lazy(() => chatWidget().then((m) => ({ default: m.ChatWidget })));
export const AboutScreen = lazy(() => aboutPage().then((m) => ({ default: m.AboutScreen })));
export const MaintenanceScreen = lazy(() => maintenancePage().then((m) => ({ default: m.MaintenanceScreen })));
