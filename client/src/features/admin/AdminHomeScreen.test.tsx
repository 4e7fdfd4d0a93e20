// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isolationOf, ISOLATED } from '../../test/isolation.ts';
import { renderWithProviders, resolveOperation, startEachTestAsNewBrowser } from '../../test/renderWithProviders.tsx';

startEachTestAsNewBrowser();

describe('platform admin home', () => {
  it('lists organisations that expand to their accounts', async () => {
    Object.assign(window.localStorage, { adminToken: 'admin-token', adminLevel: 'admin' });
    const { environment } = renderWithProviders({ path: '/AdminHome', language: 'en' });
    await resolveOperation(environment, 'AdminHomeScreenQuery', {
      viewer: { role: 'PLATFORM_ADMIN', username: 'root' },
      organizations: {
        edges: [
          {
            cursor: 'o1',
            node: {
              id: 'o1',
              alias: 'acme',
              name: 'Acme',
              accounts: {
                totalCount: 1,
                edges: [
                  {
                    cursor: 'a1',
                    node: { id: 'a1', alias: 'Science', enableVideo: true, storageBucket: 'acme-files', storageUrl: null },
                  },
                ],
              },
            },
          },
        ],
      },
    });
    expect(await screen.findByText('root')).toBeTruthy();
    const organization = screen.getByRole('button', { name: /acme/ });
    expect(organization.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(organization);
    const account = await screen.findByRole('article', { name: 'Science' });
    for (const text of ['a1', 'Yes', 'acme-files', 'Not set']) {
      expect(within(account).getByText(text)).toBeTruthy();
    }
    // What people named is isolated for bidirectional text.
    expect(isolationOf('acme', organization)).toEqual(ISOLATED);
    expect(isolationOf('Science', account)).toEqual(ISOLATED);
  });
});
