// @vitest-environment jsdom
// The reporter's list of tickets follows a status change live (myTicketChanged):
// the row shows the new status without the list being read again or the page reloaded.
// When the live subscription cannot work (socket down, subscription refused) the
// list is read every 30 s while the page is visible (issue 30).
import { act, screen, waitFor, within } from '@testing-library/react';
import type { MockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportSocketOpen } from '../../../relay/socketState.ts';
import { answerOperation } from '../../../test/mockPayloads.ts';
import { renderWithProviders, sentOperationNames, startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';
import { pendingOperations } from '../../../test/subscriptions.ts';
import { TICKETS_POLL_MS } from './useTicketsLive.ts';

startEachTestAsNewBrowser();
afterEach(() => {
  reportSocketOpen('learner', false);
  vi.useRealTimers();
  delete (document as { visibilityState?: unknown }).visibilityState;
});

const liveOf = (environment: MockEnvironment) =>
  environment.mock.getAllOperations().filter((operation) => operation.request.node.operation.name === 'MyTicketsChangedSubscription');

async function openMine(language: 'ar' | 'en') {
  Object.assign(window.localStorage, { learnerToken: 'learner-token' });
  const view = renderWithProviders({ path: '/TicketReport', language });
  await screen.findByRole('heading', { level: 1 }, { timeout: 30_000 });
  await answerOperation(view.environment, 'MyTicketsQuery', {
    Query: () => ({
      myTickets: {
        edges: [
          { node: { id: 't1', subject: 'Broken video', status: 'NEW', createdAt: '2026-01-02T00:00:00.000Z' } },
          { node: { id: 't2', subject: 'Dark mode', status: 'NEW', createdAt: '2026-01-01T00:00:00.000Z' } },
        ],
      },
    }),
  });
  await screen.findByText('Broken video');
  return view;
}

const rowOf = (subject: string) => screen.getByText(subject).closest('li') as HTMLElement;

describe('my tickets follow a status change live', () => {
  it.each([
    ['en', 'New', 'In progress'],
    ['ar', 'جديدة', 'قيد التنفيذ'],
  ] as const)('(%s) the changed ticket’s row shows its new status, the other row stays, the list is not read again', async (language, before, after) => {
    const { environment } = await openMine(language);
    expect(within(rowOf('Broken video')).getByText(before)).toBeTruthy();
    const [live] = await waitFor(() => {
      const found = liveOf(environment);
      expect(found).toHaveLength(1);
      return found;
    });
    const reads = sentOperationNames(environment).filter((name) => name === 'MyTicketsQuery').length;
    environment.mock.nextValue(live, { data: { myTicketChanged: { id: 't1', status: 'IN_PROGRESS' } } });
    await waitFor(() => expect(within(rowOf('Broken video')).getByText(after)).toBeTruthy());
    expect(within(rowOf('Dark mode')).getByText(before)).toBeTruthy();
    expect(sentOperationNames(environment).filter((name) => name === 'MyTicketsQuery')).toHaveLength(reads);
  });
});

const reads = (environment: MockEnvironment) => pendingOperations(environment, 'MyTicketsQuery');
const changed = (status: string) => ({
  myTickets: {
    edges: [
      { node: { id: 't1', subject: 'Broken video', status, createdAt: '2026-01-02T00:00:00.000Z' } },
      { node: { id: 't2', subject: 'Dark mode', status: 'NEW', createdAt: '2026-01-01T00:00:00.000Z' } },
    ],
  },
});
function pageShown(shown: boolean) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (shown ? 'visible' : 'hidden') });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

describe('my tickets are polled while the live subscription cannot work (issue 30)', () => {
  it.each([
    ['en', 'In progress'],
    ['ar', 'قيد التنفيذ'],
  ] as const)('(%s) with the socket refused the list is read every 30 s, and the new status shows', async (language, after) => {
    // the interval starts with the screen: the socket never opened
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { environment } = await openMine(language);
    act(() => vi.advanceTimersByTime(TICKETS_POLL_MS - 1));
    expect(reads(environment)).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(reads(environment)).toHaveLength(1);
    await answerOperation(environment, 'MyTicketsQuery', { Query: () => changed('IN_PROGRESS') });
    await waitFor(() => expect(within(rowOf('Broken video')).getByText(after)).toBeTruthy());
    act(() => vi.advanceTimersByTime(TICKETS_POLL_MS));
    expect(reads(environment)).toHaveLength(1);
  });

  it('does not poll while the socket is open and the subscription live; reads once when it comes back after polling', async () => {
    act(() => reportSocketOpen('learner', true));
    const { environment } = await openMine('en');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    act(() => vi.advanceTimersByTime(3 * TICKETS_POLL_MS));
    expect(reads(environment)).toHaveLength(0);
    // the socket closes: polling; it opens again: one read for what was missed
    act(() => reportSocketOpen('learner', false));
    act(() => vi.advanceTimersByTime(TICKETS_POLL_MS));
    await answerOperation(environment, 'MyTicketsQuery', { Query: () => changed('ACCEPTED') });
    act(() => reportSocketOpen('learner', true));
    expect(reads(environment)).toHaveLength(1);
    await answerOperation(environment, 'MyTicketsQuery', { Query: () => changed('COMPLETED') });
    act(() => vi.advanceTimersByTime(3 * TICKETS_POLL_MS));
    expect(reads(environment)).toHaveLength(0);
    expect(within(rowOf('Broken video')).getByText('Completed')).toBeTruthy();
  });

  it('keeps the list (no error) when the server ends the subscription with an error, and polls it', async () => {
    act(() => reportSocketOpen('learner', true));
    const { environment } = await openMine('en');
    const [live] = await waitFor(() => {
      const found = liveOf(environment);
      expect(found).toHaveLength(1);
      return found;
    });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    act(() => environment.mock.reject(live, new Error('subscription refused')));
    expect(screen.getByText('Broken video')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => vi.advanceTimersByTime(TICKETS_POLL_MS));
    expect(reads(environment)).toHaveLength(1);
    await answerOperation(environment, 'MyTicketsQuery', { Query: () => changed('REJECTED') });
    await waitFor(() => expect(within(rowOf('Broken video')).getByText('Rejected')).toBeTruthy());
  });

  it('does not poll a hidden page, and reads at once when it shows again', async () => {
    const { environment } = await openMine('en');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    pageShown(false);
    act(() => vi.advanceTimersByTime(5 * TICKETS_POLL_MS));
    expect(reads(environment)).toHaveLength(0);
    pageShown(true);
    expect(reads(environment)).toHaveLength(1);
  });
});
