// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockEnvironment } from 'relay-test-utils';
import { answerOperation } from '../../../test/mockPayloads.ts';
import { renderWithProviders, sentOperationNames, startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';

startEachTestAsNewBrowser();

const ticket = (id: string, subject: string, status: string, reporter: { anonymous?: boolean; reporterEmail?: string | null } = {}) => ({
  cursor: id,
  node: {
    id: btoa(`Ticket:${id}`),
    subject,
    description: `About ${subject}`,
    type: 'BUG',
    status,
    createdAt: '2026-01-02T10:00:00.000Z',
    anonymous: false,
    reporterEmail: 'reporter@example.com',
    ...reporter,
  },
});
const list = (...edges: ReturnType<typeof ticket>[]) => ({ tickets: { edges, pageInfo: { hasNextPage: false, endCursor: null } } });

async function open(language: 'ar' | 'en' = 'en') {
  Object.assign(window.localStorage, { adminToken: 'admin-token', adminLevel: 'admin' });
  const view = renderWithProviders({ path: '/TicketsManagement', language });
  // the admin bundle loads lazily: the first test of a cold run waits for it
  await waitFor(() => expect(sentOperationNames(view.environment)).toContain('TicketsManagementScreenQuery'), { timeout: 30_000 });
  await answerOperation(view.environment, 'TicketsManagementScreenQuery', { Query: () => ({ viewer: { role: 'PLATFORM_ADMIN', username: 'root' } }) });
  return view;
}

const pending = (environment: MockEnvironment, name: string) => environment.mock.getAllOperations().filter((op) => op.request.node.operation.name === name);

describe('tickets management', () => {
  it('lists tickets with their status chips, opens one, saves a new status and reads the list again', async () => {
    const { environment } = await open();
    await answerOperation(environment, 'TicketsListQuery', { Query: () => list(ticket('cmt1', 'Broken video', 'NEW')) });
    const table = await screen.findByRole('table', { name: 'Tickets' });
    const row = within(table).getByText('cmt1').closest('tr') as HTMLElement;
    expect(within(row).getByText('Bug')).toBeTruthy();
    expect(within(row).getByText('New')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Open ticket Broken video' }));

    const dialog = await screen.findByRole('dialog', { name: /Broken video/ });
    expect((within(dialog).getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement).value).toBe('About Broken video');
    expect(within(dialog).getByRole('textbox', { name: 'ID' }).getAttribute('readonly')).not.toBeNull();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Status/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Accepted' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const saved = await answerOperation(environment, 'UpdateTicketStatusMutation', {
      Mutation: () => ({
        updateTicketStatus: { __typename: 'MutationUpdateTicketStatusSuccess', data: { id: btoa('Ticket:cmt1'), status: 'ACCEPTED' } },
      }),
    });
    expect(saved.request.variables.input).toEqual({ ticketId: btoa('Ticket:cmt1'), status: 'ACCEPTED' });
    expect(await screen.findByText('The ticket was updated.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(row).getByText('Accepted')).toBeTruthy();
    await waitFor(() => expect(pending(environment, 'TicketsListQuery')).toHaveLength(1));
  }, 60_000);

  it('shows an anonymous ticket as such, and one without an e-mail as one that cannot be answered by mail (issue 30)', async () => {
    const { environment } = await open();
    await answerOperation(environment, 'TicketsListQuery', { Query: () => list(
        ticket('cmt7', 'Spec form', 'NEW', { anonymous: true, reporterEmail: null }),
        ticket('cmt8', 'Left an e-mail', 'NEW', { anonymous: true, reporterEmail: 'visitor@example.com' }),
        ticket('cmt9', 'Signed in', 'NEW'),
      ) },
    );
    const table = await screen.findByRole('table', { name: 'Tickets' });
    const row = (id: string) => within(table).getByText(id).closest('tr') as HTMLElement;
    expect(within(row('cmt7')).getByText('Anonymous')).toBeTruthy();
    expect(within(row('cmt7')).getByText('No e-mail')).toBeTruthy();
    expect(within(row('cmt8')).getByText('Anonymous')).toBeTruthy();
    expect(within(row('cmt8')).getByText('visitor@example.com')).toBeTruthy();
    expect(within(row('cmt9')).queryByText('Anonymous')).toBeNull();
    expect(within(row('cmt9')).getByText('reporter@example.com')).toBeTruthy();

    fireEvent.click(within(row('cmt7')).getByRole('button', { name: 'Open ticket Spec form' }));
    const dialog = await screen.findByRole('dialog', { name: /Spec form/ });
    expect((within(dialog).getByRole('textbox', { name: 'Reporter' }) as HTMLInputElement).value).toBe('Anonymous');
    expect(within(dialog).getByText('No contact e-mail: this ticket cannot be answered by mail.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(row('cmt9')).getByRole('button', { name: 'Open ticket Signed in' }));
    const signedIn = await screen.findByRole('dialog', { name: /Signed in/ });
    expect((within(signedIn).getByRole('textbox', { name: 'Reporter' }) as HTMLInputElement).value).toBe('reporter@example.com');
    expect(within(signedIn).queryByText('No contact e-mail: this ticket cannot be answered by mail.')).toBeNull();
  });

  it('keeps the dialog open and says so when the update fails', async () => {
    const { environment } = await open();
    await answerOperation(environment, 'TicketsListQuery', { Query: () => list(ticket('cmt2', 'Slow page', 'NEW')) });
    fireEvent.click(await screen.findByRole('button', { name: 'Open ticket Slow page' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
    await answerOperation(environment, 'UpdateTicketStatusMutation', { Mutation: () => ({ updateTicketStatus: { __typename: 'AppError', code: 'forbidden', field: null } }) });
    expect(await screen.findByText('The ticket could not be updated.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('filters by status, and reads the list again when a new ticket arrives', async () => {
    const { environment } = await open('ar');
    await answerOperation(environment, 'TicketsListQuery', { Query: () => list() });
    expect(await screen.findByText('لا توجد تذاكر.')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /الحالة/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'قيد التنفيذ' }));
    const filtered = await answerOperation(environment, 'TicketsListQuery', { Query: () => list(ticket('cmt3', 'عطل', 'IN_PROGRESS')) });
    expect(filtered.request.variables.status).toBe('IN_PROGRESS');
    expect(await screen.findByText('عطل')).toBeTruthy();

    const [live] = pending(environment, 'TicketsManagementScreenSubscription');
    environment.mock.nextValue(live, { data: { notificationAdded: { id: 'n1', kind: 'ticketNew' } } });
    await waitFor(() => expect(pending(environment, 'TicketsListQuery')).toHaveLength(1));
  });

  it('says that new tickets no longer arrive by themselves when the subscription is refused', async () => {
    const { environment } = await open();
    await answerOperation(environment, 'TicketsListQuery', { Query: () => list() });
    const [live] = await waitFor(() => {
      const found = pending(environment, 'TicketsManagementScreenSubscription');
      expect(found).toHaveLength(1);
      return found;
    });
    environment.mock.reject(live, new Error('forbidden'));
    expect(await screen.findByText('New tickets no longer show by themselves: use Refresh.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Tickets management' })).toBeTruthy();
  });

  it('says errorFetchingTickets when the list cannot be read', async () => {
    const { environment } = await open();
    const [query] = await waitFor(() => {
      const found = pending(environment, 'TicketsListQuery');
      expect(found).toHaveLength(1);
      return found;
    });
    environment.mock.reject(query, new Error('network down'));
    expect(await screen.findByText('The tickets could not be loaded.')).toBeTruthy();
  });
});
