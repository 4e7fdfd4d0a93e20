// The cells of a results file from a page of rows: effective results,
// totals, "passed all", times and headers (docs/decisions/results.md).
import { describe, expect, it } from 'vitest';
import { cellKey, type LearnerRow, type ResultsPage } from './resultsPages.ts';
import { shortTextOf, type ResultsQuiz, type ResultsScope } from './resultsScope.ts';
import { localTimeText, mainHeaders, mainRow, questionCells, questionHeaders } from './resultsTable.ts';

const quiz = (id: string, settings: Partial<ResultsQuiz> & { maxGradeExternal?: number } = {}): ResultsQuiz => ({
  id,
  name: id,
  externalGrades: settings.externalGrades ?? false,
  passGrade: settings.passGrade ?? 5,
  excludeFromTotal: settings.excludeFromTotal ?? false,
  settings: {
    name: id,
    passGrade: settings.passGrade ?? 5,
    externalGrades: settings.externalGrades ?? false,
    maxGradeExternal: settings.maxGradeExternal ?? null,
    excludeFromTotal: settings.excludeFromTotal ?? false,
  },
  questions: settings.questions ?? [],
});

const learner: LearnerRow = { email: 'a@example.com', learnerId: 'L1', name: 'Amal', telegram: null };
const english = { language: 'en' as const, utcOffsetMinutes: 0 };

function page(parts: Partial<ResultsPage> = {}): ResultsPage {
  return { learners: [learner], submissions: new Map(), gradeOffsets: new Map(), externalGrades: new Map(), questionScores: new Map(), ...parts };
}

const submission = (id: string, result: number, maxGrade = 10) => ({ id, result, maxGrade, submittedAt: new Date('2026-11-20T21:30:00Z') });

describe('an externally graded quiz', () => {
  const essay = quiz('essay', { externalGrades: true, maxGradeExternal: 20, passGrade: 10 });
  const scope: ResultsScope = { organizationId: 'o', level: 'quiz', title: 'Essay', quizzes: [essay] };
  const row = (grade: number | undefined, offset: number | undefined) =>
    mainRow(
      scope,
      page({
        externalGrades: new Map(grade === undefined ? [] : [[cellKey('essay', learner.email), grade]]),
        gradeOffsets: new Map(offset === undefined ? [] : [[cellKey('essay', 'L1'), offset]]),
      }),
      learner,
      english,
    ).slice(3);

  it.each([
    ['the uploaded grade, offset 0 shown', 12, undefined, [12, 20, 0, 'Passed', null]],
    ['plus the offset', 8, 3, [11, 20, 3, 'Passed', null]],
    ['at most maxGradeExternal', 18, 5, [20, 20, 5, 'Passed', null]],
    ['at least 0', 3, -5, [0, 20, -5, 'Failed', null]],
    ['blank before a grade is uploaded, even with an offset', undefined, 4, [null, null, null, '', null]],
  ] as const)('%s', (_rule, grade, offset, cells) => {
    expect(row(grade, offset)).toEqual(cells);
  });
});

describe('a quiz the learners take', () => {
  const algebra = quiz('algebra', { passGrade: 5 });
  const scope: ResultsScope = { organizationId: 'o', level: 'quiz', title: 'Algebra', quizzes: [algebra] };

  it('shows the stored (effective) result, its maximum, the offset it includes, pass at the pass grade and the time in the configured zone', () => {
    const cells = mainRow(
      scope,
      page({ submissions: new Map([[cellKey('algebra', 'L1'), submission('s1', 5)]]), gradeOffsets: new Map([[cellKey('algebra', 'L1'), -2]]) }),
      learner,
      { language: 'ar', utcOffsetMinutes: 180 },
    );
    expect(cells).toEqual(['a@example.com', 'Amal', '', 5, 10, -2, 'ناجح', '2026-11-21 00:30']);
  });

  it('a learner without a submission has blank cells', () => {
    expect(mainRow(scope, page(), learner, english).slice(3)).toEqual([null, null, null, '', null]);
  });

  it('headers name the zone of the times', () => {
    expect(mainHeaders(scope, { language: 'en', utcOffsetMinutes: -270 }).at(-1)).toBe('Submitted at (UTC-04:30)');
    expect(mainHeaders(scope, { language: 'ar', utcOffsetMinutes: 180 }).at(-1)).toBe('وقت التسليم (UTC+03:00)');
  });
});

