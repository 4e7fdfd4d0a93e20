// @vitest-environment jsdom
// The settings page's consent section on its own: the server's policy dates,
// this browser's cookie choice, and "manage cookies".
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, resolveOperation, startEachTestAsNewBrowser, STORED_CONSENT } from '../../test/renderWithProviders.tsx';
import { ConsentSettingsSection } from './ConsentSettingsSection.tsx';

startEachTestAsNewBrowser();

const routes = [{ path: '/', element: <ConsentSettingsSection /> }];
const learner = (privacyAt: string | null, termsAt: string | null) => ({
  viewer: { learner: { id: 'L1', privacyPolicyAccepted: Boolean(privacyAt), privacyPolicyAcceptedAt: privacyAt, termsAccepted: Boolean(termsAt), termsAcceptedAt: termsAt } },
});

describe('consent settings section', () => {
  it('shows the acceptance dates the server recorded, and the stored cookie choice', async () => {
    const { environment } = renderWithProviders({ path: '/', routes, language: 'en' });
    const privacyAt = '2026-03-04T10:20:00.000Z';
    await resolveOperation(environment, 'ConsentSettingsSectionQuery', learner(privacyAt, null));
    const expected = new Date(privacyAt).toLocaleString('en', { dateStyle: 'long', timeStyle: 'short' });
    expect(await screen.findByText(`Accepted on ${expected}`)).toBeTruthy();
    expect(screen.getByText('Not accepted')).toBeTruthy();
    const cookies = screen.getByRole('list', { name: 'Cookie preferences' });
    expect(cookies.textContent).toBe('Essential (always on)OnFunctionalOnAnalyticsOff');
    expect(STORED_CONSENT.preferences).toEqual({ essential: true, functional: true, analytics: false });
  });

  it('"manage cookies" forgets the stored choice (the reload then shows the banner)', async () => {
    const { environment } = renderWithProviders({ path: '/', routes, language: 'en' });
    await resolveOperation(environment, 'ConsentSettingsSectionQuery', learner(null, null));
    fireEvent.click(screen.getByRole('button', { name: 'Manage cookies' }));
    expect(window.localStorage.getItem('cookieConsent')).toBeNull();
    expect(window.localStorage.getItem('cookieConsentSent')).toBeNull();
    await waitFor(() => expect(screen.getByText('No choice stored in this browser.')).toBeTruthy());
  });

  it('is a labelled section in Arabic too', async () => {
    const { environment } = renderWithProviders({ path: '/', routes, language: 'ar' });
    await resolveOperation(environment, 'ConsentSettingsSectionQuery', learner(null, '2026-03-04T10:20:00.000Z'));
    expect(screen.getByRole('region', { name: 'الموافقة' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إدارة ملفات تعريف الارتباط' })).toBeTruthy();
  });
});
