// @vitest-environment jsdom
// A first visit to the learner sign-in (main.tsx): the screen shows from the
// entry alone, with its own texts and one request for its organisation, signs
// in over plain fetch, and hands the page to the app when it leaves the
// sign-in paths. The server is played at the network boundary (fetch).
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORED_CONSENT } from '../test/renderWithProviders.tsx';
import { prepareFirstScreen } from './beforeApp.ts';
import { PRERENDERED_ATTRIBUTE } from './handover.ts';
import { renderSignInFirst } from './prerender/renderSignInFirst.tsx';
import { showSignInFirst } from './showSignInFirst.tsx';

const organization = { id: 'org-1', alias: 'acme', verifiedSignIn: false, supportLink: null, primaryColor: null };
const SIGNED_IN = {
  learnerSignIn: {
    __typename: 'MutationLearnerSignInSuccess',
    data: { token: 'learner-token', learner: { id: 'l1', email: 'sara@example.com', name: 'Sara' } },
  },
};

let sent: { name: string; variables: unknown }[] = [];
let answers: Record<string, unknown> = {};
let root: Root;
let container: HTMLDivElement;
let stop: () => void = () => {};

beforeEach(() => {
  sent = [];
  answers = { LearnerEntryScreenQuery: { organization } };
  window.localStorage.setItem('cookieConsent', JSON.stringify(STORED_CONSENT));
  window.localStorage.setItem('cookieConsentSent', STORED_CONSENT.timestamp);
  window.scrollTo = () => {};
  window.location.hash = '#/login';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { operationName, variables } = JSON.parse(String(init.body)) as { operationName: string; variables: unknown };
      sent.push({ name: operationName, variables });
      if (!(operationName in answers)) return Response.json({ data: null, errors: [{ message: 'not in this test', extensions: { code: 'unknown' } }] });
      const data = answers[operationName];
      return data instanceof Response ? data : Response.json({ data });
    }),
  );
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  stop();
  act(() => root.unmount());
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.location.hash = '';
});

async function show(language: 'ar' | 'en' = 'en') {
  await act(async () => {
    stop = await showSignInFirst(root, language, {});
  });
}

/** A translation key shown instead of its text (the sign-in texts lack it). */
const RAW_KEY = /\b(app|common|errors|learnerEntry|signInCode|consent|shell|legal|shellPages|language)\.[a-zA-Z]/;

