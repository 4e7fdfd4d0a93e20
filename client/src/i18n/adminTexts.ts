// The texts of the administrators' larger screens (account home, program tree,
// quiz editor, Word export, notifications, quiz results, users management,
// learners' records uploads, organisation settings, accounts and course
// introductions, certificates upload, bulk e-mail, platform admin, tickets management,
// password reset), one top-level key each. They are not in the
// entry chunk: the admin bundle adds them to the app's i18n instance when one
// of its screens is first shown (addAdminTexts), so a learner never downloads them.
import type { i18n as I18n } from 'i18next';
import { addTexts } from './index.ts';
import accountHomeAr from './accountHome/ar.json';
import accountHomeEn from './accountHome/en.json';
import learnerRecordsAr from './learnerRecords/ar.json';
import learnerRecordsEn from './learnerRecords/en.json';
import notificationsAr from './notifications/ar.json';
import notificationsEn from './notifications/en.json';
import orgSettingsAr from './orgSettings/ar.json';
import orgSettingsEn from './orgSettings/en.json';
import orgAccountsAr from './orgAccounts/ar.json';
import orgAccountsEn from './orgAccounts/en.json';
import courseIntrosAr from './courseIntros/ar.json';
import courseIntrosEn from './courseIntros/en.json';
import certificatesUploadAr from './certificatesUpload/ar.json';
import certificatesUploadEn from './certificatesUpload/en.json';
import bulkMailAr from './bulkMail/ar.json';
import bulkMailEn from './bulkMail/en.json';
import platformAdminAr from './platformAdmin/ar.json';
import platformAdminEn from './platformAdmin/en.json';
import ticketsAr from './tickets/ar.json';
import ticketsEn from './tickets/en.json';
import passwordResetAr from './passwordReset/ar.json';
import passwordResetEn from './passwordReset/en.json';
import programTreeAr from './programTree/ar.json';
import programTreeEn from './programTree/en.json';
import quizEditorAr from './quizEditor/ar.json';
import quizEditorEn from './quizEditor/en.json';
import quizWordAr from './quizWord/ar.json';
import quizWordEn from './quizWord/en.json';
import resultsAr from './results/ar.json';
import resultsEn from './results/en.json';
import usersPageAr from './usersPage/ar.json';
import usersPageEn from './usersPage/en.json';

export const adminTexts = {
  ar: {
    accountHome: accountHomeAr,
    programTree: programTreeAr,
    quizEditor: quizEditorAr,
    quizWord: quizWordAr,
    notifications: notificationsAr,
    results: resultsAr,
    usersPage: usersPageAr,
    learnerRecords: learnerRecordsAr,
    orgSettings: orgSettingsAr,
    orgAccounts: orgAccountsAr,
    courseIntros: courseIntrosAr,
    certificatesUpload: certificatesUploadAr,
    bulkMail: bulkMailAr,
    platformAdmin: platformAdminAr,
    tickets: ticketsAr,
    passwordReset: passwordResetAr,
  },
  en: {
    accountHome: accountHomeEn,
    programTree: programTreeEn,
    quizEditor: quizEditorEn,
    quizWord: quizWordEn,
    notifications: notificationsEn,
    results: resultsEn,
    usersPage: usersPageEn,
    learnerRecords: learnerRecordsEn,
    orgSettings: orgSettingsEn,
    orgAccounts: orgAccountsEn,
    courseIntros: courseIntrosEn,
    certificatesUpload: certificatesUploadEn,
    bulkMail: bulkMailEn,
    platformAdmin: platformAdminEn,
    tickets: ticketsEn,
    passwordReset: passwordResetEn,
  },
};

const added = new WeakSet<I18n>();

/** Adds the admin texts to an i18n instance once (and to a language loaded later); texts it already has are kept. */
export function addAdminTexts(i18n: I18n): void {
  if (added.has(i18n)) return;
  addTexts(i18n, adminTexts);
  added.add(i18n);
}
