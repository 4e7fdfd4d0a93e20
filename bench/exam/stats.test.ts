import { describe, expect, it } from 'vitest';
import { errorCounts, percentile, slowMoments, summarize, type Sample } from './stats.ts';

const oneToHundred = Array.from({ length: 100 }, (_, index) => index + 1);

describe('percentile is the nearest rank: the smallest value with at least p % at or below it', () => {
  it.each([
    { values: oneToHundred, p: 50, expected: 50 },
    { values: oneToHundred, p: 95, expected: 95 },
    { values: oneToHundred, p: 99, expected: 99 },
    { values: oneToHundred, p: 100, expected: 100 },
    { values: [10, 20, 30, 40], p: 50, expected: 20 },
    { values: [10, 20, 30, 40], p: 51, expected: 30 },
    { values: [10, 20, 30, 40], p: 99, expected: 40 },
    { values: [7], p: 1, expected: 7 },
    { values: [7], p: 0, expected: 7 },
    { values: [], p: 50, expected: 0 },
  ])('p$p of $values.length values is $expected', ({ values, p, expected }) => {
    expect(percentile(values, p)).toBe(expected);
  });
});

const sample = (startedAt: number, durationMs: number, error?: string): Sample => ({ startedAt, durationMs, ok: !error, error });

describe('summarize', () => {
  it('counts errors and reads throughput over the span from the first request sent to the last answer', () => {
    // four requests between 0 ms and 2000 ms: 2 per second
    const summary = summarize([sample(0, 100), sample(500, 200), sample(1000, 300, '500 internalError'), sample(1500, 500)]);
    expect(summary).toEqual({ count: 4, errors: 1, rps: 2, p50: 200, p95: 500, p99: 500, max: 500 });
  });

  it('does not depend on the order the answers arrived in', () => {
    const samples = oneToHundred.map((ms, index) => sample(index * 10, ms));
    expect(summarize([...samples].reverse())).toEqual(summarize(samples));
  });

  it('takes more samples than a call may take arguments', () => {
    const many = Array.from({ length: 200_000 }, (_, index) => sample(index, 1));
    expect(summarize(many).count).toBe(200_000);
  });

  it('is all zeros without samples', () => {
    expect(summarize([])).toEqual({ count: 0, errors: 0, rps: 0, p50: 0, p95: 0, p99: 0, max: 0 });
  });
});

describe('errorCounts', () => {
  it('counts each error, most frequent first', () => {
    const samples = [sample(0, 1, 'network ECONNRESET'), sample(0, 1), sample(0, 1, '503 unavailable'), sample(0, 1, '503 unavailable')];
    expect(errorCounts(samples)).toEqual([
      ['503 unavailable', 2],
      ['network ECONNRESET', 1],
    ]);
  });
});

describe('slowMoments', () => {
  it('groups the slow requests that overlap or follow within the gap, and leaves the fast ones out', () => {
    const samples = [sample(0, 10), sample(100, 900), sample(300, 700), sample(1100, 150), sample(5000, 20), sample(6000, 400)];
    expect(slowMoments(samples, 100, 250)).toEqual([
      { startedAt: 100, endedAt: 1250, count: 3, maxMs: 900 },
      { startedAt: 6000, endedAt: 6400, count: 1, maxMs: 400 },
    ]);
  });

  it('starts a new moment past the gap, whatever order the answers arrived in', () => {
    const samples = [sample(2000, 200), sample(0, 200), sample(451, 200)];
    // the one sent at 451 ms is 251 ms after the first was answered
    expect(slowMoments(samples, 100, 250).map((moment) => moment.startedAt)).toEqual([0, 451, 2000]);
    expect(slowMoments(samples, 100, 251).map((moment) => moment.count)).toEqual([2, 1]);
  });

  it('is empty when nothing is over the threshold', () => {
    expect(slowMoments([sample(0, 100), sample(10, 50)], 100)).toEqual([]);
  });
});
