import { describe, expect, it } from 'vitest';
import { ACCOUNT_NAME_MAX, cloneLocaleOf, cloneName } from './cloneName.ts';

describe("a cloned account's name (issue 30)", () => {
  it('is the source name marked as a copy, in the language of the holder who clones', () => {
    expect(cloneName('Physics 101', 'en')).toBe('Physics 101 (copy)');
    expect(cloneName('الفيزياء', 'ar')).toBe('الفيزياء (نسخة)');
    expect(cloneName('  Physics  ', 'en')).toBe('Physics (copy)');
  });

  it('a copy of a copy is marked again (the names still differ)', () => {
    expect(cloneName(cloneName('Physics', 'en'), 'en')).toBe('Physics (copy) (copy)');
  });

  it('fits the name limit: a long name is shortened by whole characters (no emoji cut in half) before the mark', () => {
    const named = cloneName('😀'.repeat(ACCOUNT_NAME_MAX), 'en');
    expect(named.length).toBeLessThanOrEqual(ACCOUNT_NAME_MAX);
    expect(named).toBe(`${'😀'.repeat((ACCOUNT_NAME_MAX - ' (copy)'.length - 1) / 2)} (copy)`);
    expect(cloneName('a'.repeat(ACCOUNT_NAME_MAX), 'ar')).toBe(`${'a'.repeat(ACCOUNT_NAME_MAX - ' (نسخة)'.length)} (نسخة)`);
  });

  it('a source without a name gives the mark alone', () => {
    expect(cloneName('', 'ar')).toBe('(نسخة)');
  });

  it('takes ar or en, Arabic when absent, and nothing else', () => {
    expect(cloneLocaleOf('en')).toBe('en');
    expect(cloneLocaleOf('ar')).toBe('ar');
    expect(cloneLocaleOf(undefined)).toBe('ar');
    expect(cloneLocaleOf(null)).toBe('ar');
    for (const bad of ['fr', 'EN', 1, {}, ['en']]) expect(cloneLocaleOf(bad)).toBeNull();
  });
});
