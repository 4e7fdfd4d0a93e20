// The administrators' bundle (account, organisation and platform admin
// screens): loaded lazily by routes/lazyScreens.ts.
export { AccountHomeScreen } from '../account/AccountHomeScreen.tsx';
export { OrgHomeScreen } from '../org/OrgHomeScreen.tsx';
export { QuizEditorScreen } from '../quizEditor/QuizEditorScreen.tsx';
export { AdminHomeScreen } from './AdminHomeScreen.tsx';
export { AdminLoginScreen } from './AdminLoginScreen.tsx';
