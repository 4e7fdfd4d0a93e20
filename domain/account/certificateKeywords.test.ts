import { describe, expect, it } from 'vitest';
import { canAddKeyword, keywordMap, withKeyword, withoutKeyword } from './certificateKeywords.ts';

const list = [
  { keyword: '{course}', value: 'Physics' },
  { keyword: '{teacher}', value: 'Huda' },
];

describe('certificate keywords', () => {
  it.each([
    ['{course}', 'Physics', true],
    ['', 'Physics', false],
    ['{course}', '', false],
    ['  ', 'Physics', false],
    ['{course}', '   ', false],
  ])('keyword %j with value %j may be added: %s', (keyword, value, allowed) => {
    expect(canAddKeyword(keyword, value)).toBe(allowed);
  });

  it('adds a new keyword at the end, trimmed', () => {
    expect(withKeyword(list, ' {date} ', ' 2026 ')).toEqual([...list, { keyword: '{date}', value: '2026' }]);
  });

  it('replaces the value of a keyword already in the list, in place', () => {
    expect(withKeyword(list, '{course}', 'Chemistry')).toEqual([{ keyword: '{course}', value: 'Chemistry' }, list[1]]);
  });

  it('leaves the list as it is when a field is blank', () => {
    expect(withKeyword(list, '{date}', ' ')).toEqual(list);
  });

  it('deletes a keyword', () => {
    expect(withoutKeyword(list, '{course}')).toEqual([list[1]]);
  });

  it('saves the list as a keyword → value map', () => {
    expect(keywordMap(list)).toEqual({ '{course}': 'Physics', '{teacher}': 'Huda' });
  });
});
