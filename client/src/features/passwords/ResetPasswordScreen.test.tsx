// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '../../App.tsx';
import { createAppRouter } from '../../routes/appRouter.ts';
import { addAdminTexts } from '../../i18n/adminTexts.ts';
import { createTestI18n } from '../../test/i18n.ts';
import { answerOperation } from '../../test/mockPayloads.ts';
import { renderWithProviders, sentOperationNames, startEachTestAsNewBrowser, descriptionOf } from '../../test/renderWithProviders.tsx';
import { isolationOf, ISOLATED } from '../../test/isolation.ts';

startEachTestAsNewBrowser();

// The screen is in the lazily loaded admin bundle: loaded once here, not inside a test's wait.
beforeAll(async () => {
  await import('../admin/routes.tsx');
}, 60_000);

const LINK = '/ResetAccountPassword/demo-org/the-token';

async function fill(password: string, repeat: string) {
  fireEvent.change(await screen.findByLabelText(/^New password/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^Repeat the new password/), { target: { value: repeat } });
  fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
}

describe('the reset-password screen', () => {
  it('the link as mailed, {host}/#/ResetAccountPassword/{username}/{token}, opens it', async () => {
    window.history.replaceState(null, '', `/#${LINK}`);
    Object.assign(globalThis, { jest: { fn: vi.fn } });
    const i18n = createTestI18n('en');
    addAdminTexts(i18n);
    // the app's own hash router; the mock environment stands in for the network (AppProviders takes either)
    const environment = createMockEnvironment();
    render(<App i18n={i18n} environment={environment} router={createAppRouter(environment)} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Set a new password' })).toBeTruthy();
    await act(async () => window.history.replaceState(null, '', '/'));
  });

  it('sends the username and token of the link with the new password, then says processSuccess and links to the right sign-in', async () => {
    const { environment } = renderWithProviders({ path: LINK, language: 'en' });
    await screen.findByText('demo-org');
    expect(isolationOf('demo-org')).toEqual(ISOLATED);
    await fill('new-Passw0rd', ' new-Passw0rd ');
    const operation = await answerOperation(environment, 'ResetAccountPasswordMutation', {
      Mutation: () => ({
        resetAccountPassword: { __typename: 'MutationResetAccountPasswordSuccess', data: { username: 'demo-org', level: 'org' } },
      }),
    });
    expect(operation.request.variables).toEqual({ input: { username: 'demo-org', token: 'the-token', password: 'new-Passw0rd' } });
    expect((await screen.findByRole('status')).textContent).toBe('Your password was changed. Sign in with your new password.');
    expect(screen.getByRole('link', { name: 'Go to organisation sign-in' }).getAttribute('href')).toBe('/login/org');
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
  });

  it.each([
    ['both empty', '', '', 'field required', 'field required'],
    ['too short', 'short', 'short', 'At least 8 characters', 'At least 8 characters'],
    ['different after trimming', 'new-Passw0rd', 'new-Passw0rd!', '', 'The two passwords are not the same'],
    ['blank spaces', '          ', 'new-Passw0rd', 'field required', ''],
  ])('%s: the invalid_data_entry alert, the field says why, nothing is sent', async (_name, password, repeat, first, second) => {
    const { environment } = renderWithProviders({ path: LINK, language: 'en' });
    await fill(password, repeat);
    expect((await screen.findByRole('alert')).textContent).toBe('Please check your data entry!');
    expect(descriptionOf(screen.getByLabelText(/^New password/))).toBe(first);
    expect(descriptionOf(screen.getByLabelText(/^Repeat the new password/))).toBe(second);
    expect(sentOperationNames(environment)).toEqual([]);
  });

  it.each([
    ['resetLinkUsed', 'This reset link was already used: sign in with your new password, or ask for a new link'],
    ['resetLinkExpired', 'This reset link has expired: ask your administrator for a new one, or use “Forgot password?” on the sign-in screen'],
    ['resetLinkInvalid', 'This reset link is not valid: check that you copied the whole link, or ask for a new one'],
    ['tooManyRequests', 'Too many attempts. Wait a little and try again.'],
  ])('%s is shown with what to do', async (code, text) => {
    const { environment } = renderWithProviders({ path: LINK, language: 'en' });
    await fill('new-Passw0rd', 'new-Passw0rd');
    await answerOperation(environment, 'ResetAccountPasswordMutation', {
      Mutation: () => ({
        resetAccountPassword: { __typename: 'AppError', code, message: code, field: 'token' },
      }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  it('a network failure is shown, not swallowed', async () => {
    const { environment } = renderWithProviders({ path: LINK, language: 'en' });
    await fill('new-Passw0rd', 'new-Passw0rd');
    await waitFor(() => expect(sentOperationNames(environment)).toEqual(['ResetAccountPasswordMutation']));
    act(() => environment.mock.rejectMostRecentOperation(new Error('offline')));
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred, please try again later.');
  });

  it('shows and hides each password; Arabic texts by default', async () => {
    renderWithProviders({ path: LINK, language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'تعيين كلمة مرور جديدة' })).toBeTruthy();
    const fields = [screen.getByLabelText(/^كلمة المرور الجديدة/), screen.getByLabelText(/^أعد كتابة كلمة المرور الجديدة/)];
    const toggles = screen.getAllByRole('button', { pressed: false });
    expect(toggles).toHaveLength(2);
    fireEvent.click(toggles[1]);
    expect(fields.map((field) => field.getAttribute('type'))).toEqual(['password', 'text']);
    fireEvent.click(toggles[0]);
    expect(fields.map((field) => field.getAttribute('type'))).toEqual(['text', 'text']);
  });
});
