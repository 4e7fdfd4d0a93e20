// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, resolveOperation, startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';

startEachTestAsNewBrowser();

const program = (id: string, name: string, closed = false) => ({
  node: { id, name, closed, primaryColor: '#FF5722FF' },
  cursor: id,
});

function signedInLearner() {
  Object.assign(window.localStorage, { learnerToken: 'token', userEmail: 'sara@example.com', userName: 'Sara', org: 'acme' });
}

async function openHome(openPrograms: unknown[], closedPrograms: unknown[]) {
  signedInLearner();
  const rendered = renderWithProviders({ path: '/home', language: 'en' });
  await resolveOperation(rendered.environment, 'LearnerHomeScreenQuery', {
    organization: { id: 'org-1', primaryColor: null },
    viewer: {
      learner: {
        id: 'l1',
        name: 'Sara',
        openPrograms: { edges: openPrograms },
        closedPrograms: { edges: closedPrograms },
      },
    },
  });
  return rendered;
}

describe('learner home', () => {
  it('welcomes the learner and lists open programs, then closed ones with a lock', async () => {
    await openHome([program('p1', 'Arabic grammar'), program('p2', 'Tajweed')], [program('p3', 'Old course')]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Sara' })).toBeTruthy();
    const open = screen.getByRole('region', { name: 'My programs' });
    expect(within(open).getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Arabic grammar',
      'Tajweed',
    ]);
    expect(within(open).queryByText('Closed Program')).toBeNull();
    const closed = screen.getByRole('region', { name: 'Closed programs' });
    expect(within(within(closed).getByRole('article', { name: 'Old course' })).getByText('Closed Program')).toBeTruthy();
  });

  it('says so when the learner has no programs', async () => {
    await openHome([], []);
    expect(await screen.findByText('No programs are available to you yet.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Closed programs' })).toBeNull();
  });

  it('shows the learner in the toolbar, without a back button, and signs out to /', async () => {
    const { environment, router } = await openHome([], []);
    const toolbar = screen.getByRole('banner');
    expect(within(toolbar).getByText('Welcome, Sara')).toBeTruthy();
    expect(within(toolbar).getByText('sara@example.com')).toBeTruthy();
    expect(within(toolbar).queryByRole('button', { name: 'Back' })).toBeNull();
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Sign out' }));
    await resolveOperation(environment, 'SignOutMutation', { signOut: { signedOut: true } });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/home'));
    expect(window.localStorage.getItem('learnerToken')).toBeNull();
    expect(window.localStorage.getItem('userEmail')).toBeNull();
    expect(window.localStorage.getItem('org')).toBe('acme');
  });

  it('forgets a session the server no longer knows and returns to /login', async () => {
    signedInLearner();
    const { environment, router } = renderWithProviders({ path: '/home', language: 'en' });
    await resolveOperation(environment, 'LearnerHomeScreenQuery', {
      organization: { id: 'org-1', primaryColor: null },
      viewer: { learner: null },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('learnerToken')).toBeNull();
  });
});
