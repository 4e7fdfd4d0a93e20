// The administrators' bundle (account, organisation and platform admin
// screens, and the reset-password link's, like the sign-in screens it leads
// to): loaded lazily by routes/lazyScreens.ts (`admin.<export>`). Each screen
// adds the admin texts to the app's i18n instance before it renders (they are
// not in the entry chunk). The bulk e-mail's visual editor (GrapesJS) is a
// further chunk of its own (bulkMail/designer/MailDesignerSlot.tsx).
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { addAdminTexts } from '../../i18n/adminTexts.ts';
import { AccountHomeScreen as AccountHome } from '../account/AccountHomeScreen.tsx';
import { AccountSettingsScreen as AccountSettings } from '../account/AccountSettingsScreen.tsx';
import { OrgHomeScreen as OrgHome } from '../organization/OrgHomeScreen.tsx';
import { CertificatesUploadScreen as CertificatesUpload } from '../certificates/CertificatesUploadScreen.tsx';
import { SendEmailScreen as SendEmail } from '../bulkMail/SendEmailScreen.tsx';
import { UsersManagementScreen as UsersManagement } from '../learnerRecords/usersPage/UsersManagementScreen.tsx';
import { QuizEditorScreen as QuizEditor } from '../quizEditor/QuizEditorScreen.tsx';
import { QuizResultsScreen as QuizResults } from '../results/QuizResultsScreen.tsx';
import { TicketsManagementScreen as TicketsManagement } from '../tickets/management/TicketsManagementScreen.tsx';
import { AdminHomeScreen as AdminHome } from './AdminHomeScreen.tsx';
import { AdminLoginScreen as AdminLogin } from './AdminLoginScreen.tsx';
import { ResetPasswordScreen as ResetPassword } from '../passwords/ResetPasswordScreen.tsx';

function withAdminTexts<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  function WithAdminTexts(props: P) {
    addAdminTexts(useTranslation().i18n);
    return <Screen {...props} />;
  }
  WithAdminTexts.displayName = `WithAdminTexts(${Screen.displayName ?? Screen.name})`;
  return WithAdminTexts;
}

export const AccountHomeScreen = withAdminTexts(AccountHome);
export const AccountSettingsScreen = withAdminTexts(AccountSettings);
export const OrgHomeScreen = withAdminTexts(OrgHome);
export const QuizEditorScreen = withAdminTexts(QuizEditor);
export const QuizResultsScreen = withAdminTexts(QuizResults);
export const AdminHomeScreen = withAdminTexts(AdminHome);
export const AdminLoginScreen = withAdminTexts(AdminLogin);
export const UsersManagementScreen = withAdminTexts(UsersManagement);
export const CertificatesUploadScreen = withAdminTexts(CertificatesUpload);
export const SendEmailScreen = withAdminTexts(SendEmail);
export const ResetPasswordScreen = withAdminTexts(ResetPassword);
export const TicketsManagementScreen = withAdminTexts(TicketsManagement);
