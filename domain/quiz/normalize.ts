// How a typed answer (a writing answer, or one space of a complete-the-spaces
// question) is compared with an accepted answer. Both sides go through the
// same normaliser and must then be equal; equal strings have equal length,
// which is the spec's "equal length" rule. docs/decisions.md, "Quiz scoring",
// gives the reasons for each step.
import { parseCalendarDate } from '../validation/dateOfBirth.ts';
import type { SpecialCharsReduction } from './types.ts';

export interface MatchOptions {
  /** true: Arabic letter variants (أ and ا, ة and ه, ...) are different letters */
  disableCharDictionary?: boolean;
  /** what is removed before comparing; 'Full' when missing */
  specialCharsReduction?: SpecialCharsReduction;
}

// Harakat, tanween and the superscript alef: the same set the shared input
// rule forbids in space answers (domain/validation/inputRules.ts), so an
// accepted answer written with them can still be matched.
const ARABIC_DIACRITICS = /[\u064B-\u0652\u0670]/gu;
// Invisible format characters (bidi marks, zero-width joiners, BOM) that
// pasted Arabic text often carries.
const INVISIBLE = /\p{Cf}/gu;
const WHITESPACE = /\s/gu;
// Unicode punctuation (which holds ، ؛ ؟ ۔ ٪ ٫ ٬) and symbols (+ = $ ^ ...),
// and tatweel ـ, the stretch that is not a letter.
const PUNCTUATION_AND_WHITESPACE = /[\s\p{P}\p{S}\u0640]/gu;

// Arabic-Indic ٠-٩ (U+0660) and Eastern Arabic-Indic ۰-۹ (U+06F0) digits;
// both blocks start at a code point ending in 0, so the low 4 bits are the digit.
const NON_LATIN_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/gu;

const DIGIT_INVISIBLE_OR_DIACRITIC = /[\u0660-\u0669\u06F0-\u06F9\u064B-\u0652\u0670\p{Cf}]/u;

function toLatinDigits(text: string): string {
  return text.replace(NON_LATIN_DIGIT, (digit) => String(digit.charCodeAt(0) & 0xf));
}

// Each variant is written as the letter it is a variant of: the hamza seat
// for أ إ آ ٱ ؤ ئ, ya for alef maqsura, ha for ta marbuta.
const LETTER_VARIANTS: Record<string, string> = {
  'أ': 'ا',
  'إ': 'ا',
  'آ': 'ا',
  'ٱ': 'ا',
  'ؤ': 'و',
  'ى': 'ي',
  'ئ': 'ي',
  'ة': 'ه',
};
const LETTER_VARIANT = new RegExp(`[${Object.keys(LETTER_VARIANTS).join('')}]`, 'gu');

export function normalizeAnswer(text: string, options: MatchOptions = {}): string {
  const reduction = options.specialCharsReduction ?? 'Full';
  if (PRINTABLE_ASCII.test(text)) return normalizeAsciiAnswer(text, reduction);
  return normalizeAnyAnswer(text, options);
}

/** normalizeAnswer's general path, for any text (exported so a test can prove the ASCII path agrees). */
export function normalizeAnyAnswer(text: string, options: MatchOptions = {}): string {
  let normalized = normalizeOnce(text, options);
  // Removing a character can bring together two that NFKC joins (a letter and
  // the combining mark after a removed hyphen, two Hangul jamo): normalising
  // again until nothing changes makes normalising a normal form change nothing.
  for (let round = 0; round < 4 && normalized.normalize('NFKC') !== normalized; round += 1) {
    normalized = normalizeOnce(normalized, options);
  }
  return normalized;
}

function normalizeOnce(text: string, options: MatchOptions): string {
  const reduction = options.specialCharsReduction ?? 'Full';
  let normalized = text.normalize('NFKC');
  // Most Arabic answers have no digit, format character or diacritic to remove.
  if (DIGIT_INVISIBLE_OR_DIACRITIC.test(normalized)) {
    normalized = toLatinDigits(normalized).replace(INVISIBLE, '').replace(ARABIC_DIACRITICS, '');
  }
  normalized = normalized.toLowerCase();
  if (!options.disableCharDictionary) {
    normalized = normalized.replace(LETTER_VARIANT, (letter) => LETTER_VARIANTS[letter]);
  }
  switch (reduction) {
    case 'None':
      return normalized.trim();
    case 'Space Only':
      return normalized.replace(WHITESPACE, '');
    case 'Full':
      return normalized.replace(PUNCTUATION_AND_WHITESPACE, '');
  }
}

// Most typed answers are plain ASCII, for which NFKC, the digit, invisible,
// diacritic and letter-variant steps change nothing, and whose only
// whitespace is the space: every other printable ASCII character that is
// not a letter or digit is punctuation or a symbol. The same result, without
// the Unicode work (normalize.property.test.ts proves both paths agree).
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const ASCII_NOT_ALPHANUMERIC = /[^a-z0-9]/g;
const ASCII_SPACE = / /g;

