import { describe, expect, it } from 'vitest';
import { answersMatch, datesMatch, matchesAnyAnswer, normalizeAnswer, normalizeDate } from './normalize.ts';

// Each pair is [variant, letter it is a variant of], inside a word.
const LETTER_VARIANT_PAIRS = [
  ['alef with hamza above', 'أحمد', 'احمد'],
  ['alef with hamza below', 'إسلام', 'اسلام'],
  ['alef with madda', 'آمن', 'امن'],
  ['alef wasla', 'ٱلقمر', 'القمر'],
  ['waw with hamza', 'مؤمن', 'مومن'],
  ['alef maqsura', 'مستشفى', 'مستشفي'],
  ['ya with hamza', 'شاطئ', 'شاطي'],
  ['ta marbuta', 'مدرسة', 'مدرسه'],
] as const;

describe('Arabic letter variants are accepted as equal (the char dictionary)', () => {
  it.each(LETTER_VARIANT_PAIRS)('%s: %s matches %s', (_name, variant, letter) => {
    expect(answersMatch(variant, letter)).toBe(true);
  });

  it.each(LETTER_VARIANT_PAIRS)('%s, the other way: %s is accepted for %s', (_name, variant, letter) => {
    expect(answersMatch(letter, variant)).toBe(true);
  });

  it.each([
    ['أ and إ', 'أسلام', 'إسلام'],
    ['إ and آ', 'إمن', 'آمن'],
    ['ى and ئ', 'شاطى', 'شاطئ'],
  ])('two variants of one letter match each other: %s', (_name, given, accepted) => {
    expect(answersMatch(given, accepted)).toBe(true);
  });

  it.each(LETTER_VARIANT_PAIRS)('disableCharDictionary: %s %s no longer matches %s', (_name, variant, letter) => {
    expect(answersMatch(variant, letter, { disableCharDictionary: true })).toBe(false);
    expect(answersMatch(letter, variant, { disableCharDictionary: true })).toBe(false);
  });

  it('disableCharDictionary still accepts the identical spelling', () => {
    expect(answersMatch('مدرسة', 'مدرسة', { disableCharDictionary: true })).toBe(true);
  });

  it.each([
    ['hamza on its own is a letter, not a variant', 'ماء', 'ما'],
    ['ta marbuta is not ta', 'مدرسة', 'مدرست'],
    ['alef is not alef maqsura', 'مستشفا', 'مستشفى'],
  ])('%s: %s does not match %s', (_name, given, accepted) => {
    expect(answersMatch(given, accepted)).toBe(false);
  });
});

describe('specialCharsReduction decides what is removed before comparing', () => {
  it.each([
    // [mode, text, normalised]
    ['Full', '  ما   اسمك؟ ', 'مااسمك'],
    ['Full', 'Hello, World!', 'helloworld'],
    ['Full', 'نعم، لا؛ ربما.', 'نعملاربما'],
    ['Full', 'كتـــاب', 'كتاب'],
    ['Full', 'a+b=c (x)', 'abcx'],
    ['Full', '3.5', '35'],
    ['Space Only', '  ما   اسمك؟ ', 'مااسمك؟'],
    ['Space Only', 'Hello, World!', 'hello,world!'],
    ['Space Only', 'كتـــاب', 'كتـــاب'],
    ['Space Only', 'a\tb\nc', 'abc'],
    ['None', '  ما   اسمك؟ ', 'ما   اسمك؟'],
    ['None', 'Hello, World!', 'hello, world!'],
    ['None', 'كتـــاب', 'كتـــاب'],
  ] as const)('%s: %j becomes %j', (mode, text, normalized) => {
    expect(normalizeAnswer(text, { specialCharsReduction: mode })).toBe(normalized);
  });

  it('is Full when the setting is missing', () => {
    expect(normalizeAnswer(' ما اسمك؟ ')).toBe('مااسمك');
  });

  it.each([
    ['Full', true],
    ['Space Only', false],
    ['None', false],
  ] as const)('punctuation is ignored only in Full mode (%s: %s)', (mode, matches) => {
    expect(answersMatch('القاهرة؟', 'القاهرة', { specialCharsReduction: mode })).toBe(matches);
  });

  it.each([
    ['Full', true],
    ['Space Only', true],
    ['None', false],
  ] as const)('inner spaces are ignored except in None mode (%s: %s)', (mode, matches) => {
    expect(answersMatch('البحر الأحمر', 'البحرالأحمر', { specialCharsReduction: mode })).toBe(matches);
  });

  it('None mode still ignores spaces before and after the answer', () => {
    expect(answersMatch('  cairo ', 'Cairo', { specialCharsReduction: 'None' })).toBe(true);
  });

  it.each(['،', '؛', '؟', 'ـ', '.', ',', '!', '?', ';', ':', '"', "'", '(', ')', '-', '/'])(
    '%j counts as punctuation in Full mode',
    (mark) => {
      expect(answersMatch(`قلم${mark}`, 'قلم')).toBe(true);
    },
  );
});

