// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resolveOperation, startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';
import { openAccountSettings } from '../accountHomeFixture.ts';
import { isolationOf, ISOLATED } from '../../../test/isolation.ts';

startEachTestAsNewBrowser();

const form = {
  id: 'form1',
  name: 'Registration',
  passGrade: 0,
  version: 2,
  isForm: true,
  sections: [
    {
      id: 's1',
      name: 'About you',
      questions: [
        { id: 'why', type: 1, text: 'Why do you join?', weight: 0 },
        { id: 'track', type: 7, text: 'Your track', choices: ['Morning', 'Evening'], weight: 0 },
      ],
    },
  ],
};

const registration = (email: string, answers: object, tracks: string[] = []) => ({
  node: { email, name: 'Amal', tracks, registeredAt: '2026-11-20T09:30:00.000Z', answers },
});

describe('the registration form results', () => {
  it('list who registered with their tracks, and their answers read through the form', async () => {
    const { environment } = await openAccountSettings({ useRegForm: true, regFormId: 'form1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Registrations' }));
    const query = await resolveOperation(environment, 'RegistrationsDialogQuery', {
      node: {
        __typename: 'Account',
        registrations: { totalCount: 1, edges: [registration('amal@example.com', { why: { textAnswer: 'To learn' }, track: { selectedAnswer: 2 } }, ['evening'])] },
      },
      quizDocument: { __typename: 'QueryQuizDocumentSuccess', data: { document: form } },
    });
    expect(query.request.variables).toMatchObject({ formId: 'form1' });
    const dialog = screen.getByRole('dialog', { name: 'Registrations' });
    expect(await within(dialog).findByText('1 registered')).toBeTruthy();
    // The name and the address are isolated for bidirectional text inside the line.
    expect(within(dialog).getByText('Amal').parentElement?.textContent).toBe('Amal · amal@example.com');
    expect(isolationOf('amal@example.com', dialog)).toEqual(ISOLATED);
    expect(within(dialog).getByText('evening')).toBeTruthy();
    fireEvent.click(within(dialog).getByText('Amal'));
    expect(within(dialog).getByText('Why do you join?')).toBeTruthy();
    expect(within(dialog).getByText('To learn')).toBeTruthy();
    expect(within(dialog).getByText('Evening')).toBeTruthy();
  });

  it('say so when nobody registered', async () => {
    const { environment } = await openAccountSettings({ useRegForm: true, regFormId: 'form1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Registrations' }));
    await resolveOperation(environment, 'RegistrationsDialogQuery', {
      node: { __typename: 'Account', registrations: { totalCount: 0, edges: [] } },
      quizDocument: { __typename: 'QueryQuizDocumentSuccess', data: { document: form } },
    });
    expect(await screen.findByText('Nobody has registered yet.')).toBeTruthy();
  });

  it('are offered only when the account has a registration form', async () => {
    await openAccountSettings({ useRegForm: false, regFormId: null });
    await screen.findByRole('button', { name: 'Open form' });
    expect(screen.queryByRole('button', { name: 'Registrations' })).toBeNull();
  });
});
