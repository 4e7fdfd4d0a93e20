import { describe, expect, it } from 'vitest';
import { isEmail, normalizeEmail } from './email.ts';

describe('normalizeEmail', () => {
  it.each([
    ['  Sara@Example.COM ', 'sara@example.com'],
    ['\tali@example.com\n', 'ali@example.com'],
    ['already@normal.org', 'already@normal.org'],
    ['   ', ''],
  ])('trims and lower-cases %j to %j', (raw, expected) => {
    expect(normalizeEmail(raw)).toBe(expected);
  });
});

describe('isEmail at the standard level', () => {
  it.each([
    ['sara@example.com', true],
    ['first.last+tag@mail.example.co', true],
    ['user@مثال.مصر', true],
    ["o'brien@example.ie", true],
    ['a@b..com', true],
    ['', false],
    ['example.com', false],
    ['@example.com', false],
    ['two@@example.com', false],
    ['a@b@example.com', false],
    ['with space@example.com', false],
    ['sara@exa mple.com', false],
    [' sara@example.com', false],
    ['sara@localhost', false],
    ['sara@.com', false],
    ['sara@example.c', false],
    ['sara@example.c0m', false],
    ['sara@example.', false],
    // RFC 5321's 254 characters at most
    [`${'a'.repeat(242)}@example.com`, true],
    [`${'a'.repeat(243)}@example.com`, false],
  ])('%j is an e-mail: %s', (value, expected) => {
    expect(isEmail(value)).toBe(expected);
    expect(isEmail(value, 'standard')).toBe(expected);
  });
});

describe('isEmail at the strict level', () => {
  it.each([
    ['sara@example.com', true],
    ['first.last+tag%x_y-z@mail.example.co', true],
    ['s@sub-domain.example.org', true],
    ['S.Ali@Example.COM', true],
    ["o'brien@example.ie", false],
    ['user@مثال.مصر', false],
    ['سارة@example.com', false],
    ['.sara@example.com', false],
    ['sara.@example.com', false],
    ['sa..ra@example.com', false],
    ['sara@-example.com', false],
    ['sara@example-.com', false],
    ['sara@exa_mple.com', false],
    ['a@b..com', false],
    ['sara@example.c', false],
    ['sara@example', false],
  ])('%j is a strict e-mail: %s', (value, expected) => {
    expect(isEmail(value, 'strict')).toBe(expected);
  });

  it('never accepts what the standard level rejects', () => {
    const rejectedByStandard = ['', 'a b@example.com', 'a@example', 'a@@example.com'];
    for (const value of rejectedByStandard) expect(isEmail(value, 'strict')).toBe(false);
  });
});