describe('case, diacritics, digits and invisible characters', () => {
  it.each([
    ['case is ignored', 'PARIS', 'paris'],
    ['mixed case is ignored', 'New York', 'new york'],
    ['harakat are ignored in the given answer', 'مُحَمَّد', 'محمد'],
    ['harakat are ignored in the accepted answer', 'محمد', 'مُحَمَّد'],
    ['tanween is ignored', 'كتابًا', 'كتابا'],
    ['the superscript alef is ignored', 'هٰذا', 'هذا'],
    ['Arabic-Indic digits equal Latin digits', '١٩٩٠', '1990'],
    ['Eastern Arabic-Indic digits equal Latin digits', '۱۹۹۰', '1990'],
    ['a right-to-left mark is ignored', '\u200Fسلام', 'سلام'],
    ['full-width Latin letters equal Latin letters', 'Ｈｅｌｌｏ', 'hello'],
    ['a presentation-form ligature equals its letters', 'ﻻ', 'لا'],
    ['a decomposed alef with madda equals alef', 'ا\u0653من', 'امن'],
  ])('%s: %j matches %j', (_rule, given, accepted) => {
    expect(answersMatch(given, accepted)).toBe(true);
  });

  it('harakat are ignored even when the char dictionary is off', () => {
    expect(answersMatch('مُحَمَّد', 'محمد', { disableCharDictionary: true, specialCharsReduction: 'None' })).toBe(true);
  });
});

describe('answers of unequal length after normalising do not match', () => {
  it.each([
    ['a longer answer', 'كتابا', 'كتاب'],
    ['a shorter answer', 'كتا', 'كتاب'],
    ['the accepted answer inside a longer one', 'the paris', 'paris'],
    ['one letter changed', 'parys', 'paris'],
  ])('%s: %j does not match %j', (_case, given, accepted) => {
    expect(answersMatch(given, accepted)).toBe(false);
  });
});

describe('a blank answer never matches', () => {
  it.each([
    ['empty', '', ''],
    ['spaces', '   ', ' '],
    ['punctuation only, in Full mode', '؟!', '؟!'],
  ])('%s: %j does not match %j', (_case, given, accepted) => {
    expect(answersMatch(given, accepted)).toBe(false);
  });
});

describe('matchesAnyAnswer: one of the accepted answers is enough', () => {
  it.each([
    [['القاهرة', 'Cairo'], 'cairo', true],
    [['القاهرة', 'Cairo'], 'القاهره', true],
    [['القاهرة', 'Cairo'], 'الجيزة', false],
    [[], 'cairo', false],
  ])('accepted %j, given %j: %s', (accepted, given, expected) => {
    expect(matchesAnyAnswer(given, accepted)).toBe(expected);
  });
});

describe('dates are compared as calendar days', () => {
  it.each([
    ['2024-03-05', '2024-03-05'],
    ['2024-3-5', '2024-03-05'],
    ['2024/03/05', '2024-03-05'],
    ['2024.3.5', '2024-03-05'],
    ['٢٠٢٤-٠٣-٠٥', '2024-03-05'],
    [' 2024-03-05 ', '2024-03-05'],
    ['2024-03-05T23:30:00.000Z', '2024-03-05'],
    ['2024-02-29', '2024-02-29'],
  ])('%j names %s', (text, iso) => {
    expect(normalizeDate(text)).toBe(iso);
  });

  it.each(['2023-02-29', '2024-13-01', '2024-00-10', '05/03/2024', 'March 5, 2024', '', '24-03-05'])(
    '%j names no date',
    (text) => {
      expect(normalizeDate(text)).toBeNull();
    },
  );

  it.each([
    ['2024-3-5', '2024-03-05', true],
    ['2024/03/05', '2024-03-05', true],
    ['2024-03-06', '2024-03-05', false],
    ['2025-03-05', '2024-03-05', false],
    ['05/03/2024', '05/03/2024', true],
    ['05/03/2024', '2024-03-05', false],
  ])('given %j, accepted %j: %s', (given, accepted, expected) => {
    expect(datesMatch(given, accepted)).toBe(expected);
  });
});
