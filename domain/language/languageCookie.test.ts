// The language cookie: what the server reads from it, and what the client writes.
import { describe, expect, it } from 'vitest';
import { languageCookieAssignment, pageLanguageFromCookies } from './languageCookie.ts';

describe('the page language a request asks for', () => {
  it('is English only when the lang cookie says en', () => {
    expect(pageLanguageFromCookies('lang=en')).toBe('en');
    expect(pageLanguageFromCookies('consent=1;  lang = en ; other=x')).toBe('en');
  });

  it('is Arabic otherwise: no header, no lang cookie, lang=ar, an unknown or empty value, a cookie whose name only ends in lang', () => {
    for (const header of [undefined, '', 'other=en', 'lang=ar', 'lang=fr', 'lang=', 'xlang=en', 'lang', 'lang=EN']) {
      expect(pageLanguageFromCookies(header)).toBe('ar');
    }
  });

  it('follows the first lang cookie when a browser sends two (the more specific path first)', () => {
    expect(pageLanguageFromCookies('lang=ar; lang=en')).toBe('ar');
  });
});

describe("the client's cookie assignment", () => {
  it('keeps a language for a year on the whole site, and removes the cookie for anything else', () => {
    expect(languageCookieAssignment('en')).toBe('lang=en; path=/; max-age=31536000');
    expect(languageCookieAssignment('ar')).toBe('lang=ar; path=/; max-age=31536000');
    expect(languageCookieAssignment(null)).toBe('lang=; path=/; max-age=0');
    expect(languageCookieAssignment('fr;domain=evil')).toBe('lang=; path=/; max-age=0');
  });
});