describe('the first visit to the learner sign-in', () => {
  it('shows the screen with its own texts and one request, for its organisation', async () => {
    await show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('#/privacy-policy');
    expect(document.body.textContent).not.toMatch(RAW_KEY);
    expect(sent.map((request) => request.name)).toEqual(['LearnerEntryScreenQuery']);
  });

  it('is in Arabic, right to left, by default', async () => {
    await show('ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });

  it('signs in over fetch, keeps the session, and the app takes over on the learner page', async () => {
    answers.useLearnerExistsQuery = { learnerExists: true };
    answers.LearnerSignInMutation = SIGNED_IN;
    await show();
    fireEvent.change(await screen.findByLabelText(/^E-mail/), { target: { value: 'Sara@Example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(window.location.hash).toBe('#/home'));
    expect(sent.slice(0, 3)).toEqual([
      { name: 'LearnerEntryScreenQuery', variables: {} },
      { name: 'useLearnerExistsQuery', variables: { email: 'sara@example.com' } },
      { name: 'LearnerSignInMutation', variables: { input: { email: 'sara@example.com' } } },
    ]);
    expect({ ...window.localStorage }).toMatchObject({ learnerToken: 'learner-token', userEmail: 'sara@example.com', org: 'acme' });
    // the app's learner home asks for its data, with the new session
    await waitFor(() => expect(sent.map((request) => request.name)).toContain('LearnerHomeScreenQuery'), { timeout: 20_000 });
  });

  it('shows the registration form for an unknown e-mail, every text present', async () => {
    answers.useLearnerExistsQuery = { learnerExists: false };
    await show();
    fireEvent.change(await screen.findByLabelText(/^E-mail/), { target: { value: 'new@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText(/^Repeat e-mail/, undefined, { timeout: 10_000 })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });

  it('shows the server refusal with its message (tooManyRequests)', async () => {
    answers.useLearnerExistsQuery = Response.json({ data: null, errors: [{ message: 'tooManyRequests', extensions: { code: 'tooManyRequests' } }] });
    await show();
    fireEvent.change(await screen.findByLabelText(/^E-mail/), { target: { value: 'sara@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Wait a little and try again.');
  });

  it('a footer link hands the page to the app, which shows it', async () => {
    await show();
    fireEvent.click(await screen.findByRole('link', { name: 'Privacy policy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' }, { timeout: 20_000 })).toBeTruthy();
  });

  it('when the organisation cannot be read, the app starts and asks again itself', async () => {
    answers.LearnerEntryScreenQuery = new Response('bad gateway', { status: 502 });
    await show();
    await waitFor(() => expect(sent.filter((request) => request.name === 'LearnerEntryScreenQuery').length).toBeGreaterThanOrEqual(2), { timeout: 20_000 });
  });
});

describe("index.html's prerendered sign-in form, before the app's form replaces it", () => {
  // the built index.html's <html lang> (index.en.html's is "en")
  beforeEach(() => {
    document.documentElement.lang = 'ar';
  });

  /** The built page: the screen as the build renders it, typed into before any script of the app. */
  function typeIntoPrerendered(email: string, language: 'ar' | 'en' = 'ar'): HTMLInputElement {
    container.innerHTML = renderSignInFirst(language).html;
    const early = container.querySelector<HTMLInputElement>('input[type="email"]');
    if (!early) throw new Error('the prerendered screen has no e-mail field');
    early.value = email;
    early.focus();
    return early;
  }

  it('hands the e-mail typed and the focus over to the form that replaces it, which sends nothing yet', async () => {
    const early = typeIntoPrerendered('sara@example.com');
    await show('ar');
    const field = await screen.findByLabelText(/^البريد الإلكتروني/);
    expect(field).not.toBe(early);
    expect((field as HTMLInputElement).value).toBe('sara@example.com');
    expect(document.activeElement).toBe(field);
    expect(container.querySelector(`[${PRERENDERED_ATTRIBUTE}]`)).toBeNull();
    expect(sent.map((request) => request.name)).toEqual(['LearnerEntryScreenQuery']);
  });

  it('sends a sign-in the learner asked for before the app loaded, once, and the app takes over', async () => {
    answers.useLearnerExistsQuery = { learnerExists: true };
    answers.LearnerSignInMutation = SIGNED_IN;
    prepareFirstScreen(document);
    const early = typeIntoPrerendered('Sara@Example.com');
    fireEvent.submit(early.form as HTMLFormElement);
    await show('ar');
    await waitFor(() => expect(window.location.hash).toBe('#/home'));
    expect(sent.slice(0, 3)).toEqual([
      { name: 'LearnerEntryScreenQuery', variables: {} },
      { name: 'useLearnerExistsQuery', variables: { email: 'sara@example.com' } },
      { name: 'LearnerSignInMutation', variables: { input: { email: 'sara@example.com' } } },
    ]);
    expect(sent.filter((request) => request.name === 'LearnerSignInMutation')).toHaveLength(1);
  });

  it('in English (index.en.html, a visitor who chose English): a sign-in asked for on the page is sent once by the English form', async () => {
    answers.useLearnerExistsQuery = { learnerExists: true };
    answers.LearnerSignInMutation = SIGNED_IN;
    window.localStorage.setItem('language', 'en');
    document.documentElement.lang = 'en';
    prepareFirstScreen(document);
    const early = typeIntoPrerendered('sara@example.com', 'en');
    expect(container.querySelector('label')?.textContent).toMatch(/^E-mail/);
    fireEvent.submit(early.form as HTMLFormElement);
    await show('en');
    await waitFor(() => expect(window.location.hash).toBe('#/home'));
    expect(sent.slice(0, 3).map((request) => request.name)).toEqual(['LearnerEntryScreenQuery', 'useLearnerExistsQuery', 'LearnerSignInMutation']);
    expect(sent.filter((request) => request.name === 'LearnerSignInMutation')).toHaveLength(1);
  });

  it('checks an e-mail asked for before the app loaded like any other: a malformed one is refused in the form, nothing sent', async () => {
    prepareFirstScreen(document);
    const early = typeIntoPrerendered('sara@');
    fireEvent.submit(early.form as HTMLFormElement);
    await show('en');
    expect((await screen.findByLabelText(/^E-mail/)).getAttribute('aria-invalid')).toBe('true');
    expect(sent.map((request) => request.name)).toEqual(['LearnerEntryScreenQuery']);
  });
});
