// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { act } from 'react';
import { renderWithProviders, resolveOperation, startEachTestAsNewBrowser } from '../test/renderWithProviders.tsx';

startEachTestAsNewBrowser();

describe('guarded routes', () => {
  it('send a visitor without a learner session from /home to /login', async () => {
    const { router } = renderWithProviders({ path: '/home', language: 'en' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it.each([
    ['/AccountHome', null, '/login/account'],
    ['/OrgHome', null, '/login/org'],
    ['/AdminHome', null, '/login/admin'],
    ['/AdminHome', 'account', '/login/admin'],
    ['/AccountHome', 'org', '/login/account'],
  ])('send %s with an admin session of level %s to %s', async (path, level, login) => {
    if (level) Object.assign(window.localStorage, { adminToken: 'token', adminLevel: level });
    const { router } = renderWithProviders({ path, language: 'en' });
    await waitFor(() => expect(router.state.location.pathname).toBe(login));
  });

  it('send / without a stored organisation to /login', async () => {
    const { router } = renderWithProviders({ path: '/', language: 'en' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it.each([true, false])(
    'send / with a stored organisation (isLive %s) to /login while no landing page screen exists',
    async (isLive) => {
      window.localStorage.setItem('org', 'acme');
      const { environment, router } = renderWithProviders({ path: '/', language: 'en' });
      await resolveOperation(environment, 'LiveOrganizationRedirectQuery', {
        organization: { id: 'o1', alias: 'acme', isLive },
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    },
  );

  it('send / to /login when the organisation cannot be loaded', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught failure
    onTestFinished(() => consoleError.mockRestore());
    window.localStorage.setItem('org', 'acme');
    const { environment, router } = renderWithProviders({ path: '/', language: 'en' });
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    act(() => environment.mock.rejectMostRecentOperation(new Error('offline')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('show a not-found screen with a way home for unknown paths', async () => {
    renderWithProviders({ path: '/no/such/page', language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });
});
