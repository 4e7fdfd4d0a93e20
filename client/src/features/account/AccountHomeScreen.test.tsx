// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, resolveOperation, startEachTestAsNewBrowser } from '../../test/renderWithProviders.tsx';

startEachTestAsNewBrowser();

async function openAccountHome(programs: { id: string; name: string; order: number; closed: boolean }[]) {
  Object.assign(window.localStorage, { adminToken: 'admin-token', adminLevel: 'account' });
  const rendered = renderWithProviders({ path: '/AccountHome', language: 'en' });
  const query = await resolveOperation(rendered.environment, 'AccountHomeScreenQuery', {
    viewer: {
      username: 'owner',
      account: {
        id: 'a1',
        alias: 'Science',
        email: 'owner@example.com',
        username: 'owner',
        programs: { totalCount: programs.length, edges: programs.map((node) => ({ cursor: node.id, node })) },
      },
    },
  });
  return { ...rendered, query };
}

describe('account home', () => {
  it("lists the account's programs with their order, a closed chip and the total", async () => {
    await openAccountHome([
      { id: 'p1', name: 'Physics', order: 1, closed: false },
      { id: 'p2', name: 'Chemistry', order: 2, closed: true },
    ]);
    expect(await screen.findByText('owner@example.com')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Programs (2)' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['PhysicsOrder: 1', 'ChemistryOrder: 2Closed']);
  });

  it('says so when there are no programs', async () => {
    await openAccountHome([]);
    expect(await screen.findByText('This account has no programs yet.')).toBeTruthy();
  });

  it('logs out: ends the session, forgets the token and goes to /login/account', async () => {
    const { environment, router } = await openAccountHome([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await resolveOperation(environment, 'SignOutMutation', { signOut: { signedOut: true } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/account'));
    expect(window.localStorage.getItem('adminToken')).toBeNull();
    expect(window.localStorage.getItem('adminLevel')).toBeNull();
  });
});
