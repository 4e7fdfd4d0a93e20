// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerOperation } from '../../test/mockPayloads.ts';
import { renderWithProviders, sentOperationNames, startEachTestAsNewBrowser, descriptionOf } from '../../test/renderWithProviders.tsx';

startEachTestAsNewBrowser();

// The sign-in screens are in the lazily loaded admin bundle: loaded once here, not inside a test's wait.
beforeAll(async () => {
  await import('../admin/routes.tsx');
}, 60_000);

async function openDialog(path: string, language: 'ar' | 'en' = 'en', opener = 'Forgot password?') {
  const rendered = renderWithProviders({ path, language });
  fireEvent.click(await screen.findByRole('button', { name: opener }));
  return { ...rendered, dialog: await screen.findByRole('dialog') };
}

describe('"forgot password" on the administrators\' sign-in screens', () => {
  it.each([
    ['/login/account', 'account'],
    ['/login/org', 'org'],
    ['/login/admin', 'admin'],
  ])('%s: sends the username or e-mail, the level, this origin and the language; then always the same message', async (path, level) => {
    const { environment, dialog } = await openDialog(path);
    expect(dialog.getAttribute('aria-labelledby')).toBe('forgot-password-title');
    expect(within(dialog).getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    const login = within(dialog).getByLabelText(/^Username or e-mail/);
    expect(document.activeElement).toBe(login);
    fireEvent.change(login, { target: { value: ' holder@example.com ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the link' }));
    const operation = await answerOperation(environment, 'RequestPasswordResetMutation', {
      Mutation: () => ({
        requestPasswordReset: { __typename: 'MutationRequestPasswordResetSuccess', data: { requested: true } },
      }),
    });
    expect(operation.request.variables).toEqual({ input: { login: 'holder@example.com', level, origin: window.location.origin, locale: 'en' } });
    expect((await within(dialog).findByRole('status')).textContent).toBe(
      'If the account has an e-mail, a link to set a new password was sent to it. Check your inbox (and spam folder); the link works once, for a limited time.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a blank field is required and nothing is sent', async () => {
    const { environment, dialog } = await openDialog('/login/org');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the link' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please check your data entry!');
    expect(descriptionOf(within(dialog).getByLabelText(/^Username or e-mail/))).toBe('field required');
    expect(sentOperationNames(environment)).toEqual([]);
  });

  it('a refusal (too many requests) and a network failure are shown', async () => {
    const { environment, dialog } = await openDialog('/login/account');
    fireEvent.change(within(dialog).getByLabelText(/^Username or e-mail/), { target: { value: 'someone' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the link' }));
    await answerOperation(environment, 'RequestPasswordResetMutation', {
      Mutation: () => ({
        requestPasswordReset: { __typename: 'AppError', code: 'tooManyRequests', message: 'tooManyRequests', field: null },
      }),
    });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Too many attempts. Wait a little and try again.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the link' }));
    // the first was answered: the second is the one waiting
    await waitFor(() => expect(sentOperationNames(environment)).toEqual(['RequestPasswordResetMutation']));
    act(() => environment.mock.rejectMostRecentOperation(new Error('offline')));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('An error occurred, please try again later.'));
  });

  it('in Arabic, asks for the mail in Arabic; Cancel closes without sending', async () => {
    const { environment, dialog } = await openDialog('/login/org', 'ar', 'نسيت كلمة المرور؟');
    fireEvent.change(within(dialog).getByLabelText(/^اسم المستخدم أو البريد الإلكتروني/), { target: { value: 'demo-org' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'إرسال الرابط' }));
    const operation = await answerOperation(environment, 'RequestPasswordResetMutation', {
      Mutation: () => ({
        requestPasswordReset: { __typename: 'MutationRequestPasswordResetSuccess', data: { requested: true } },
      }),
    });
    expect(operation.request.variables.input.locale).toBe('ar');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'إغلاق' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'نسيت كلمة المرور؟' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'إلغاء' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // nothing waiting: Cancel sent nothing
    expect(sentOperationNames(environment)).toEqual([]);
  });
});
