// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, startEachTestAsNewBrowser } from '../test/renderWithProviders.tsx';

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

  // / (the landing router): client/src/features/learner/landing/LandingRouter.test.tsx

  it('show a not-found screen with a way home for unknown paths', async () => {
    renderWithProviders({ path: '/no/such/page', language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });
});
