// @vitest-environment jsdom
// The program page's sign-in dialog asks for the code as the entry screen
// does (the holder's switch is tested with the rest of OrgHome, OrgHomeScreen.test.tsx).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerOperation } from '../../test/mockPayloads.ts';
import { renderWithProviders, startEachTestAsNewBrowser } from '../../test/renderWithProviders.tsx';

startEachTestAsNewBrowser();

describe("the program page's sign-in dialog", () => {
  it('asks for the code after the e-mail and signs in with it', async () => {
    const { environment } = renderWithProviders({ path: '/UserHomeProgramTree?domainId=domain-1&programId=program-1', language: 'en' });
    await answerOperation(environment, 'LearnerSignInDialogQuery', { Query: () => ({ organization: { id: 'org-1', alias: 'acme', primaryColor: null, verifiedSignIn: true } }) });
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
    fireEvent.change(await screen.findByLabelText(/^E-mail/) /* verified sign-in's own chunk */, { target: { value: 'sara@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    await answerOperation(environment, 'RequestSignInCodeMutation', { Mutation: () => ({ requestSignInCode: { __typename: 'MutationRequestSignInCodeSuccess', data: { sent: true } } }) });
    fireEvent.change(await screen.findByLabelText(/^Sign-in code/), { target: { value: '987654' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const signIn = await answerOperation(environment, 'LearnerSignInMutation', {
      Mutation: () => ({
        learnerSignIn: { __typename: 'MutationLearnerSignInSuccess', data: { token: 'new-token', learner: { id: 'l1', email: 'sara@example.com', name: 'Sara' } } },
      }),
    });
    expect(signIn.request.variables).toEqual({ input: { email: 'sara@example.com', code: '987654' } });
    await waitFor(() => expect(window.localStorage.getItem('learnerToken')).toBe('new-token'));
  }, 60_000);
});
