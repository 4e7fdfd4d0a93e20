// Invariants of the item analysis over generated score matrices: figures stay
// in their ranges, never NaN, and the order of the learners changes nothing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itemAnalysis, type ScoreMatrix } from './itemAnalysis.ts';
import { resultSummary } from './resultSummary.ts';

// Scores in halves: sums of halves are exact in floating point, so a
// permutation of the learners must give exactly the same figures.
const matrix: fc.Arbitrary<ScoreMatrix> = fc
  .array(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 6 })
  .chain((doubledMaxima) =>
    fc
      .array(fc.tuple(...doubledMaxima.map((doubled) => fc.integer({ min: 0, max: doubled }))), { maxLength: 30 })
      .map((rows) => ({
        questions: doubledMaxima.map((doubled, index) => ({ questionId: `q${index}`, maxScore: doubled / 2 })),
        scores: rows.map((row) => row.map((doubled) => doubled / 2)),
      })),
  );

const isNumberOrNull = (value: number | null) => value === null || Number.isFinite(value);

describe('item analysis', () => {
  it('keeps the facility index within 0..100 and the discrimination index within -100..100', () => {
    fc.assert(
      fc.property(matrix, (scores) => {
        for (const question of itemAnalysis(scores).questions) {
          if (question.facilityIndex !== null) expect(question.facilityIndex).toBeGreaterThanOrEqual(0);
          if (question.facilityIndex !== null) expect(question.facilityIndex).toBeLessThanOrEqual(100);
          if (question.discriminationIndex !== null) expect(Math.abs(question.discriminationIndex)).toBeLessThanOrEqual(100);
          if (question.standardDeviation !== null) expect(question.standardDeviation).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it("keeps Cronbach's alpha at most 1", () => {
    fc.assert(
      fc.property(matrix, (scores) => {
        const { cronbachAlpha } = itemAnalysis(scores);
        if (cronbachAlpha !== null) expect(cronbachAlpha).toBeLessThanOrEqual(1 + 1e-12);
      }),
    );
  });

  it('answers a number or null for every figure, never NaN or Infinity', () => {
    fc.assert(
      fc.property(matrix, (scores) => {
        const analysis = itemAnalysis(scores);
        expect(isNumberOrNull(analysis.cronbachAlpha)).toBe(true);
        for (const question of analysis.questions) {
          for (const value of [question.mean, question.facilityIndex, question.standardDeviation, question.standardDeviationPercent, question.discriminationIndex]) {
            expect(isNumberOrNull(value)).toBe(true);
          }
        }
      }),
    );
  });

  it('gives the same figures whatever the order of the learners', () => {
    fc.assert(
      fc.property(
        matrix.chain((scores) => fc.tuple(fc.constant(scores), fc.shuffledSubarray(scores.scores, { minLength: scores.scores.length }))),
        ([scores, shuffled]) => {
          expect(itemAnalysis({ ...scores, scores: shuffled })).toEqual(itemAnalysis(scores));
        },
      ),
    );
  });
});

describe('result summary', () => {
  const counts = fc.array(fc.record({ result: fc.integer({ min: 0, max: 40 }), count: fc.integer({ min: 0, max: 5 }) }), { maxLength: 12 });

  it('counts every result once in the distribution, and keeps the pass rate within 0..100', () => {
    fc.assert(
      fc.property(counts, fc.integer({ min: 0, max: 40 }), fc.integer({ min: -5, max: 45 }), (results, maxGrade, passGrade) => {
        const summary = resultSummary(results, { maxGrade, passGrade });
        expect(summary.distribution.reduce((sum, bin) => sum + bin.count, 0)).toBe(summary.count);
        if (summary.passRate !== null) expect(summary.passRate).toBeGreaterThanOrEqual(0);
        if (summary.passRate !== null) expect(summary.passRate).toBeLessThanOrEqual(100);
        if (summary.median !== null && summary.mean !== null) {
          const present = results.filter((entry) => entry.count > 0).map((entry) => entry.result);
          for (const value of [summary.median, summary.mean]) {
            expect(value).toBeGreaterThanOrEqual(Math.min(...present));
            expect(value).toBeLessThanOrEqual(Math.max(...present));
          }
        }
      }),
    );
  });

  it('gives the same summary whatever the order of the counts', () => {
    fc.assert(
      fc.property(
        counts.chain((results) => fc.tuple(fc.constant(results), fc.shuffledSubarray(results, { minLength: results.length }))),
        fc.integer({ min: 0, max: 40 }),
        ([results, shuffled], maxGrade) => {
          expect(resultSummary(shuffled, { maxGrade, passGrade: 10 })).toEqual(resultSummary(results, { maxGrade, passGrade: 10 }));
        },
      ),
    );
  });
});
