// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, resolveOperation, sentOperationNames, startEachTestAsNewBrowser } from '../../test/renderWithProviders.tsx';

startEachTestAsNewBrowser();

describe('privacy policy and terms pages', () => {
  it.each([
    ['/privacy-policy', 'I accept the privacy policy', 'privacyPolicyAccepted'],
    ['/terms-of-service', 'I accept the terms of service', 'termsAccepted'],
  ])('%s?showAccept=true records the acceptance for the session and goes back', async (path, button, key) => {
    const { router } = renderWithProviders({ path: ['/login', `${path}?showAccept=true`], language: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: button }));
    expect(Date.parse(window.sessionStorage.getItem(key) ?? '')).not.toBeNaN();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('has no accept button when opened from the register form (showAccept=false)', async () => {
    renderWithProviders({ path: '/privacy-policy?showAccept=false', language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Privacy policy' });
    expect(screen.queryByRole('button', { name: 'I accept the privacy policy' })).toBeNull();
  });

  it('goes back one step, or home when opened directly in a new tab', async () => {
    const withHistory = renderWithProviders({ path: ['/login/org', '/terms-of-service'], language: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(withHistory.router.state.location.pathname).toBe('/login/org'));
    // the sign-in screen's bundle loaded before the next render (a load still running when the file ends outlives its environment)
    await screen.findByRole('heading', { level: 1, name: 'Organisation sign-in' }, { timeout: 10_000 });
    withHistory.unmount();

    const direct = renderWithProviders({ path: '/terms-of-service', language: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(direct.router.state.location.pathname).not.toBe('/terms-of-service'));
    expect(['/', '/login']).toContain(direct.router.state.location.pathname);
  });

  it('are linked from the footer of every screen', async () => {
    renderWithProviders({ path: '/login/admin', language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Platform admin sign-in' }, { timeout: 10_000 });
    const footer = await screen.findByRole('contentinfo');
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()}`);
    expect(footer.textContent).toContain('Powered by Learning and Quiz Platform');
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('#/privacy-policy');
    expect(screen.getByRole('link', { name: 'Terms of service' }).getAttribute('href')).toBe('#/terms-of-service');
  });
});

describe('accepting a policy while signed in', () => {
  it.each([
    ['/privacy-policy', 'I accept the privacy policy', 'PRIVACY_POLICY'],
    ['/terms-of-service', 'I accept the terms of service', 'TERMS'],
  ])('%s records the acceptance on the server, then goes back', async (path, button, policy) => {
    window.localStorage.setItem('learnerToken', 'learner-token');
    const { router, environment } = renderWithProviders({ path: ['/login', `${path}?showAccept=true`], language: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: button }));
    const operation = await resolveOperation(environment, 'AcceptPolicyMutation', {
      acceptPolicy: { __typename: 'MutationAcceptPolicySuccess', data: { id: 'L1', privacyPolicyAccepted: true, privacyPolicyAcceptedAt: '2026-11-23T20:00:00.000Z', termsAccepted: true, termsAcceptedAt: null } },
    });
    expect(operation.request.variables).toEqual({ policy });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('stays on the page with an alert when the server refuses', async () => {
    window.localStorage.setItem('learnerToken', 'learner-token');
    const { router, environment } = renderWithProviders({ path: ['/login', '/terms-of-service?showAccept=true'], language: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'I accept the terms of service' }));
    await resolveOperation(environment, 'AcceptPolicyMutation', { acceptPolicy: { __typename: 'AppError', code: 'unauthenticated', field: null } });
    expect((await screen.findByRole('alert')).textContent).toBe('Your acceptance could not be saved. Please try again.');
    expect(router.state.location.pathname).toBe('/terms-of-service');
    expect(window.sessionStorage.getItem('termsAccepted')).toBeNull();
  });

  it('sends nothing for a visitor who is not signed in', async () => {
    const { environment } = renderWithProviders({ path: ['/login', '/privacy-policy?showAccept=true'], language: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'I accept the privacy policy' }));
    await waitFor(() => expect(window.sessionStorage.getItem('privacyPolicyAccepted')).not.toBeNull());
    expect(sentOperationNames(environment)).not.toContain('AcceptPolicyMutation');
  });
});

describe('the privacy policy page', () => {
  it('offers "manage cookies", which forgets the stored cookie choice', async () => {
    renderWithProviders({ path: '/privacy-policy', language: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Manage cookies' }));
    expect(window.localStorage.getItem('cookieConsent')).toBeNull();
  });
});
