// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, startEachTestAsNewBrowser } from '../../test/renderWithProviders.tsx';

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
    withHistory.unmount();

    const direct = renderWithProviders({ path: '/terms-of-service', language: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(direct.router.state.location.pathname).not.toBe('/terms-of-service'));
    expect(['/', '/login']).toContain(direct.router.state.location.pathname);
  });

  it('are linked from the footer of every screen', async () => {
    renderWithProviders({ path: '/login/admin', language: 'en' });
    const footer = await screen.findByRole('contentinfo');
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()}`);
    expect(footer.textContent).toContain('Powered by Learning and Quiz Platform');
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/privacy-policy');
    expect(screen.getByRole('link', { name: 'Terms of service' }).getAttribute('href')).toBe('/terms-of-service');
  });
});
