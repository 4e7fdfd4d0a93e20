// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerOperation } from '../../../test/mockPayloads.ts';
import { descriptionOf, renderWithProviders, sentOperationNames, startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';

startEachTestAsNewBrowser();

const organization = { id: 'org-1', alias: 'acme', supportLink: null, primaryColor: null, verifiedSignIn: false };

async function openLearnerEntry(path = '/login') {
  const rendered = renderWithProviders({ path, language: 'en' });
  await answerOperation(rendered.environment, 'LearnerEntryScreenQuery', { Query: () => ({ organization }) });
  await screen.findByRole('heading', { level: 1, name: 'Sign in' });
  return rendered;
}

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function enterUnknownEmail() {
  const rendered = await openLearnerEntry();
  type(/^E-mail/, '  New.Learner@Example.COM ');
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  const check = await answerOperation(rendered.environment, 'useLearnerExistsQuery', { Query: () => ({ learnerExists: false }) });
  expect(check.request.variables).toEqual({ email: 'new.learner@example.com' });
  await screen.findByRole('heading', { level: 1, name: 'Register' });
  await screen.findByLabelText(/^Repeat e-mail/); // the form's own chunk
  return rendered;
}

describe('learner entry: sign in', () => {
  it('rejects an invalid e-mail without asking the server', async () => {
    const { environment } = await openLearnerEntry();
    type(/^E-mail/, 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please check your data entry!');
    expect(descriptionOf(screen.getByLabelText(/^E-mail/))).toBe('Please enter a valid e-mail address');
    expect(sentOperationNames(environment)).toEqual([]);
  });

  it('signs a known learner in, remembers the session and goes to /home', async () => {
    const { environment, router } = await openLearnerEntry();
    type(/^E-mail/, 'Sara@Example.com');
    fireEvent.submit(screen.getByLabelText(/^E-mail/).closest('form')!); // Enter in the field
    await answerOperation(environment, 'useLearnerExistsQuery', { Query: () => ({ learnerExists: true }) });
    const signIn = await answerOperation(environment, 'LearnerSignInMutation', {
      Mutation: () => ({
        learnerSignIn: {
          __typename: 'MutationLearnerSignInSuccess',
          data: { token: 'learner-token', learner: { id: 'l1', email: 'sara@example.com', name: 'Sara' } },
        },
      }),
    });
    expect(signIn.request.variables).toEqual({ input: { email: 'sara@example.com' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect({ ...window.localStorage }).toMatchObject({
      learnerToken: 'learner-token',
      userEmail: 'sara@example.com',
      userName: 'Sara',
      org: 'acme',
    });
  });

  it('shows the wait message when the server refuses the e-mail check (tooManyRequests)', async () => {
    const { environment } = await openLearnerEntry();
    type(/^E-mail/, 'sara@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const check = await waitFor(() => {
      const found = environment.mock.getAllOperations().find((op) => op.request.node.operation.name === 'useLearnerExistsQuery');
      if (!found) throw new Error('useLearnerExistsQuery was not sent');
      return found;
    });
    act(() => environment.mock.resolve(check, { data: null, errors: [{ message: 'tooManyRequests', extensions: { code: 'tooManyRequests' } }] } as never));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Wait a little and try again.');
    expect(sentOperationNames(environment)).toEqual([]);
  });

  it('shows the wait message when the sign-in is refused (tooManyRequests)', async () => {
    const { environment } = await openLearnerEntry();
    type(/^E-mail/, 'sara@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await answerOperation(environment, 'useLearnerExistsQuery', { Query: () => ({ learnerExists: true }) });
    await answerOperation(environment, 'LearnerSignInMutation', {
      Mutation: () => ({
        learnerSignIn: { __typename: 'AppError', code: 'tooManyRequests', message: 'tooManyRequests', field: null },
      }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Wait a little and try again.');
  });

  it('goes straight to /home when a session of this organisation is stored', async () => {
    Object.assign(window.localStorage, { learnerToken: 't', userEmail: 'sara@example.com', org: 'acme' });
    const { environment, router } = renderWithProviders({ path: '/login', language: 'en' });
    await answerOperation(environment, 'LearnerEntryScreenQuery', { Query: () => ({ organization }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('prefills the stored e-mail on a shared quiz link', async () => {
    window.localStorage.setItem('userEmail', 'sara@example.com');
    await openLearnerEntry('/home/quiz-42/1/account-7');
    expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('sara@example.com');
  });
});

describe('learner entry: register an unknown e-mail', () => {
  it('switches to register mode with the e-mail, its repetition, name, telegram, date of birth and both policies', async () => {
    await enterUnknownEmail();
    expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('new.learner@example.com');
    for (const label of [/^Repeat e-mail/, /^Name/, /^Telegram/, /^Date of birth/]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByRole('checkbox', { name: 'I accept the privacy policy' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'I accept the terms of service' })).toBeTruthy();
    const policyLink = screen.getByRole('link', { name: 'privacy policy' });
    expect(policyLink.getAttribute('href')).toBe('#/privacy-policy?showAccept=false');
    expect(policyLink.getAttribute('target')).toBe('_blank');
  });

  it('shows every rule broken by an empty form, tied to its field, and sends nothing', async () => {
    const { environment } = await enterUnknownEmail();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please check your data entry!');
    expect(descriptionOf(screen.getByLabelText(/^Repeat e-mail/))).toBe('The e-mail addresses do not match');
    expect(descriptionOf(screen.getByLabelText(/^Name/))).toBe('field required');
    expect(descriptionOf(screen.getByRole('checkbox', { name: /privacy policy/ }))).toBe('must accept privacy policy');
    expect(descriptionOf(screen.getByRole('checkbox', { name: /terms of service/ }))).toBe('must accept terms of service');
    expect(sentOperationNames(environment)).not.toContain('RegisterLearnerMutation');
  });

  it.each([
    ['an invalid e-mail', /^E-mail/, 'not-an-email', 'Please enter a valid e-mail address'],
    ['a date of birth in the future', /^Date of birth/, '2999-01-01', 'invalid date of birth'],
    ['a learner younger than 16', /^Date of birth/, `${new Date().getFullYear() - 10}-01-01`, 'You must be at least 16 years old to register'],
  ])('shows the message for %s', async (_case, label, value, message) => {
    await enterUnknownEmail();
    type(label, value);
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(descriptionOf(screen.getByLabelText(label))).toBe(message));
  });

  function fillValidForm() {
    type(/^Repeat e-mail/, 'NEW.learner@example.com');
    type(/^Name/, 'Sara, Ali');
    fireEvent.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /terms of service/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
  }

  it('shows the server error for an e-mail registered meanwhile', async () => {
    const { environment } = await enterUnknownEmail();
    fillValidForm();
    await answerOperation(environment, 'RegisterLearnerMutation', {
      Mutation: () => ({
        registerLearner: { __typename: 'AppError', code: 'userAlreadyRegistered', message: 'taken', field: 'email' },
      }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('user already registered');
    expect(descriptionOf(screen.getByLabelText(/^E-mail/))).toBe('user already registered');
  });

  it('registers with the cleaned values, remembers the session and goes to /home', async () => {
    const { environment, router } = await enterUnknownEmail();
    fillValidForm();
    const registration = await answerOperation(environment, 'RegisterLearnerMutation', {
      Mutation: () => ({
        registerLearner: {
          __typename: 'MutationRegisterLearnerSuccess',
          data: { token: 'new-token', learner: { id: 'l2', email: 'new.learner@example.com', name: 'Sara Ali' } },
        },
      }),
    });
    expect(registration.request.variables.input).toEqual({
      email: 'new.learner@example.com',
      repeatEmail: 'new.learner@example.com',
      name: 'Sara Ali',
      telegram: null,
      dateOfBirth: null,
      privacyPolicyAccepted: true,
      termsAccepted: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(window.localStorage.getItem('learnerToken')).toBe('new-token');
    expect(window.localStorage.getItem('userName')).toBe('Sara Ali');
  });
});
