import { describe, expect, it } from 'vitest';
import { median, parseSignInOptions } from './profile.ts';

describe('bench:signin options', () => {
  it('defaults to five Arabic runs against 2 s', () => {
    expect(parseSignInOptions([])).toEqual({ runs: 5, language: 'ar', targetMs: 2000, languageCookie: true });
    expect(parseSignInOptions(['--runs', '3', '--lang', 'en', '--target', '1500'])).toEqual({ runs: 3, language: 'en', targetMs: 1500, languageCookie: true });
    expect(parseSignInOptions(['--lang', 'en', '--without-cookie'])).toEqual({ runs: 5, language: 'en', targetMs: 2000, languageCookie: false });
  });

  it('refuses what it cannot use', () => {
    expect(() => parseSignInOptions(['--runs', '0'])).toThrow(/--runs/);
    expect(() => parseSignInOptions(['--lang', 'fr'])).toThrow(/--lang/);
    expect(() => parseSignInOptions(['--target', 'soon'])).toThrow(/--target/);
    expect(() => parseSignInOptions(['--other'])).toThrow();
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });
});
