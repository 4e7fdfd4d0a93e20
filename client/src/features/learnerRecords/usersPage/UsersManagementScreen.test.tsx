// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { findAlertSaying, isolationOf, ISOLATED } from '../../../test/isolation.ts';
import { renderWithProviders, resolveOperation, startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';
import {
  ACCOUNT_ID,
  failOperation,
  findLearner,
  learnerRecords,
  loadAdminBundle,
  notFound,
  openUsersPage,
  pending,
  searchFor,
  sentInput,
} from './usersPageTestHarness.ts';

startEachTestAsNewBrowser();
beforeAll(loadAdminBundle);

describe('users management: the search', () => {
  it("finds the learner of the owner's account by e-mail, trimmed and lower-cased, and shows their records", async () => {
    const { environment } = await openUsersPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Users management' })).toBeTruthy();
    await searchFor('  Amal@Example.COM ');
    const query = await resolveOperation(environment, 'LearnerRecordsResultQuery', learnerRecords());
    expect(query.request.variables).toEqual({ accountId: ACCOUNT_ID, email: 'amal@example.com' });
    expect(await screen.findByRole('heading', { level: 2, name: 'amal@example.com' })).toBeTruthy();
    expect(isolationOf('amal@example.com', screen.getByRole('heading', { level: 2 }))).toEqual(ISOLATED);
    expect(screen.getByText('Registered with this account')).toBeTruthy();
    const privateQuizzes = screen.getByRole('region', { name: 'Private quizzes' });
    expect(within(privateQuizzes).getByText('Private exam')).toBeTruthy();
    expect(isolationOf('Private exam', privateQuizzes)).toEqual(ISOLATED);
    const quizzes = screen.getByRole('region', { name: 'Quizzes' });
    for (const name of ['Final exam', 'اختبار الفيزياء', 'Survey']) expect(isolationOf(name, quizzes)).toEqual(ISOLATED);
    // The mark is the server's (the offset applied); none yet for an external grade not uploaded; a form has none.
    expect(within(quizzes).getByText('7 / 10')).toBeTruthy();
    expect(within(quizzes).getByText('No grade yet / 20')).toBeTruthy();
    expect(within(quizzes).getByText('Form')).toBeTruthy();
    expect(within(quizzes).getAllByRole('spinbutton')).toHaveLength(2);
  });

  it('refuses an invalid e-mail by the e-mail rule, with a message on the field, and sends nothing', async () => {
    const { environment } = await openUsersPage();
    await searchFor('amal@example');
    const field = screen.getByRole('textbox', { name: "Learner's e-mail" });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Please enter a valid e-mail address')).toBeTruthy();
    expect(pending(environment, 'LearnerRecordsResultQuery')).toEqual([]);
    // Corrected, it searches.
    await searchFor('amal@example.com');
    await resolveOperation(environment, 'LearnerRecordsResultQuery', learnerRecords());
    expect(field.getAttribute('aria-invalid')).toBe('false');
  });

  it('shows a loading state while the search runs', async () => {
    await openUsersPage();
    await searchFor('amal@example.com');
    expect(await screen.findByRole('progressbar', { name: 'Looking for the learner…' })).toBeTruthy();
  });

  it('says so when the account knows nobody of that e-mail (userNotFound)', async () => {
    const { environment } = await openUsersPage();
    await findLearner(environment, notFound, 'nobody@example.com');
    const message = await screen.findByRole('alert');
    expect(message.textContent).toBe('No learner of this account has the e-mail nobody@example.com.');
    expect(isolationOf('nobody@example.com', message)).toEqual(ISOLATED);
    expect(screen.queryByRole('button', { name: 'Delete registration' })).toBeNull();
  });

  it('offers a retry when the records cannot be loaded', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught failure
    onTestFinished(() => consoleError.mockRestore());
    const { environment } = await openUsersPage();
    await searchFor('amal@example.com');
    await waitFor(() => expect(pending(environment, 'LearnerRecordsResultQuery')).toHaveLength(1));
    failOperation(environment, 'LearnerRecordsResultQuery');
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await resolveOperation(environment, 'LearnerRecordsResultQuery', learnerRecords());
    expect(await screen.findByRole('heading', { level: 2, name: 'amal@example.com' })).toBeTruthy();
  });
});

describe('users management: the registration', () => {
  it.each([
    [true, 'The registration of amal@example.com was deleted.'],
    [false, 'amal@example.com has no registration with this account.'],
  ])('is deleted after a confirmation (found: %s), which says whether there was one', async (found, message) => {
    const { environment } = await openUsersPage();
    await findLearner(environment);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete registration' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the registration?' });
    expect(isolationOf('amal@example.com', dialog)).toEqual(ISOLATED);
    expect(pending(environment, 'DeleteLearnerRegistrationMutation')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await sentInput(environment, 'DeleteLearnerRegistrationMutation')).toEqual({ accountId: ACCOUNT_ID, email: 'amal@example.com' });
    await resolveOperation(environment, 'DeleteLearnerRegistrationMutation', {
      deleteLearnerRegistration: { __typename: 'MutationDeleteLearnerRegistrationSuccess', data: { found } },
    });
    await findAlertSaying(message);
    // Read again: the learner is shown as the server has them now.
    await resolveOperation(environment, 'LearnerRecordsResultQuery', learnerRecords({ registered: false }));
    expect(await screen.findByText('Not registered with this account')).toBeTruthy();
  });

  it('is kept when the confirmation is cancelled', async () => {
    const { environment } = await openUsersPage();
    await findLearner(environment);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete registration' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the registration?' });
    // Cancel has the focus, so Enter on the opened dialog deletes nothing.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(pending(environment, 'DeleteLearnerRegistrationMutation')).toEqual([]);
  });

  it("shows the server's refusal by its code", async () => {
    const { environment } = await openUsersPage();
    await findLearner(environment);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete registration' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await resolveOperation(environment, 'DeleteLearnerRegistrationMutation', {
      deleteLearnerRegistration: { __typename: 'AppError', code: 'forbidden', field: null },
    });
    await findAlertSaying('You do not have permission to do this.');
    expect(pending(environment, 'LearnerRecordsResultQuery')).toEqual([]);
  });
});

describe('users management in Arabic', () => {
  it('reads right to left, with the page, the search and its message in Arabic', async () => {
    const { environment } = await openUsersPage({ language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'إدارة المستخدمين' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    await searchFor('بريد', 'البريد الإلكتروني للمتعلم');
    expect(await screen.findByText('يرجى إدخال بريد إلكتروني صحيح')).toBeTruthy();
    await searchFor('amal@example.com', 'البريد الإلكتروني للمتعلم');
    await resolveOperation(environment, 'LearnerRecordsResultQuery', learnerRecords());
    expect(await screen.findByRole('button', { name: 'حذف التسجيل' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'الاختبارات الخاصة' })).toBeTruthy();
    expect(screen.getByText('مسجّل في هذا الحساب')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'حذف القيد' }).length).toBeGreaterThan(0);
  });
});

describe('users management: who may open it', () => {
  it.each([
    [null, '/login/account'],
    ['admin', '/login/account'],
  ])('sends a visitor with an admin session of level %s to the account sign-in', async (level, login) => {
    if (level) Object.assign(window.localStorage, { adminToken: 'token', adminLevel: level });
    const { router } = renderWithProviders({ path: '/AccountUsersManagement', language: 'en' });
    await waitFor(() => expect(router.state.location.pathname).toBe(login));
  });

  it('goes back to the account home', async () => {
    const { router } = await openUsersPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/AccountHome'));
  });
});
