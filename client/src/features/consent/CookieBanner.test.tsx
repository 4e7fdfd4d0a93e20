// @vitest-environment jsdom
// The cookie banner on its own: the 1 s delay, the defaults, the three choices
// and the record they store, what rejecting functional storage clears, the
// choice sent to the server for a learner (at once, or at the next sign-in),
// and keyboard use. docs/decisions/consent.md.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeStored } from '../../storage/browserStorage.ts';
import { answerOperation } from '../../test/mockPayloads.ts';
import { renderWithProviders, sentOperationNames, startEachTestAsNewBrowser } from '../../test/renderWithProviders.tsx';
import { CookieBanner } from './CookieBanner.tsx';

startEachTestAsNewBrowser();

beforeEach(() => {
  // this browser has made no choice yet
  window.localStorage.removeItem('cookieConsent');
  window.localStorage.removeItem('cookieConsentSent');
});
afterEach(() => vi.useRealTimers());

const routes = [{ path: '/', element: <><input aria-label="Elsewhere" /><CookieBanner /></> }];
const banner = () => screen.findByRole('region', { name: 'Cookies and storage in this browser' });
const stored = () => JSON.parse(window.localStorage.getItem('cookieConsent') ?? 'null');
const ESSENTIAL_AR = 'أساسية (مفعلة دائمًا)';
const FUNCTIONAL_AR = 'وظيفية';
const ANALYTICS_AR = 'تحليلية';

