// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isolationOf, ISOLATED } from '../../test/isolation.ts';
import { renderWithProviders, resolveOperation, startEachTestAsNewBrowser } from '../../test/renderWithProviders.tsx';

startEachTestAsNewBrowser();

describe('organisation home', () => {
  it("shows the organisation's data and its accounts, each name and address isolated for bidirectional text", async () => {
    Object.assign(window.localStorage, { adminToken: 'admin-token', adminLevel: 'org' });
    const { environment } = renderWithProviders({ path: '/OrgHome', language: 'en' });
    await resolveOperation(environment, 'OrgHomeScreenQuery', {
      viewer: {
        username: 'holder',
        organization: {
          id: 'o1',
          alias: 'acme',
          name: 'Acme Academy',
          banner: 'https://files.example/banner.png',
          background: null,
          primaryColor: '#FF5722FF',
          supportLink: 'https://t.me/acme',
          isLive: true,
          socialMedia: { facebook: 'https://facebook.com/acme', instagram: null, youtube: null, telegram: null, whatsapp: null },
          accounts: {
            totalCount: 1,
            edges: [
              {
                cursor: 'a1',
                node: { id: 'a1', alias: 'Science', username: 'sci', email: 'sci@example.com', isTimed: true, usersCount: 12 },
              },
            ],
          },
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Organisation home' })).toBeTruthy();
    expect(screen.getByText('holder')).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Organisation details' });
    for (const text of ['acme', 'Acme Academy', 'Live', '#FF5722', 'https://t.me/acme', 'Not set']) {
      expect(within(details).getByText(text)).toBeTruthy();
    }
    expect(within(details).getByRole('img', { name: 'Banner' }).getAttribute('src')).toBe('https://files.example/banner.png');
    expect(within(details).getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe('https://facebook.com/acme');
    const accounts = screen.getByRole('table', { name: 'Accounts (1)' });
    expect(within(accounts).getAllByRole('row')[1].textContent).toBe('Sciencescisci@example.comYes12');
    for (const text of ['Science', 'sci', 'sci@example.com']) expect(isolationOf(text, accounts)).toEqual(ISOLATED);
    for (const text of ['acme', 'Acme Academy']) expect(isolationOf(text, details)).toEqual(ISOLATED);
    expect(isolationOf('holder')).toEqual(ISOLATED);
    // A phone scrolls the table sideways: the keyboard reaches it.
    expect(screen.getByRole('region', { name: 'Accounts table' }).tabIndex).toBe(0);
  });
});
