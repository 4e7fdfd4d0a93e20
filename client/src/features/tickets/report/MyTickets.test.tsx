// @vitest-environment jsdom
// The reporter's list of tickets follows a status change live (myTicketChanged):
// the row shows the new status without the list being read again or the page reloaded.
import { screen, waitFor, within } from '@testing-library/react';
import type { MockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, resolveOperation, sentOperationNames, startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';

startEachTestAsNewBrowser();

const liveOf = (environment: MockEnvironment) =>
  environment.mock.getAllOperations().filter((operation) => operation.request.node.operation.name === 'MyTicketsChangedSubscription');

async function openMine(language: 'ar' | 'en') {
  Object.assign(window.localStorage, { learnerToken: 'learner-token' });
  const view = renderWithProviders({ path: '/TicketReport', language });
  await screen.findByRole('heading', { level: 1 }, { timeout: 30_000 });
  await resolveOperation(view.environment, 'MyTicketsQuery', {
    myTickets: {
      edges: [
        { cursor: 'c1', node: { id: 't1', subject: 'Broken video', status: 'NEW', createdAt: '2026-01-02T00:00:00.000Z' } },
        { cursor: 'c2', node: { id: 't2', subject: 'Dark mode', status: 'NEW', createdAt: '2026-01-01T00:00:00.000Z' } },
      ],
    },
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