describe('cookie banner', () => {
  it('shows 1 s after load when no choice is stored, and never when one is', () => {
    vi.useFakeTimers();
    const first = renderWithProviders({ path: '/', routes, language: 'en' });
    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByRole('region')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('region', { name: 'Cookies and storage in this browser' })).toBeTruthy();
    first.unmount();

    window.localStorage.setItem('cookieConsent', JSON.stringify({ timestamp: '2026-01-01T00:00:00.000Z', preferences: { essential: true, functional: false, analytics: false }, version: '1.0' }));
    renderWithProviders({ path: '/', routes, language: 'en' });
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('region')).toBeNull();
  });

  // consent is opt-in (issue 30; GDPR art. 7): nothing but essential is ticked until the visitor chooses
  it.each([
    ['en', 'Essential (always on)', 'Functional', 'Analytics'],
    ['ar', ESSENTIAL_AR, FUNCTIONAL_AR, ANALYTICS_AR],
  ] as const)('starts in %s with essential ticked and disabled, and nothing else ticked', async (language, essentialName, functional, analytics) => {
    renderWithProviders({ path: '/', routes, language });
    await screen.findByRole('region');
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => [box.labels?.[0]?.textContent, box.checked, box.disabled])).toEqual([
      [essentialName, true, true],
      [functional, false, false],
      [analytics, false, false],
    ]);
  });

  it.each([
    ['Accept all', [], { essential: true, functional: true, analytics: true }],
    ['Reject all', [], { essential: true, functional: false, analytics: false }],
    ['Accept selected', [], { essential: true, functional: false, analytics: false }],
    ['Accept selected', ['Analytics'], { essential: true, functional: false, analytics: true }],
    ['Accept selected', ['Functional'], { essential: true, functional: true, analytics: false }],
    ['Accept selected', ['Functional', 'Analytics'], { essential: true, functional: true, analytics: true }],
  ])('%s (after ticking %j) stores {timestamp, preferences, version 1.0} under cookieConsent and closes', async (button, toggles, preferences) => {
    renderWithProviders({ path: '/', routes, language: 'en' });
    await banner();
    for (const name of toggles) fireEvent.click(screen.getByRole('checkbox', { name }));
    const before = Date.now();
    fireEvent.click(screen.getByRole('button', { name: button }));
    const record = stored();
    expect(record).toEqual({ timestamp: expect.any(String), preferences, version: '1.0' });
    expect(Date.parse(record.timestamp)).toBeGreaterThanOrEqual(before - 1000);
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
  });

  it.each(['Reject all', 'Accept selected'])('%s without functional clears non-essential storage and keeps the essential keys', async (button) => {
    const essential = { userEmail: 'a@b.example', userName: 'A', org: 'dev', learnerToken: 't', adminToken: 'u', adminLevel: 'org' };
    for (const [key, value] of Object.entries(essential)) window.localStorage.setItem(key, value);
    window.localStorage.setItem('language', 'en');
    window.localStorage.setItem('videoProgress', '{"i":3}');
    window.localStorage.setItem('quizDraft:dev:q1', '{}');
    renderWithProviders({ path: '/', routes, language: 'en' });
    await banner();
    // Accept selected as the banner starts: functional is not ticked
    fireEvent.click(screen.getByRole('button', { name: button }));
    for (const [key, value] of Object.entries(essential)) expect(window.localStorage.getItem(key)).toBe(value);
    expect(window.localStorage.getItem('language')).toBeNull();
    expect(window.localStorage.getItem('videoProgress')).toBeNull();
    expect(window.localStorage.getItem('quizDraft:dev:q1')).toBeNull();
    expect(stored().preferences.functional).toBe(false);
  });

  it('keeps functional storage when functional is accepted', async () => {
    window.localStorage.setItem('language', 'en');
    renderWithProviders({ path: '/', routes, language: 'en' });
    await banner();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Functional' }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept selected' }));
    expect(window.localStorage.getItem('language')).toBe('en');
  });

  it("sends a signed-in learner's choice to the server at once, and only once", async () => {
    window.localStorage.setItem('learnerToken', 'learner-token');
    const { environment } = renderWithProviders({ path: '/', routes, language: 'en' });
    await banner();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Analytics' }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept selected' }));
    const operation = await answerOperation(environment, 'UpdateCookieConsentMutation', {
      Mutation: () => ({
        updateCookieConsent: { __typename: 'MutationUpdateCookieConsentSuccess', data: { functional: false, analytics: true, recordedAt: '2026-11-23T20:00:00.000Z' } },
      }),
    });
    expect(operation.request.variables).toEqual({ input: { functional: false, analytics: true, version: '1.0' } });
    await waitFor(() => expect(window.localStorage.getItem('cookieConsentSent')).toBe(stored().timestamp));
    // answered and marked sent: no second request is pending
    expect(sentOperationNames(environment)).not.toContain('UpdateCookieConsentMutation');
  });

  it('sends a choice made while signed out when the learner next signs in', async () => {
    const { environment } = renderWithProviders({ path: '/', routes, language: 'en' });
    await banner();
    fireEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(sentOperationNames(environment)).not.toContain('UpdateCookieConsentMutation');
    act(() => writeStored({ learnerToken: 'learner-token', userEmail: 'a@b.example' }));
    const operation = await answerOperation(environment, 'UpdateCookieConsentMutation', {
      Mutation: () => ({
        updateCookieConsent: { __typename: 'MutationUpdateCookieConsentSuccess', data: { functional: false, analytics: false, recordedAt: '2026-11-23T20:00:00.000Z' } },
      }),
    });
    expect(operation.request.variables).toEqual({ input: { functional: false, analytics: false, version: '1.0' } });
  });

  it('is a labelled region that takes the focus only when nothing has it, and traps nothing', () => {
    // the banner's second is passed on a fake clock: no other file's leftover timer (files of this worker share
    // one document) can move the focus between the blur below and the banner's showing
    vi.useFakeTimers();
    // a page just loaded: nothing has the focus
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    const first = renderWithProviders({ path: '/', routes, language: 'en' });
    act(() => vi.advanceTimersByTime(1000));
    const region = screen.getByRole('region', { name: 'Cookies and storage in this browser' });
    expect(document.activeElement).toBe(region);
    expect(region.getAttribute('aria-modal')).toBeNull();
    first.unmount();

    renderWithProviders({ path: '/', routes, language: 'en' });
    const elsewhere = screen.getByRole('textbox', { name: 'Elsewhere' });
    elsewhere.focus();
    act(() => vi.advanceTimersByTime(1000));
    screen.getByRole('region', { name: 'Cookies and storage in this browser' });
    expect(document.activeElement).toBe(elsewhere); // typing is not interrupted
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(document.activeElement).toBe(elsewhere);
  });

  it('speaks Arabic', async () => {
    renderWithProviders({ path: '/', routes, language: 'ar' });
    expect(await screen.findByRole('region', { name: 'ملفات تعريف الارتباط والتخزين في هذا المتصفح' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'قبول المحدد' })).toBeTruthy();
  });
});
