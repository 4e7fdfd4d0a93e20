// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { isolationOf, ISOLATED } from '../../test/isolation.ts';
import { descriptionOf, startEachTestAsNewBrowser } from '../../test/renderWithProviders.tsx';
import { EMPTY_STATISTICS, connection, openResultsScreen, openResultsWith, report, statistics } from './resultsScreenFixture.ts';

startEachTestAsNewBrowser();

// The screen is in the admin bundle and its charts in a chunk of their own: load both once, before the clock of any test.
beforeAll(async () => {
  await Promise.all([import('../admin/routes.tsx'), import('./charts/ScoreCharts.tsx')]);
}, 60_000);

describe('the results screen while it loads', () => {
  it('shows the shape of the screen, announced as loading', async () => {
    const { environment } = openResultsScreen();
    expect(await screen.findByRole('status', { name: 'Loading the results' })).toBeTruthy();
    await waitFor(() => expect(environment.mock.getAllOperations().map((op) => op.request.variables)).toEqual([{ quizId: btoa('Quiz:q1') }]));
  });
});

describe('a quiz nobody has submitted yet', () => {
  it('says so in English, without cards, charts or tables', async () => {
    await openResultsWith(report({ statistics: EMPTY_STATISTICS, submissions: connection([]) }));
    expect(await screen.findByRole('heading', { name: 'No submissions yet' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Final exam' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Summary' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so in Arabic, right to left', async () => {
    await openResultsWith(report({ statistics: EMPTY_STATISTICS, submissions: connection([]) }), 'ar');
    expect(await screen.findByRole('heading', { name: 'لا توجد إجابات بعد' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByText('نتائج الاختبار')).toBeTruthy();
  });
});

describe('a quiz with results, in English', () => {
  it('sums up the results in four cards', async () => {
    await openResultsWith(report());
    const cards = await screen.findByRole('region', { name: 'Summary' });
    const card = (title: string) => within(cards).getByRole('heading', { name: title }).parentElement?.textContent;
    expect(card('Submissions')).toBe('Submissions5');
    expect(card('Pass rate')).toBe('Pass rate40%Passed: 2 of 5');
    expect(card('Mean result')).toBe('Mean result3Median 2 · standard deviation 1.41');
    expect(card("Cronbach's alpha")).toContain('0.08');
  });

  it('names the quiz as its author wrote it, isolated for bidirectional text', async () => {
    await openResultsWith(report({ name: 'اختبار Final' }));
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(isolationOf('اختبار Final', heading)).toEqual(ISOLATED);
    expect(screen.getByText('Out of 5 · pass grade 3')).toBeTruthy();
  });

  it('gives the charts a title and their numbers as tables', async () => {
    await openResultsWith(report());
    const distribution = await screen.findByRole('table', { name: 'The data of the chart Score distribution' });
    const rows = within(distribution).getAllByRole('row').map((tableRow) => tableRow.textContent);
    expect(rows).toEqual(['ResultLearners', '00', '10', '23', '30', '41', '51']);
    const passFail = screen.getByRole('table', { name: 'The data of the chart Passed and failed' });
    expect(within(passFail).getAllByRole('row').map((tableRow) => tableRow.textContent)).toEqual(['PassedLearners', 'Passed2', 'Failed3']);
    // each chart is a figure named by its heading and described by the sentence under it, with the chart drawn in it
    const figure = screen.getByRole('figure', { name: 'Score distribution' });
    expect(descriptionOf(figure)).toBe('How many learners got each result, from 0 to 5.');
    expect(descriptionOf(screen.getByRole('figure', { name: 'Passed and failed' }))).toBe('Passed: 2, failed: 3.');
    await waitFor(() => expect(figure.querySelector('svg .MuiBarChart-root')).not.toBeNull());
  });

  it('lists the submissions with result, pass mark, time and adjustments', async () => {
    await openResultsWith(report());
    const table = await screen.findByRole('table', { name: 'Submissions' });
    const lines = within(table).getAllByRole('row').slice(1);
    expect(lines).toHaveLength(5);
    expect(within(lines[0]).getByText('Amal')).toBeTruthy();
    expect(lines[0].textContent).toContain('5 of 5');
    expect(within(lines[0]).getByText('Passed')).toBeTruthy();
    expect(lines[1].textContent).toContain('+1');
    expect(within(lines[2]).getByRole('img', { name: 'Submitted by the server at the deadline' })).toBeTruthy();
    expect(within(lines[3]).getByText('—')).toBeTruthy();
    expect(isolationOf('بدر', lines[1])).toEqual(ISOLATED);
    expect(screen.getByText('Shown: 5 of 5')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('analyses each question with a hint for each figure and an explanation', async () => {
    await openResultsWith(report());
    const table = await screen.findByRole('table', { name: 'Item analysis' });
    const [, q1, q2, q3] = within(table).getAllByRole('row');
    // 80 % is still balanced; very easy starts above it
    expect(q1.textContent).toBe('Q1Capital of Egypt?180%balanced44.7%8.6%discriminates weakly');
    expect(q2.textContent).toBe('Q3ما لون السماء؟260%balanced41.8%42.9%discriminates well');
    expect(q3.textContent).toBe('Q4Second line250%balanced50%-20.4%favours weaker learners');
    expect(screen.getByText(/Facility index: the mean score on a question/)).toBeTruthy();
    expect(screen.getByText('Submissions analysed: 5 of 5 (those with a score for every question of the quiz as it is now).')).toBeTruthy();
  });
});

describe('a quiz with results, in Arabic', () => {
  it('reads right to left with Arabic texts and digits', async () => {
    await openResultsWith(report(), 'ar');
    const cards = await screen.findByRole('region', { name: 'الملخص' });
    // figures in the interface's language, as Intl writes them for ar
    const number = new Intl.NumberFormat('ar');
    const percent = new Intl.NumberFormat('ar', { style: 'percent' }).format(0.4);
    expect(within(cards).getByRole('heading', { name: 'نسبة النجاح' }).parentElement?.textContent).toBe(
      `نسبة النجاح${percent}الناجحون: ${number.format(2)} من ${number.format(5)}`,
    );
    const table = screen.getByRole('table', { name: 'تحليل الأسئلة' });
    expect(within(table).getAllByRole('row')[3].textContent).toContain('في صالح الأضعف');
    expect(screen.getByRole('table', { name: 'الإجابات المسلَّمة' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'الترتيب حسب النتيجة' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });
});

describe('an externally graded quiz', () => {
  it('says why there is no item analysis, and lists who awaits a grade', async () => {
    const waiting = { cursor: 'w', node: { __typename: 'QuizSubmissionRow', id: 'w', name: 'Wafa', email: 'wafa@example.com', result: null, maxGrade: 10, passed: null, submittedAt: null, autoSubmitted: false, gradeOffset: 0 } };
    await openResultsWith(
      report({
        externalGrades: true,
        maxGrade: 10,
        statistics: statistics({ count: 4, awaitingGrade: 1, cronbachAlpha: null, itemAnalysisAvailable: false, analysedCount: 0, questions: [] }),
        submissions: connection([waiting]),
      }),
    );
    expect(await screen.findByText(/This quiz is graded externally/)).toBeTruthy();
    expect(screen.getByText('Graded externally')).toBeTruthy();
    expect(screen.getByText('Awaiting a grade: 1')).toBeTruthy();
    expect(screen.getByText('No per-question scores: graded externally.')).toBeTruthy();
    const line = within(screen.getByRole('table', { name: 'Submissions' })).getAllByRole('row')[1];
    expect(line.textContent).toContain('Awaiting a grade');
    expect(line.textContent).toContain('Not submitted here');
  });
});

describe('a quiz the owner may not read', () => {
  it('shows the error with a way back', async () => {
    await openResultsWith({ __typename: 'AppError', code: 'notFound' });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the account' }).getAttribute('href')).toBe('/AccountHome');
  });

  it('an ended session goes to the sign-in', async () => {
    const { router } = await openResultsWith({ __typename: 'AppError', code: 'unauthenticated' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/account'));
    expect(window.localStorage.getItem('adminToken')).toBeNull();
  });
});
