// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { landingRoute } from '../../../routes/learnerRoutes.tsx';
import { answerOperation } from '../../../test/mockPayloads.ts';
import { renderWithProviders, startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';

startEachTestAsNewBrowser();

// Only the route under test: the screens it leads to are other tests' business.
const routes = [
  landingRoute,
  { path: '/login', element: <p>sign-in</p> },
  { path: '/landing-page/:orgAlias', element: <p>landing page</p> },
];

describe('the landing router at /', () => {
  it.each([
    [true, '/landing-page/acme'],
    [false, '/login'],
  ])('with a stored alias, reads that organisation\'s page (isLive %s) and goes to %s', async (isLive, path) => {
    window.localStorage.setItem('org', 'acme');
    const { environment, router } = renderWithProviders({ path: '/', routes, language: 'en' });
    const operation = await answerOperation(environment, 'LiveOrganizationRedirectQuery', { Query: () => ({ landingPage: { alias: 'acme', isLive } }) });
    expect(operation.request.variables).toEqual({ alias: 'acme', byStoredAlias: true });
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
  });

  it('with a stored alias of no organisation, goes to /login', async () => {
    window.localStorage.setItem('org', 'gone');
    const { environment, router } = renderWithProviders({ path: '/', routes, language: 'en' });
    await answerOperation(environment, 'LiveOrganizationRedirectQuery', { Query: () => ({ landingPage: null }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it.each([
    [true, '/landing-page/dev'],
    [false, '/login'],
  ])("without a stored alias, reads the host's organisation (isLive %s) and goes to %s", async (isLive, path) => {
    const { environment, router } = renderWithProviders({ path: '/', routes, language: 'en' });
    const operation = await answerOperation(environment, 'LiveOrganizationRedirectQuery', { Query: () => ({ organization: { id: 'o1', alias: 'dev', isLive } }) });
    expect(operation.request.variables).toEqual({ alias: '', byStoredAlias: false });
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
  });

  it('goes to /login when the organisation cannot be loaded', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught failure
    onTestFinished(() => consoleError.mockRestore());
    window.localStorage.setItem('org', 'acme');
    const { environment, router } = renderWithProviders({ path: '/', routes, language: 'en' });
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    act(() => environment.mock.rejectMostRecentOperation(new Error('offline')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
