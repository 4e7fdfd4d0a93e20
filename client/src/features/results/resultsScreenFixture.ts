// Test helper: the results screen opened for a signed-in owner, with answers
// to its query shaped as the server gives them (the worked example of
// docs/decisions/itemAnalysis.md unless a test says otherwise).
import type { Language } from '../../i18n/languages.ts';
import { renderWithProviders, resolveOperation } from '../../test/renderWithProviders.tsx';

export interface RowData {
  id: string;
  name: string;
  email: string;
  result: number | null;
  passed: boolean | null;
  submittedAt?: string | null;
  autoSubmitted?: boolean;
  gradeOffset?: number;
}

export function row(data: RowData) {
  return {
    cursor: `cursor-${data.id}`,
    node: { __typename: 'QuizSubmissionRow', maxGrade: 5, submittedAt: '2026-11-20T09:30:00.000Z', autoSubmitted: false, gradeOffset: 0, ...data },
  };
}

export const WORKED_EXAMPLE_ROWS = [
  row({ id: 'a', name: 'Amal', email: 'amal@example.com', result: 5, passed: true }),
  row({ id: 'b', name: 'بدر', email: 'badr@example.com', result: 4, passed: true, gradeOffset: 1 }),
  row({ id: 'c', name: 'Chadi', email: 'chadi@example.com', result: 2, passed: false, autoSubmitted: true }),
  row({ id: 'd', name: '', email: 'd@example.com', result: 2, passed: false }),
  row({ id: 'e', name: 'Elias', email: 'elias@example.com', result: 2, passed: false }),
];

export function connection(edges: ReturnType<typeof row>[], { totalCount = edges.length, hasNextPage = false } = {}) {
  return {
    totalCount,
    edges,
    pageInfo: { endCursor: edges.at(-1)?.cursor ?? null, hasNextPage },
  };
}

const bins = (counts: number[]) => counts.map((count, result) => ({ from: result, to: result, count }));

export function statistics(overrides: Record<string, unknown> = {}) {
  return {
    count: 5,
    awaitingGrade: 0,
    passCount: 2,
    passRate: 40,
    mean: 3,
    median: 2,
    standardDeviation: Math.SQRT2,
    cronbachAlpha: 0.075,
    analysedCount: 5,
    itemAnalysisAvailable: true,
    distribution: bins([0, 0, 3, 0, 1, 1]),
    questions: [
      { questionId: 'Q1', position: 1, label: 'Capital of Egypt?', maxScore: 1, facilityIndex: 80, standardDeviationPercent: 44.7214, discriminationIndex: 8.5749 },
      { questionId: 'Q2', position: 3, label: 'ما لون السماء؟', maxScore: 2, facilityIndex: 60, standardDeviationPercent: 41.833, discriminationIndex: 42.8571 },
      { questionId: 'Q3', position: 4, label: 'Second line', maxScore: 2, facilityIndex: 50, standardDeviationPercent: 50, discriminationIndex: -20.4124 },
    ],
    ...overrides,
  };
}

export const EMPTY_STATISTICS = statistics({
  count: 0,
  passCount: 0,
  passRate: null,
  mean: null,
  median: null,
  standardDeviation: null,
  cronbachAlpha: null,
  analysedCount: 0,
  distribution: bins([0, 0, 0, 0, 0, 0]),
  questions: [],
});

export function report(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'QueryQuizResultsSuccess',
    data: {
      name: 'Final exam',
      isForm: false,
      externalGrades: false,
      maxGrade: 5,
      passGrade: 3,
      statistics: statistics(),
      submissions: connection(WORKED_EXAMPLE_ROWS),
      ...overrides,
    },
  };
}

/** /AccountQuizResults/q1 for a signed-in account owner; the query is left pending. */
export function openResultsScreen(language: Language = 'en') {
  Object.assign(window.localStorage, { adminToken: 'admin-token', adminLevel: 'account' });
  return renderWithProviders({ path: '/AccountQuizResults/q1', language });
}

/** The screen with its query answered. */
export async function openResultsWith(answer: object, language: Language = 'en') {
  const rendered = openResultsScreen(language);
  const query = await resolveOperation(rendered.environment, 'QuizResultsScreenQuery', { quizResults: answer });
  return { ...rendered, query };
}
