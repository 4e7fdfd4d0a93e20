import { describe, expect, it } from 'vitest';
import { discriminationHint, facilityHint } from './itemHints.ts';

describe('the item analysis hints (docs/decisions/itemAnalysis.md, "Reading the figures")', () => {
  it.each([
    [null, null],
    [0, 'hard'],
    [19.9, 'hard'],
    [20, 'fine'],
    [80, 'fine'],
    [80.1, 'easy'],
    [100, 'easy'],
  ])('facility %s reads %s', (facility, key) => {
    expect(facilityHint(facility)?.key ?? null).toBe(key);
  });

  it.each([
    [null, null],
    [-0.1, 'negative'],
    [0, 'weak'],
    [29.9, 'weak'],
    [30, 'good'],
    [100, 'good'],
  ])('discrimination %s reads %s', (discrimination, key) => {
    expect(discriminationHint(discrimination)?.key ?? null).toBe(key);
  });
});
