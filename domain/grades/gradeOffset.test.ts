import { describe, expect, it } from 'vitest';
import { gradeOffsetOf, MAX_GRADE_OFFSET } from './gradeOffset.ts';

describe('a grade offset', () => {
  it.each([
    [0, 0],
    [3, 3],
    [-3, -3],
    [-0, 0],
    [MAX_GRADE_OFFSET, 10_000],
    [-MAX_GRADE_OFFSET, -10_000],
    ['5', 5],
    [' -3 ', -3],
    ['-0', 0],
    ['007', 7],
    ['10000', 10_000],
  ])('is read from %j as the whole number %d', (value, offset) => {
    expect(Object.is(gradeOffsetOf(value), offset)).toBe(true);
  });

  it.each([1.5, 10_001, -10_001, Number.NaN, Infinity, '', ' ', '-', '+3', '1.5', '1e3', 'abc', '3-', '--3', '٣', '10001', '1234567890', null, undefined, true, [3], { offset: 3 }])(
    'is refused for %j',
    (value) => {
      expect(gradeOffsetOf(value)).toBeNull();
    },
  );
});
