// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerOperation } from '../../../test/mockPayloads.ts';
import { descriptionOf, renderWithProviders, sentOperationNames, startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';

startEachTestAsNewBrowser();

async function open(language: 'ar' | 'en') {
  const view = renderWithProviders({ path: '/TicketReport', language });
  // the learner bundle loads lazily: a cold run waits for it
  await screen.findByRole('heading', { level: 1 }, { timeout: 30_000 });
  return view;
}

function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: new RegExp(label) }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(name) });

describe('ticket report', () => {
  it('shows the missing subject first, then sends the ticket with the contact e-mail and says so for 3 s', async () => {
    const { environment } = await open('en');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(descriptionOf(field('Subject'))).toBe('Subject is required');
    expect(sentOperationNames(environment)).not.toContain('SubmitTicketMutation');

    fireEvent.change(field('Subject'), { target: { value: 'Broken video' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(descriptionOf(field('Description'))).toBe('Description is required');
    fireEvent.change(field('Description'), { target: { value: 'It stops' } });
    // the type is already Bug (issue 30): nothing to choose
    fireEvent.change(field('Your e-mail'), { target: { value: 'me@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const sent = await answerOperation(environment, 'SubmitTicketMutation', {
      Mutation: () => ({
        submitTicket: { __typename: 'MutationSubmitTicketSuccess', data: { ticketId: 't1' } },
      }),
    });
    expect(sent.request.variables.input).toEqual({ subject: 'Broken video', description: 'It stops', type: 'BUG', email: 'me@example.com', locale: 'en' });
    expect(await screen.findByText('Thank you: your ticket was sent.')).toBeTruthy();
    expect((field('Subject') as HTMLInputElement).value).toBe('');
    // nobody is signed in: no list of one's own tickets
    expect(sentOperationNames(environment)).not.toContain('MyTicketsQuery');
  });

  it.each([
    ['en', 'Type', 'Bug', 'Feature request', 'Subject', 'Description', 'Submit'],
    ['ar', 'النوع', 'خلل', 'طلب ميزة', 'الموضوع', 'الوصف', 'إرسال'],
  ] as const)('(%s) the type starts as a bug, can be changed, and starts as a bug again after sending (issue 30)', async (language, typeLabel, bug, feature, subject, description, submit) => {
    const { environment } = await open(language);
    const type = () => screen.getByRole('combobox', { name: new RegExp(typeLabel) });
    expect(type().textContent).toBe(bug);
    choose(typeLabel, feature);
    expect(type().textContent).toBe(feature);
    fireEvent.change(field(subject), { target: { value: 'x' } });
    fireEvent.change(field(description), { target: { value: 'y' } });
    fireEvent.click(screen.getByRole('button', { name: submit }));
    const sent = await answerOperation(environment, 'SubmitTicketMutation', {
      Mutation: () => ({
        submitTicket: { __typename: 'MutationSubmitTicketSuccess', data: { ticketId: 't3' } },
      }),
    });
    expect(sent.request.variables.input).toMatchObject({ type: 'FEATURE' });
    await waitFor(() => expect(type().textContent).toBe(bug));
  });

  it('sends the ticket of a reporter who leaves no e-mail, having said that nobody can reply then (issue 30)', async () => {
    const { environment } = await open('en');
    expect(descriptionOf(field('Your e-mail'))).toBe("We write to you here when the ticket's status changes; without an e-mail we cannot reply.");
    expect(field('Your e-mail').hasAttribute('required')).toBe(false);
    fireEvent.change(field('Subject'), { target: { value: 'No e-mail' } });
    fireEvent.change(field('Description'), { target: { value: 'Details' } });
    choose('Type', 'Bug');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const sent = await answerOperation(environment, 'SubmitTicketMutation', {
      Mutation: () => ({
        submitTicket: { __typename: 'MutationSubmitTicketSuccess', data: { ticketId: 't2' } },
      }),
    });
    expect(sent.request.variables.input).toEqual({ subject: 'No e-mail', description: 'Details', type: 'BUG', email: null, locale: 'en' });
    expect(await screen.findByText('Thank you: your ticket was sent.')).toBeTruthy();
  });

  it("shows the server's refusal under its field and a general one above the button (in Arabic)", async () => {
    const { environment } = await open('ar');
    fireEvent.change(field('الموضوع'), { target: { value: 'عطل' } });
    fireEvent.change(field('الوصف'), { target: { value: 'وصف' } });
    choose('النوع', 'خلل');
    fireEvent.change(field('بريدك الإلكتروني'), { target: { value: 'me@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'إرسال' }));
    await answerOperation(environment, 'SubmitTicketMutation', { Mutation: () => ({ submitTicket: { __typename: 'AppError', code: 'invalidEmail', field: 'email' } }) });
    await waitFor(() => expect(descriptionOf(field('بريدك الإلكتروني'))).not.toContain('نراسلك'));
    fireEvent.click(screen.getByRole('button', { name: 'إرسال' }));
    const operations = environment.mock.getAllOperations().filter((op) => op.request.node.operation.name === 'SubmitTicketMutation');
    await waitFor(() => expect(operations.length).toBeGreaterThan(0));
    await answerOperation(environment, 'SubmitTicketMutation', { Mutation: () => ({ submitTicket: { __typename: 'AppError', code: 'tooManyRequests', field: null } }) });
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
  });

  it("lists a signed-in learner's own tickets with their status, read again after a new one", async () => {
    Object.assign(window.localStorage, { learnerToken: 'learner-token' });
    const { environment } = await open('en');
    await answerOperation(environment, 'MyTicketsQuery', {
      Query: () => ({
        myTickets: { edges: [{ node: { id: 't0', subject: 'Old problem', status: 'ACCEPTED', createdAt: '2026-01-02T00:00:00.000Z' } }] },
      }),
    });
    expect(await screen.findByText('Old problem')).toBeTruthy();
    expect(screen.getByText('Accepted')).toBeTruthy();
    // signed in: no contact e-mail asked
    expect(screen.queryByRole('textbox', { name: /e-mail/ })).toBeNull();
    fireEvent.change(field('Subject'), { target: { value: 'New problem' } });
    fireEvent.change(field('Description'), { target: { value: 'Details' } });
    choose('Type', 'Feature request');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const sent = await answerOperation(environment, 'SubmitTicketMutation', {
      Mutation: () => ({
        submitTicket: { __typename: 'MutationSubmitTicketSuccess', data: { ticketId: 't1' } },
      }),
    });
    expect(sent.request.variables.input).toMatchObject({ type: 'FEATURE', email: null });
    // the list is read again: the new ticket shows as new
    await answerOperation(environment, 'MyTicketsQuery', {
      Query: () => ({
        myTickets: {
          edges: [
            { node: { id: 't1', subject: 'New problem', status: 'NEW', createdAt: '2026-01-03T00:00:00.000Z' } },
            { node: { id: 't0', subject: 'Old problem', status: 'ACCEPTED', createdAt: '2026-01-02T00:00:00.000Z' } },
          ],
        },
      }),
    });
    const item = (await screen.findByText('New problem')).closest('li') as HTMLElement;
    expect(within(item).getByText('New')).toBeTruthy();
  });
});
