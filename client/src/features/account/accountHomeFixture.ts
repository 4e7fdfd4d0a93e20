// Test helper: the account home opened on a signed-in account, its query
// answered with a whole account; each test overrides what it is about.
import type { Language } from '../../i18n/languages.ts';
import { renderWithProviders, resolveOperation } from '../../test/renderWithProviders.tsx';

/** A program as the tree reads it (tree/readEditorProgram.ts). */
export function editorProgram(programId: string, name: string, order: number) {
  return {
    id: btoa(`Program:${programId}`),
    programId,
    name,
    order,
    hidden: false,
    revision: 1,
    prerequisites: [],
    tracks: [],
    prerequisitesOperationOR: false,
    headingProgress: [],
    items: [],
  };
}

export function accountData(overrides: Record<string, unknown> = {}) {
  return {
    id: 'QWNjb3VudDphY2Mx', // Account:acc1
    alias: 'Science',
    email: 'owner@example.com',
    username: 'owner',
    isTimed: false,
    banner: null,
    primaryColor: 'rgba(25, 118, 210, 1)',
    usersCount: 12,
    useRegForm: false,
    regFormId: null,
    hideAccountToQuiz: false,
    accountClosed: false,
    disableDownloads: false,
    completionDays: null,
    timedAccountCompletionCriteria: [],
    certificateTemplate: null,
    useCertificateTemplate: false,
    certificateReleaseCriteria: [],
    certificateKeywords: [],
    enableVideo: false,
    tracks: [],
    quizzes: [
      { quizId: 'q1', name: 'Final exam', isForm: false, externalGrades: false, examineesCount: 0, answersCount: 0, published: true },
      { quizId: 'q2', name: 'Mid-term', isForm: false, externalGrades: false, examineesCount: 0, answersCount: 0, published: true },
    ],
    editorPrograms: [],
    publishedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** `notifications`: the owner's notifications (the bell's), none unless told. */
export async function openAccountHome(overrides: Record<string, unknown> = {}, language: Language = 'en', notifications: unknown[] = []) {
  Object.assign(window.localStorage, { adminToken: 'admin-token', adminLevel: 'account' });
  const rendered = renderWithProviders({ path: '/AccountHome', language });
  const query = await resolveOperation(rendered.environment, 'AccountHomeScreenQuery', {
    viewer: { username: 'owner', notifications, account: accountData(overrides) },
  });
  return { ...rendered, query };
}

/** The account's settings page (/AccountSettings), its query answered with a whole account. */
export async function openAccountSettings(overrides: Record<string, unknown> = {}, language: Language = 'en') {
  Object.assign(window.localStorage, { adminToken: 'admin-token', adminLevel: 'account' });
  const rendered = renderWithProviders({ path: '/AccountSettings', language });
  const query = await resolveOperation(rendered.environment, 'AccountSettingsScreenQuery', {
    viewer: { username: 'owner', account: accountData(overrides) },
  });
  return { ...rendered, query };
}
