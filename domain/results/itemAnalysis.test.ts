// The worked example of docs/decisions/itemAnalysis.md, number by number, and
// the edge cases where a figure has no value (null, never NaN).
import { describe, expect, it } from 'vitest';
import { itemAnalysis, itemAnalysisOfSums, itemSumsOf, type ScoreMatrix } from './itemAnalysis.ts';

/** Learners A to E, questions Q1 (max 1), Q2 and Q3 (max 2). */
const workedExample: ScoreMatrix = {
  questions: [
    { questionId: 'Q1', maxScore: 1 },
    { questionId: 'Q2', maxScore: 2 },
    { questionId: 'Q3', maxScore: 2 },
  ],
  scores: [
    [1, 2, 2],
    [1, 2, 1],
    [1, 1, 0],
    [1, 1, 0],
    [0, 0, 2],
  ],
};

const byId = (matrix: ScoreMatrix) => Object.fromEntries(itemAnalysis(matrix).questions.map((question) => [question.questionId, question]));

describe('the worked example', () => {
  it('has the sums the server aggregates', () => {
    const sums = itemSumsOf(workedExample);
    expect(sums).toMatchObject({ count: 5, totalSum: 15, totalSumSquares: 53 });
    expect(sums.questions).toEqual([
      { questionId: 'Q1', maxScore: 1, sumMaxScore: 5, sum: 4, sumSquares: 4, sumTimesTotal: 13 },
      { questionId: 'Q2', maxScore: 2, sumMaxScore: 10, sum: 6, sumSquares: 10, sumTimesTotal: 22 },
      { questionId: 'Q3', maxScore: 2, sumMaxScore: 10, sum: 5, sumSquares: 9, sumTimesTotal: 18 },
    ]);
  });

  it.each([
    // question, mean, facility, SD, SD % of max, discrimination
    ['Q1', 0.8, 80, 0.447214, 44.7214, 8.5749],
    ['Q2', 1.2, 60, 0.83666, 41.833, 42.8571],
    ['Q3', 1, 50, 1, 50, -20.4124],
  ] as const)('%s: mean %s, facility %s %%, SD %s (%s %%), discrimination %s %%', (id, mean, facility, sd, sdPercent, discrimination) => {
    const question = byId(workedExample)[id];
    expect(question.mean).toBeCloseTo(mean, 10);
    expect(question.facilityIndex).toBeCloseTo(facility, 10);
    expect(question.standardDeviation).toBeCloseTo(sd, 6);
    expect(question.standardDeviationPercent).toBeCloseTo(sdPercent, 4);
    expect(question.discriminationIndex).toBeCloseTo(discrimination, 4);
  });

  it("has Cronbach's alpha 0.075", () => {
    const analysis = itemAnalysis(workedExample);
    expect(analysis.count).toBe(5);
    expect(analysis.cronbachAlpha).toBeCloseTo(0.075, 12);
  });
});

describe('figures without a value are null, not NaN', () => {
  it('no learners: only the questions are listed', () => {
    const analysis = itemAnalysis({ questions: workedExample.questions, scores: [] });
    expect(analysis.count).toBe(0);
    expect(analysis.cronbachAlpha).toBeNull();
    for (const question of analysis.questions) {
      expect(question).toMatchObject({ mean: null, facilityIndex: null, standardDeviation: null, discriminationIndex: null });
    }
  });

  it('one learner: mean and facility, no spread, correlation or alpha', () => {
    const analysis = itemAnalysis({ questions: workedExample.questions, scores: [[1, 1, 2]] });
    expect(analysis.cronbachAlpha).toBeNull();
    expect(analysis.questions[1]).toMatchObject({ mean: 1, facilityIndex: 50, standardDeviation: null, standardDeviationPercent: null, discriminationIndex: null });
  });

  it('a question everyone scored the same has SD 0 and no discrimination index', () => {
    const scores = workedExample.scores.map(([, q2, q3]) => [0.7, q2, q3]);
    const q1 = byId({ ...workedExample, scores }).Q1;
    expect(q1.standardDeviation).toBe(0);
    expect(q1.facilityIndex).toBeCloseTo(70, 10);
    expect(q1.discriminationIndex).toBeNull();
  });

  it('a rest of the quiz everyone scored the same gives no discrimination index', () => {
    const scores = [
      [1, 2],
      [0, 2],
      [1, 2],
    ];
    const analysis = itemAnalysis({ questions: [{ questionId: 'a', maxScore: 1 }, { questionId: 'b', maxScore: 2 }], scores });
    expect(analysis.questions[0].discriminationIndex).toBeNull();
    expect(analysis.questions[1].discriminationIndex).toBeNull();
  });

  it('totals everyone shares give no alpha', () => {
    const scores = [
      [1, 0],
      [0, 1],
      [1, 0],
    ];
    const analysis = itemAnalysis({ questions: [{ questionId: 'a', maxScore: 1 }, { questionId: 'b', maxScore: 1 }], scores });
    expect(analysis.cronbachAlpha).toBeNull();
    // each question against the rest: perfectly opposed
    expect(analysis.questions[0].discriminationIndex).toBeCloseTo(-100, 10);
  });

  it('one question has no rest of the quiz and no alpha', () => {
    const analysis = itemAnalysis({ questions: [{ questionId: 'only', maxScore: 2 }], scores: [[0], [1], [2]] });
    expect(analysis.cronbachAlpha).toBeNull();
    expect(analysis.questions[0]).toMatchObject({ facilityIndex: 50, standardDeviation: 1, discriminationIndex: null });
  });
});

describe('sums from SQL', () => {
  it('give the same figures as the matrix they were aggregated from', () => {
    expect(itemAnalysisOfSums(itemSumsOf(workedExample))).toEqual(itemAnalysis(workedExample));
  });

  it('read a question whose max score changed as the ratio of its sums', () => {
    // two learners scored out of 1, then the question was made worth 2
    const sums = itemSumsOf({ questions: [{ questionId: 'q', maxScore: 1 }], scores: [[1], [0]] });
    const changed = { ...sums, count: 3, questions: [{ ...sums.questions[0], maxScore: 2, sumMaxScore: 4, sum: 3, sumSquares: 5 }] };
    expect(itemAnalysisOfSums(changed).questions[0].facilityIndex).toBeCloseTo(75, 10);
  });
});
