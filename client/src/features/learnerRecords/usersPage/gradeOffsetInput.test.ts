import { describe, expect, it } from 'vitest';
import { parseGradeOffset } from './gradeOffsetInput.ts';

describe('the grade adjustment field', () => {
  it.each([
    ['0', 0],
    ['3', 3],
    ['-3', -3],
    ['+3', 3],
    [' 12 ', 12],
    ['-0', 0],
    ['007', 7],
    ['2147483647', 2147483647],
    ['-2147483647', -2147483647],
  ])('reads %j as the whole number %d', (text, offset) => {
    expect(Object.is(parseGradeOffset(text), offset)).toBe(true);
  });

  it.each(['', ' ', '-', '1.5', '1e3', 'abc', '3-', '--3', '٣', '2147483648', '-2147483648'])('refuses %j', (text) => {
    expect(parseGradeOffset(text)).toBeNull();
  });
});
