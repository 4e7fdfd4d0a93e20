// @vitest-environment jsdom
// The code step of verified sign-in on the learner entry screen and on the
// program page's sign-in dialog: the e-mail asks for a code (not the e-mail
// check), the code signs in, an unknown e-mail registers with the same code,
// the server's refusals show their messages, a new code can be asked for.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerOperation } from '../../test/mockPayloads.ts';
import { descriptionOf, renderWithProviders, sentOperationNames, startEachTestAsNewBrowser } from '../../test/renderWithProviders.tsx';

startEachTestAsNewBrowser();

const organization = { id: 'org-1', alias: 'acme', supportLink: null, primaryColor: null, verifiedSignIn: true };
const signedIn = {
  learnerSignIn: { __typename: 'MutationLearnerSignInSuccess', data: { token: 'learner-token', learner: { id: 'l1', email: 'sara@example.com', name: 'Sara' } } },
};
const refusal = (field: 'learnerSignIn' | 'requestSignInCode', code: string) => ({ [field]: { __typename: 'AppError', code, message: code, field: 'code' } });

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function openEntry(language: 'en' | 'ar' = 'en') {
  const rendered = renderWithProviders({ path: '/login', language });
  await answerOperation(rendered.environment, 'LearnerEntryScreenQuery', { Query: () => ({ organization }) });
  await screen.findByRole('heading', { level: 1 });
  // the code step's form is a chunk of its own (SignInForm.tsx): the heading can show before it
  await screen.findByRole('textbox');
  return rendered;
}

/** Types the e-mail and asks for a code; resolves once the code step shows. */
async function askForCode(environment: Awaited<ReturnType<typeof openEntry>>['environment'], email = ' Sara@Example.com ') {
  type(/^E-mail/, email);
  fireEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
  const request = await answerOperation(environment, 'RequestSignInCodeMutation', { Mutation: () => ({ requestSignInCode: { __typename: 'MutationRequestSignInCodeSuccess', data: { sent: true } } }) });
  await screen.findByRole('heading', { level: 2, name: 'Enter the code from your e-mail' });
  return request;
}

describe('verified sign-in: the code step', () => {
  it('asks for a code in the screen language instead of checking the e-mail, then signs in with the code', async () => {
    const { environment, router } = await openEntry();
    const request = await askForCode(environment);
    expect(request.request.variables).toEqual({ input: { email: 'sara@example.com', locale: 'en' } });
    expect(screen.getByText('We sent a 6-digit code to sara@example.com. It works once, within 10 minutes.')).toBeTruthy();
    type(/^Sign-in code/, ' 012 345 ');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const signIn = await answerOperation(environment, 'LearnerSignInMutation', { Mutation: () => signedIn });
    expect(signIn.request.variables).toEqual({ input: { email: 'sara@example.com', code: '012345' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(window.localStorage.getItem('learnerToken')).toBe('learner-token');
  });

  it('refuses a code that is not six digits without asking the server', async () => {
    const { environment } = await openEntry();
    await askForCode(environment);
    type(/^Sign-in code/, '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(descriptionOf(screen.getByLabelText(/^Sign-in code/))).toBe('The code is 6 digits'));
    expect(sentOperationNames(environment)).toEqual([]);
  });

  it.each([
    ['signInCodeWrong', 'This code is not right: check the latest mail we sent you'],
    ['signInCodeExpired', 'This code has expired: ask for a new one'],
    ['signInCodeUsed', 'This code was already used: ask for a new one'],
    ['signInCodeAttempts', 'Too many wrong tries for this code: ask for a new one'],
  ])('shows the message of %s', async (code, message) => {
    const { environment } = await openEntry();
    await askForCode(environment);
    type(/^Sign-in code/, '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await answerOperation(environment, 'LearnerSignInMutation', { Mutation: () => refusal('learnerSignIn', code) });
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('sends a new code on request and says so', async () => {
    const { environment } = await openEntry();
    await askForCode(environment);
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    const again = await answerOperation(environment, 'RequestSignInCodeMutation', { Mutation: () => ({ requestSignInCode: { __typename: 'MutationRequestSignInCodeSuccess', data: { sent: true } } }) });
    expect(again.request.variables).toEqual({ input: { email: 'sara@example.com', locale: 'en' } });
    expect((await screen.findByRole('status')).textContent).toBe('A new code is on its way: the earlier one no longer works');
  });

  it('shows the wait message when code requests are refused, and stays on the e-mail', async () => {
    const { environment } = await openEntry();
    type(/^E-mail/, 'sara@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    await answerOperation(environment, 'RequestSignInCodeMutation', { Mutation: () => refusal('requestSignInCode', 'tooManyRequests') });
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Wait a little and try again.');
    expect(screen.getByLabelText(/^E-mail/)).toBeTruthy();
  });

  it('goes back to the e-mail with "Use another e-mail"', async () => {
    const { environment } = await openEntry();
    await askForCode(environment);
    fireEvent.click(screen.getByRole('button', { name: 'Use another e-mail' }));
    expect(await screen.findByRole('button', { name: 'Send me a code' })).toBeTruthy();
  });

  it('an unknown e-mail registers with the same code', async () => {
    const { environment } = await openEntry();
    await askForCode(environment, 'new@example.com');
    type(/^Sign-in code/, '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await answerOperation(environment, 'LearnerSignInMutation', { Mutation: () => ({ learnerSignIn: { __typename: 'AppError', code: 'userNotFound', message: 'userNotFound', field: 'email' } }) });
    await screen.findByRole('heading', { level: 1, name: 'Register' });
    await screen.findByLabelText(/^Repeat e-mail/); // the form's own chunk
    type(/^Repeat e-mail/, 'new@example.com');
    type(/^Name/, 'New Learner');
    fireEvent.click(screen.getByRole('checkbox', { name: /privacy policy/i }));
    fireEvent.click(screen.getByRole('checkbox', { name: /terms/i }));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    const register = await answerOperation(environment, 'RegisterLearnerMutation', {
      Mutation: () => ({
        registerLearner: { __typename: 'MutationRegisterLearnerSuccess', data: { token: 't', learner: { id: 'l2', email: 'new@example.com', name: 'New Learner' } } },
      }),
    });
    expect(register.request.variables.input).toMatchObject({ email: 'new@example.com', code: '654321' });
  });

  it('is labelled in Arabic too', async () => {
    const { environment } = await openEntry('ar');
    type(/^البريد الإلكتروني/, 'sara@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'أرسل لي رمزًا' }));
    const request = await answerOperation(environment, 'RequestSignInCodeMutation', { Mutation: () => ({ requestSignInCode: { __typename: 'MutationRequestSignInCodeSuccess', data: { sent: true } } }) });
    expect(request.request.variables.input.locale).toBe('ar');
    expect(await screen.findByRole('heading', { level: 2, name: 'أدخل الرمز الذي وصلك بالبريد' })).toBeTruthy();
    expect(screen.getByLabelText(/^رمز الدخول/).getAttribute('dir')).toBe('ltr');
  });
});
