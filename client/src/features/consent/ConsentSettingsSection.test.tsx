// @vitest-environment jsdom
// The settings page's consent section on its own: the server's policy dates,
// this browser's cookie choice, and "manage cookies".
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { query, routeQuery } from '../../relay/routeQuery.tsx';
import { renderWithProviders, startEachTestAsNewBrowser, STORED_CONSENT } from '../../test/renderWithProviders.tsx';
import { ConsentSettingsSection } from './ConsentSettingsSection.tsx';
import type { ConsentSettingsSectionTestQuery } from './__generated__/ConsentSettingsSectionTestQuery.graphql.ts';
import ConsentSettingsSectionTestQueryParameters from './__generated__/ConsentSettingsSectionTestQuery$parameters.ts';

startEachTestAsNewBrowser();

function Section({ queryRef }: { queryRef: PreloadedQuery<ConsentSettingsSectionTestQuery> }) {
  const { viewer } = usePreloadedQuery<ConsentSettingsSectionTestQuery>(
    graphql`
      query ConsentSettingsSectionTestQuery @relay_test_operation @preloadable {
        viewer {
          learner {
            ...ConsentSettingsSection_learner
          }
        }
      }
    `,
    queryRef,
  );
  return viewer.learner && <ConsentSettingsSection learnerRef={viewer.learner} />;
}

const routes = [
  {
    path: '/',
    ...routeQuery(
      (props: { queryRef: PreloadedQuery<ConsentSettingsSectionTestQuery> }) => (
        <Suspense>
          <Section {...props} />
        </Suspense>
      ),
      () => query(ConsentSettingsSectionTestQueryParameters, {}),
    ),
  },
];

/** The section for a learner who accepted the privacy policy and the terms at these times (null: not accepted). */
async function open(language: 'ar' | 'en', privacyAt: string | null, termsAt: string | null) {
  const { environment } = renderWithProviders({ path: '/', routes, language });
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  act(() =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Learner: () => ({ privacyPolicyAccepted: Boolean(privacyAt), privacyPolicyAcceptedAt: privacyAt, termsAccepted: Boolean(termsAt), termsAcceptedAt: termsAt }),
      }),
    ),
  );
  await screen.findByRole('region');
}

describe('consent settings section', () => {
  it('shows the acceptance dates the server recorded, and the stored cookie choice', async () => {
    const privacyAt = '2026-03-04T10:20:00.000Z';
    await open('en', privacyAt, null);
    const expected = new Date(privacyAt).toLocaleString('en', { dateStyle: 'long', timeStyle: 'short' });
    expect(await screen.findByText(`Accepted on ${expected}`)).toBeTruthy();
    expect(screen.getByText('Not accepted')).toBeTruthy();
    const cookies = screen.getByRole('list', { name: 'Cookie preferences' });
    expect(cookies.textContent).toBe('Essential (always on)OnFunctionalOnAnalyticsOff');
    expect(STORED_CONSENT.preferences).toEqual({ essential: true, functional: true, analytics: false });
  });

  it('"manage cookies" forgets the stored choice (the reload then shows the banner)', async () => {
    await open('en', null, null);
    fireEvent.click(screen.getByRole('button', { name: 'Manage cookies' }));
    expect(window.localStorage.getItem('cookieConsent')).toBeNull();
    expect(window.localStorage.getItem('cookieConsentSent')).toBeNull();
    await waitFor(() => expect(screen.getByText('No choice stored in this browser.')).toBeTruthy());
  });

  it('is a labelled section in Arabic too', async () => {
    await open('ar', null, '2026-03-04T10:20:00.000Z');
    expect(screen.getByRole('region', { name: 'الموافقة' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إدارة ملفات تعريف الارتباط' })).toBeTruthy();
  });
});
