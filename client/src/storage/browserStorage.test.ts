// @vitest-environment jsdom
// The chosen language is mirrored into its cookie (the server sends the page
// in that language, domain/language/languageCookie.ts), and goes with it.
import { afterEach, describe, expect, it } from 'vitest';
import { removeStored, removeStoredExcept, writeStored } from './browserStorage.ts';

afterEach(() => {
  window.localStorage.clear();
  document.cookie = 'lang=; path=/; max-age=0';
});

describe('the language cookie follows the stored language', () => {
  it('is written and changed with the stored value, and left alone by other writes', () => {
    writeStored({ language: 'en' });
    expect(document.cookie).toBe('lang=en');
    writeStored({ userEmail: 'sara@example.com' });
    expect(document.cookie).toBe('lang=en');
    writeStored({ language: 'ar' });
    expect(document.cookie).toBe('lang=ar');
  });

  it('is removed with the stored value', () => {
    writeStored({ language: 'en' });
    removeStored('language');
    expect(document.cookie).toBe('');
    expect(window.localStorage.getItem('language')).toBeNull();
  });

  it('is removed when functional storage is refused (every key but the essential ones), kept when the language is kept', () => {
    writeStored({ language: 'en' });
    removeStoredExcept(['language']);
    expect(document.cookie).toBe('lang=en');
    removeStoredExcept(['userEmail', 'learnerToken']);
    expect(document.cookie).toBe('');
  });
});
