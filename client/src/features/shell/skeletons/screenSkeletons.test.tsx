// @vitest-environment jsdom
// While a main screen's query loads (3–4 s on a slow line), it shows
// placeholders in the shape of its content, busy for assistive technology
// with a "Loading…" status, instead of a lone centred spinner (issue 30).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../i18n/languages.ts';
import { renderWithProviders, sentOperationNames, startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';

startEachTestAsNewBrowser();

interface Case {
  screen: string;
  path: string;
  storage: Record<string, string>;
  query: string;
  /** at least this many placeholder shapes */
  shapes: number;
  loading?: Record<Language, string>;
}

const learner = { learnerToken: 'learner-token' };
const admin = (level: 'account' | 'org' | 'admin') => ({ adminToken: 'admin-token', adminLevel: level });

const cases: Case[] = [
  { screen: 'learner home', path: '/home', storage: learner, query: 'LearnerHomeScreenQuery', shapes: 10 },
  { screen: 'program', path: '/UserHomeProgramTree?domainId=d1&programId=p1', storage: learner, query: 'ProgramPageQuery', shapes: 10 },
  { screen: 'account home', path: '/AccountHome', storage: admin('account'), query: 'AccountHomeScreenQuery', shapes: 10 },
  {
    screen: 'results',
    path: '/AccountQuizResults/q1',
    storage: admin('account'),
    query: 'QuizResultsScreenQuery',
    shapes: 10,
    loading: { en: 'Loading the results', ar: 'جارٍ تحميل النتائج' },
  },
  { screen: 'users page', path: '/AccountUsersManagement', storage: admin('account'), query: 'UsersManagementScreenQuery', shapes: 10 },
  { screen: 'admin home', path: '/AdminHome', storage: admin('admin'), query: 'AdminHomeScreenQuery', shapes: 10 },
  { screen: "organisation holder's home", path: '/OrgHome', storage: admin('org'), query: 'OrgHomeScreenQuery', shapes: 10 },
];

const LOADING: Record<Language, string> = { en: 'Loading…', ar: 'جارٍ التحميل…' };

describe.each(['en', 'ar'] as const)('main screens while their query loads (%s)', (language) => {
  it.each(cases)('$screen: placeholders in its shape, busy, with a Loading… status and no lone spinner', async (item) => {
    Object.assign(window.localStorage, item.storage);
    const { environment } = renderWithProviders({ path: item.path, language });
    // the screen's code loads first (the route's own fallback), then its query is sent
    const status = await screen.findByRole('status', { name: item.loading?.[language] ?? LOADING[language] }, { timeout: 30_000 });
    expect(status.textContent).toBe(item.loading?.[language] ?? LOADING[language]);
    expect(sentOperationNames(environment)).toContain(item.query);
    const region = status.closest('[aria-busy="true"]') as HTMLElement;
    expect(region).not.toBeNull();
    expect(region.querySelectorAll('.MuiSkeleton-root').length).toBeGreaterThanOrEqual(item.shapes);
    // the shapes are hidden from assistive technology: only the status speaks
    expect(region.querySelector('[aria-hidden="true"] .MuiSkeleton-root')).not.toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
