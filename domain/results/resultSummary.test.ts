// The summary of the worked example of docs/decisions/itemAnalysis.md, the
// bins of the score distribution, and the pass mark.
import { describe, expect, it } from 'vitest';
import { gradeSubmission } from '../quiz/score.ts';
import { passes, resultSummary, scoreBins } from './resultSummary.ts';

describe('the worked example: results 5, 4, 2, 2, 2, pass grade 3, max grade 5', () => {
  const summary = resultSummary(
    [
      { result: 5, count: 1 },
      { result: 4, count: 1 },
      { result: 2, count: 3 },
    ],
    { maxGrade: 5, passGrade: 3 },
  );

  it('has count 5, 2 passed, pass rate 40 %', () => {
    expect(summary).toMatchObject({ count: 5, passCount: 2, passRate: 40 });
  });

  it('has mean 3, median 2 and standard deviation √2', () => {
    expect(summary.mean).toBe(3);
    expect(summary.median).toBe(2);
    expect(summary.standardDeviation).toBeCloseTo(1.414214, 6);
  });

  it('has one bin per result up to a max grade of 10', () => {
    expect(summary.distribution).toEqual([
      { from: 0, to: 0, count: 0 },
      { from: 1, to: 1, count: 0 },
      { from: 2, to: 2, count: 3 },
      { from: 3, to: 3, count: 0 },
      { from: 4, to: 4, count: 1 },
      { from: 5, to: 5, count: 1 },
    ]);
  });
});

describe('score distribution bins', () => {
  it.each([
    [100, '0-9 10-19 20-29 30-39 40-49 50-59 60-69 70-79 80-89 90-100'],
    [15, '0-1 2-2 3-4 5-5 6-7 8-8 9-10 11-11 12-13 14-15'],
    [11, '0-1 2-2 3-3 4-4 5-5 6-6 7-7 8-8 9-9 10-11'],
    [0, '0-0'],
  ])('of a max grade of %s are %s', (maxGrade, expected) => {
    expect(
      scoreBins(maxGrade)
        .map((bin) => `${bin.from}-${bin.to}`)
        .join(' '),
    ).toBe(expected);
  });

  it('count a result above the max grade (the max was lowered later) in the last bin', () => {
    expect(resultSummary([{ result: 12, count: 2 }], { maxGrade: 10, passGrade: 5 }).distribution.at(-1)).toEqual({ from: 10, to: 10, count: 2 });
  });
});

describe('the median', () => {
  it('of an even count is the mean of the two middle results', () => {
    expect(resultSummary([{ result: 1, count: 1 }, { result: 4, count: 1 }, { result: 6, count: 2 }], { maxGrade: 10, passGrade: 0 }).median).toBe(5);
  });
});

describe('without results', () => {
  it('has no pass rate, mean, median or spread, and empty bins', () => {
    const summary = resultSummary([], { maxGrade: 3, passGrade: 1 });
    expect(summary).toMatchObject({ count: 0, passCount: 0, passRate: null, mean: null, median: null, standardDeviation: null });
    expect(summary.distribution.map((bin) => bin.count)).toEqual([0, 0, 0, 0]);
  });

  it('one result has no standard deviation', () => {
    expect(resultSummary([{ result: 3, count: 1 }], { maxGrade: 3, passGrade: 1 }).standardDeviation).toBeNull();
  });
});

describe('the pass mark', () => {
  const quiz = (passGrade: number) => ({
    content: { version: 2 as const, sections: [{ id: 's', name: 's', questions: [{ id: 'q', type: 4 as const }] }] },
    settings: { name: 'q', passGrade, externalGrades: true, maxGradeExternal: 10 },
  });
  it.each([
    [5, 5],
    [4, 5],
    [0, 0],
    [0, -3],
    [10, 7],
  ])('decides result %s at pass grade %s as gradeSubmission does', (result, passGrade) => {
    const graded = gradeSubmission(quiz(passGrade), {}, { now: new Date(0), externalGrade: result });
    expect(passes(result, passGrade)).toBe(graded.passed);
  });
});
