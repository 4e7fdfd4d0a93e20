// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  descriptionOf,
  renderWithProviders,
  resolveOperation,
  sentOperationNames,
  startEachTestAsNewBrowser,
} from '../../test/renderWithProviders.tsx';

startEachTestAsNewBrowser();

// The sign-in screens are in the lazily loaded admin bundle: loaded once here, not inside the first test's wait
// (on a busy machine its first import took longer than that wait).
beforeAll(async () => {
  await import('./routes.tsx');
}, 60_000);

async function signIn(path: string) {
  const rendered = renderWithProviders({ path, language: 'en' });
  fireEvent.change(await screen.findByLabelText(/^Username/), { target: { value: ' owner ' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret-password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  return rendered;
}

describe('admin sign-in', () => {
  it.each([
    ['/AccountLogin', 'account', 'Account sign-in', '/AccountHome'],
    ['/login/account', 'account', 'Account sign-in', '/AccountHome'],
    ['/OrgLogin', 'org', 'Organisation sign-in', '/OrgHome'],
    ['/login/org', 'org', 'Organisation sign-in', '/OrgHome'],
    ['/login/admin', 'admin', 'Platform admin sign-in', '/AdminHome'],
  ])('%s signs in at level %s, stores the token and opens its home', async (path, level, title, home) => {
    const { environment, router } = await signIn(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    const operation = await resolveOperation(environment, 'AdminSignInMutation', {
      adminSignIn: { __typename: 'MutationAdminSignInSuccess', data: { token: 'admin-token', role: 'ACCOUNT_OWNER' } },
    });
    expect(operation.request.variables).toEqual({ input: { username: 'owner', password: 'secret-password', level } });
    await waitFor(() => expect(router.state.location.pathname).toBe(home));
    expect(window.localStorage.getItem('adminToken')).toBe('admin-token');
    expect(window.localStorage.getItem('adminLevel')).toBe(level);
  });

  it('translates invalid credentials and stores nothing', async () => {
    const { environment, router } = await signIn('/login/account');
    await resolveOperation(environment, 'AdminSignInMutation', {
      adminSignIn: { __typename: 'AppError', code: 'invalidCredentials', message: 'no', field: null },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid username or password');
    expect(window.localStorage.getItem('adminToken')).toBeNull();
    expect(router.state.location.pathname).toBe('/login/account');
  });

  it('translates a refusal after too many attempts (tooManyRequests)', async () => {
    const { environment } = await signIn('/login/account');
    await resolveOperation(environment, 'AdminSignInMutation', {
      adminSignIn: { __typename: 'AppError', code: 'tooManyRequests', message: 'tooManyRequests', field: null },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Wait a little and try again.');
    expect(window.localStorage.getItem('adminToken')).toBeNull();
  });

  it('requires both fields before asking the server', async () => {
    const { environment } = renderWithProviders({ path: '/login/org', language: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(descriptionOf(screen.getByLabelText(/^Username/))).toBe('field required');
    expect(descriptionOf(screen.getByLabelText(/^Password/))).toBe('field required');
    expect(sentOperationNames(environment)).toEqual([]);
  });

  it('shows and hides the password', async () => {
    renderWithProviders({ path: '/login/admin', language: 'en' });
    const password = await screen.findByLabelText(/^Password/);
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });
});
