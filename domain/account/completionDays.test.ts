import { describe, expect, it } from 'vitest';
import { parseCompletionDays } from './completionDays.ts';

describe('completion days are a non-negative integer', () => {
  it.each([
    ['0', 0],
    ['30', 30],
    [' 7 ', 7],
    ['007', 7],
  ])('%j is saved as %j', (text, value) => {
    expect(parseCompletionDays(text)).toEqual({ ok: true, value });
  });

  it.each([[''], ['   ']])('a blank field %j clears the setting', (text) => {
    expect(parseCompletionDays(text)).toEqual({ ok: true, value: null });
  });

  it.each([['-1'], ['1.5'], ['2e3'], ['+3'], ['ten'], ['٣'], ['1 0']])('%j is refused', (text) => {
    expect(parseCompletionDays(text)).toEqual({ ok: false });
  });
});
