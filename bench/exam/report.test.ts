import { describe, expect, it } from 'vitest';
import type { SamplesByOperation } from './load.ts';
import { slowMomentLines } from './report.ts';
import type { Sample } from './stats.ts';

const sample = (startedAt: number, durationMs: number): Sample => ({ startedAt, durationMs, ok: true });
const ORIGIN = Date.parse('2026-11-27T14:00:00.000Z');

describe('slowMomentLines', () => {
  it('gives each operation its own threshold and the moments as UTC clock times, longest first', () => {
    const samples: SamplesByOperation = {
      login: [sample(0, 5_000)],
      // 250 ms is not slow for an open (300 ms), 150 ms is for a save (100 ms)
      open: [sample(0, 250)],
      save: [sample(1_000, 150), sample(1_100, 900), sample(60_000, 120)],
      submit: [sample(0, 10)],
    };
    expect(slowMomentLines(samples, ORIGIN)).toEqual([
      'saves over 100 ms: 3 in 2 moments; the longest (UTC):',
      '  14:00:01.000 to 14:00:02.000: 2 slow, longest 900 ms',
      '  14:01:00.000 to 14:01:00.120: 1 slow, longest 120 ms',
    ]);
  });

  it('says nothing when no request was slow', () => {
    expect(slowMomentLines({ login: [], open: [sample(0, 300)], save: [sample(0, 100)], submit: [] }, ORIGIN)).toEqual([]);
  });
});
