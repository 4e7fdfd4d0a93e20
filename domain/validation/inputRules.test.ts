import { describe, expect, it } from 'vitest';
import {
  MAX_LENGTH,
  MIN_LENGTH,
  USERNAME_RULE_MESSAGE_KEY,
  hasMaxLength20,
  hasMinLength8,
  hasNoArabicDiacritics,
  hasOnlyAllowedCharacters,
  isFilled,
  isNonNegativeInteger,
  isPositiveInteger,
  isValidUsername,
} from './inputRules.ts';

describe('isFilled: a required value is not blank after trimming', () => {
  it.each([
    ['سارة', true],
    [' a ', true],
    ['0', true],
    ['', false],
    ['   ', false],
    ['\t\n', false],
    ['\u00A0', false],
    [null, false],
    [undefined, false],
  ])('%j is filled: %s', (value, expected) => {
    expect(isFilled(value)).toBe(expected);
  });
});

describe('length rules: at least 8 and at most 20 characters', () => {
  it('uses the spec limits', () => {
    expect([MIN_LENGTH, MAX_LENGTH]).toEqual([8, 20]);
  });

  it.each([
    ['1234567', false],
    ['12345678', true],
    ['كلمةسرية', true],
    ['كلمةسري', false],
    ['😀😀😀😀😀😀😀', false],
    ['       ', false],
    ['        ', true],
  ])('%j has at least 8 characters: %s', (value, expected) => {
    expect(hasMinLength8(value)).toBe(expected);
  });

  it.each([
    ['', true],
    ['a'.repeat(20), true],
    ['a'.repeat(21), false],
    ['ب'.repeat(20), true],
    ['😀'.repeat(20), true],
    ['😀'.repeat(21), false],
  ])('%j has at most 20 characters: %s', (value, expected) => {
    expect(hasMaxLength20(value)).toBe(expected);
  });
});

describe('hasOnlyAllowedCharacters: Arabic letters, Latin letters, digits and space', () => {
  it.each([
    ['محمد أحمد', true],
    ['Sara Ali 2024', true],
    ['مدرسة ٣ Grade 10', true],
    ['ة ى ئ ؤ ء', true],
    ['', true],
    ['مُحَمَّد', false],
    ['محـــمد', false],
    ['Sara-Ali', false],
    ['sara@example.com', false],
    ['tab\there', false],
    ['Café', false],
    ['پژوهش', false],
    ['سؤال؟', false],
  ])('%j uses only allowed characters: %s', (value, expected) => {
    expect(hasOnlyAllowedCharacters(value)).toBe(expected);
  });
});

describe('hasNoArabicDiacritics: no harakat, tanween, shadda, sukun or superscript alef', () => {
  it.each([
    ['محمد', true],
    ['Plain text', true],
    ['محـــمد', true],
    ['ا\u0653', true],
    ['مُحمد', false],
    ['كتابٌ', false],
    ['محمّد', false],
    ['قلْب', false],
    ['هٰذا', false],
    ['\u064B', false],
    ['\u0652', false],
  ])('%j has no Arabic diacritics: %s', (value, expected) => {
    expect(hasNoArabicDiacritics(value)).toBe(expected);
  });
});

describe('integer rules accept numbers and trimmed strings of ASCII digits', () => {
  it.each([
    [0, true, false],
    [1, true, true],
    [42, true, true],
    [-0, true, false],
    [-1, false, false],
    [1.5, false, false],
    [Number.NaN, false, false],
    [Number.POSITIVE_INFINITY, false, false],
    [Number.MAX_SAFE_INTEGER, true, true],
    [Number.MAX_SAFE_INTEGER + 1, false, false],
    ['0', true, false],
    ['7', true, true],
    ['007', true, true],
    ['1.5', false, false],
    ['-1', false, false],
    ['+3', false, false],
    ['1e3', false, false],
    ['', false, false],
    [' 3 ', false, false],
    ['٣', false, false],
    ['12abc', false, false],
    ['9007199254740993', false, false],
    [null, false, false],
    [undefined, false, false],
  ])('%j is non-negative: %s, positive: %s', (value, nonNegative, positive) => {
    expect(isNonNegativeInteger(value)).toBe(nonNegative);
    expect(isPositiveInteger(value)).toBe(positive);
  });
});

describe('isValidUsername: 8+ characters, starts with a letter, English letters, digits and - _ . @', () => {
  it('names its message key', () => {
    expect(USERNAME_RULE_MESSAGE_KEY).toBe('usernameRule');
  });

  it.each([
    ['teacher1', true],
    ['Sara.Ali_2024', true],
    ['admin@school-one', true],
    ['a-------', true],
    ['teacher', false],
    ['1teacher', false],
    ['_teacher1', false],
    ['@teacher1', false],
    ['teacher 1', false],
    [' teacher1', false],
    ['teacher#1', false],
    ['مدرسالصف', false],
    ['teacheré1', false],
    ['', false],
  ])('%j is a valid username: %s', (value, expected) => {
    expect(isValidUsername(value)).toBe(expected);
  });
});
