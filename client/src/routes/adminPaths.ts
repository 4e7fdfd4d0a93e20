import type { AdminLevel } from '../storage/adminSession.ts';

const LOGIN_PATHS: Record<AdminLevel, string> = {
  account: '/login/account',
  org: '/login/org',
  admin: '/login/admin',
};

const HOME_PATHS: Record<AdminLevel, string> = {
  account: '/AccountHome',
  org: '/OrgHome',
  admin: '/AdminHome',
};

export function adminLoginPath(level: AdminLevel): string {
  return LOGIN_PATHS[level];
}

export function adminHomePath(level: AdminLevel): string {
  return HOME_PATHS[level];
}

/** The users management page (spec: /AccountUsersManagement); the holder names the account. */
export function usersManagementPath(accountId?: string): string {
  return accountId ? `/AccountUsersManagement?${new URLSearchParams({ account: accountId })}` : '/AccountUsersManagement';
}

/** The account owner's settings (branding, timed completion, certificates, registration form, subscribers, visibility). */
export function accountSettingsPath(): string {
  return '/AccountSettings';
}

/** The account owner's certificates upload page (spec: /CertificatesUpload). */
export function certificatesUploadPath(): string {
  return '/CertificatesUpload';
}

/** The account owner's bulk e-mail page (spec: /SendEmail). */
export function sendEmailPath(): string {
  return '/SendEmail';
}