function normalizeAsciiAnswer(text: string, reduction: SpecialCharsReduction): string {
  const lower = text.toLowerCase();
  switch (reduction) {
    case 'None':
      return lower.trim();
    case 'Space Only':
      return lower.replace(ASCII_SPACE, '');
    case 'Full':
      return lower.replace(ASCII_NOT_ALPHANUMERIC, '');
  }
}

// Accepted answers are the same few strings for every examinee of a quiz, so
// their normal form is remembered, by the options and then the text (never by
// a question object, which an editor could change). Bounded: emptied when full.
const ACCEPTED_CACHE_LIMIT = 10_000;
const withDictionary = new Map<SpecialCharsReduction, Map<string, string>>();
const withoutDictionary = new Map<SpecialCharsReduction, Map<string, string>>();

/** normalizeAnswer for an accepted answer (a key), remembered. */
export function normalizeAcceptedAnswer(text: string, options: MatchOptions = {}): string {
  const byReduction = options.disableCharDictionary ? withoutDictionary : withDictionary;
  const reduction = options.specialCharsReduction ?? 'Full';
  let byText = byReduction.get(reduction);
  if (byText === undefined) {
    byText = new Map();
    byReduction.set(reduction, byText);
  }
  let normalized = byText.get(text);
  if (normalized === undefined) {
    if (byText.size >= ACCEPTED_CACHE_LIMIT) byText.clear();
    normalized = normalizeAnswer(text, options);
    byText.set(text, normalized);
  }
  return normalized;
}

/** The accepted answers that can be matched at all: those not blank once normalised. */
export function matchableAnswers(values: readonly string[] | undefined, options: MatchOptions = {}): string[] {
  return (values ?? []).filter((value) => normalizeAcceptedAnswer(value, options) !== '');
}

/** The normal forms of the accepted answers that can be matched, to compare typed answers with. */
export function normalizedKeys(values: readonly string[] | undefined, options: MatchOptions = {}): string[] {
  const keys: string[] = [];
  for (const value of values ?? []) {
    const key = normalizeAcceptedAnswer(value, options);
    if (key !== '') keys.push(key);
  }
  return keys;
}

/** Whether a typed answer matches one of normalizedKeys(...); a blank answer never does. */
export function matchesAnyKey(given: string, keys: readonly string[], options: MatchOptions = {}): boolean {
  const normalizedGiven = normalizeAnswer(given, options);
  return normalizedGiven !== '' && keys.includes(normalizedGiven);
}

/** A blank answer (nothing left after normalising) never matches. */
export function answersMatch(given: string, accepted: string, options: MatchOptions = {}): boolean {
  const normalizedGiven = normalizeAnswer(given, options);
  return normalizedGiven !== '' && normalizedGiven === normalizeAcceptedAnswer(accepted, options);
}

export function matchesAnyAnswer(given: string, accepted: readonly string[], options: MatchOptions = {}): boolean {
  const normalizedGiven = normalizeAnswer(given, options);
  return normalizedGiven !== '' && accepted.some((answer) => normalizedGiven === normalizeAcceptedAnswer(answer, options));
}

// Year first, month and day of one or two digits, separated by - / or .;
// a time part after T or a space is ignored, not converted between zones.
const YEAR_FIRST_DATE = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ].*)?$/u;

/** The calendar date a date answer names, as YYYY-MM-DD, or null if it names none. */
export function normalizeDate(text: string): string | null {
  const latin = PRINTABLE_ASCII.test(text) ? text : toLatinDigits(text.normalize('NFKC'));
  const match = YEAR_FIRST_DATE.exec(latin.trim());
  if (!match) return null;
  const iso = `${match[1]}-${match[2].padStart(2, '0')}-${match[3].padStart(2, '0')}`;
  return parseCalendarDate(iso) ? iso : null;
}

const acceptedDates = new Map<string, string | null>();

function normalizeAcceptedDate(text: string): string | null {
  let date = acceptedDates.get(text);
  if (date === undefined) {
    if (acceptedDates.size >= ACCEPTED_CACHE_LIMIT) acceptedDates.clear();
    date = normalizeDate(text);
    acceptedDates.set(text, date);
  }
  return date;
}

/** Two dates match when they name the same calendar day; otherwise the texts are compared. */
export function datesMatch(given: string, accepted: string, options: MatchOptions = {}): boolean {
  const acceptedDate = normalizeAcceptedDate(accepted);
  const givenDate = acceptedDate === null ? null : normalizeDate(given);
  if (givenDate !== null && acceptedDate !== null) return givenDate === acceptedDate;
  return answersMatch(given, accepted, options);
}
