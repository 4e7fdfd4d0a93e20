// The learner bundle: loaded lazily by routes/lazyScreens.ts (`learner.<export>`),
// so admin screens never ship to a learner and learner screens never to an
// admin. The sign-in screen (entry/LearnerEntryScreen.tsx) is a chunk of its
// own. The public pages are here too, where their visitors go next; so are the
// signed-in learner's toolbar menus (learner data).
export { LearnerHomeScreen } from './home/LearnerHomeScreen.tsx';
export { ProgramTreeScreen } from './program/ProgramTreeScreen.tsx';
export { FolderViewScreen } from './folder/FolderViewScreen.tsx';
export { TicketReportScreen } from '../tickets/report/TicketReportScreen.tsx';
export { UserSettingsScreen } from '../privacy/UserSettingsScreen.tsx';
export { SavedForOfflineScreen } from '../offline/SavedForOfflineScreen.tsx';
export { LearnerToolbarMenus } from './toolbar/LearnerToolbarMenus.tsx';
export { LandingRouter } from './landing/LandingRouter.tsx';
export { LandingPageScreen } from '../publicPages/LandingPageScreen.tsx';
export { CourseIntroductionScreen } from '../publicPages/CourseIntroductionScreen.tsx';