describe('an account or a program: the total and "passed all"', () => {
  const a = quiz('a', { passGrade: 5 });
  const b = quiz('b', { passGrade: 5 });
  const practice = quiz('practice', { passGrade: 5, excludeFromTotal: true });
  const scope: ResultsScope = { organizationId: 'o', level: 'account', title: 'Account', quizzes: [a, b, practice] };
  const tail = (results: Record<string, number>, quizzes = scope) =>
    mainRow(quizzes, page({ submissions: new Map(Object.entries(results).map(([id, result]) => [cellKey(id, 'L1'), submission(`s-${id}`, result)])) }), learner, english).slice(-3);

  it('the total leaves out quizzes excluded from it, and quizzes without a result', () => {
    expect(tail({ a: 7, b: 6, practice: 9 })).toEqual([13, 20, 'Passed']);
    expect(tail({ a: 7, practice: 9 }).slice(0, 2)).toEqual([7, 10]);
  });

  it('passed all needs every counted quiz passed: a missing result or a fail is not passed; an excluded quiz does not count', () => {
    expect(tail({ a: 7, b: 6, practice: 0 })[2]).toBe('Passed');
    expect(tail({ a: 7, b: 4, practice: 9 })[2]).toBe('Failed');
    expect(tail({ a: 7, practice: 9 })[2]).toBe('Failed');
  });

  it('with every quiz excluded from the total there is nothing to pass: blank', () => {
    expect(tail({ practice: 9 }, { ...scope, quizzes: [practice] })).toEqual([0, 0, '']);
  });

  it("headers: each quiz's five columns named after it, then the total's", () => {
    expect(mainHeaders(scope, english)).toEqual([
      'E-mail', 'Name', 'Telegram',
      ...['a', 'b', 'practice'].flatMap((name) => ['Result', 'Max', 'Grade offset', 'Pass/fail', 'Submitted at (UTC+00:00)'].map((label) => `${name} — ${label}`)),
      'Total', 'Total max', 'Passed all',
    ]);
  });
});

describe('scores per question', () => {
  const questions = [
    { id: 'q1', shortText: shortTextOf('<p>What is <b>2 + 2</b>?</p><p>Choose&nbsp;one.</p>') },
    { id: 'q2', shortText: shortTextOf('') },
    { id: 'q3', shortText: shortTextOf(`Explain ${'at length '.repeat(10)}`) },
  ];
  const algebra = quiz('algebra', { questions });

  it('headers: the number and the start of the text without markup', () => {
    expect(questionHeaders(algebra, 'en')).toEqual(['Q1: What is 2 + 2? Choose one.', 'Q2', `Q3: ${'Explain at length at length at length a'.slice(0, 39)}…`]);
    expect(questionHeaders(algebra, 'ar')[0]).toBe('س1: What is 2 + 2? Choose one.');
  });

  it("cells: the stored score of each question, blank where none is stored", () => {
    const scores = page({
      submissions: new Map([[cellKey('algebra', 'L1'), submission('s1', 3)]]),
      questionScores: new Map([['s1', new Map([['q1', 2], ['q3', 0.5]])]]),
    });
    expect(questionCells(algebra, scores, learner)).toEqual([2, null, 0.5]);
    expect(questionCells(algebra, page(), learner)).toEqual([null, null, null]);
  });
});

describe('times', () => {
  it.each([
    [0, '2026-01-31 23:59'],
    [60, '2026-02-01 00:59'],
    [-300, '2026-01-31 18:59'],
  ])('at %i minutes from UTC', (offset, text) => {
    expect(localTimeText(new Date('2026-01-31T23:59:30Z'), offset)).toBe(text);
  });
});
