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
  let normalized = toLatinDigits(text.normalize('NFKC'))
    .replace(INVISIBLE, '')
    .replace(ARABIC_DIACRITICS, '')
    .toLowerCase();
  if (!options.disableCharDictionary) {
    normalized = normalized.replace(LETTER_VARIANT, (letter) => LETTER_VARIANTS[letter]);
  }
  switch (options.specialCharsReduction ?? 'Full') {
    case 'None':
      return normalized.trim();
    case 'Space Only':
      return normalized.replace(WHITESPACE, '');
    case 'Full':
      return normalized.replace(PUNCTUATION_AND_WHITESPACE, '');
  }
}

/** A blank answer (nothing left after normalising) never matches. */
export function answersMatch(given: string, accepted: string, options: MatchOptions = {}): boolean {
  const normalizedGiven = normalizeAnswer(given, options);
  return normalizedGiven !== '' && normalizedGiven === normalizeAnswer(accepted, options);
}

export function matchesAnyAnswer(given: string, accepted: readonly string[], options: MatchOptions = {}): boolean {
  return accepted.some((answer) => answersMatch(given, answer, options));
}

// Year first, month and day of one or two digits, separated by - / or .;
// a time part after T or a space is ignored, not converted between zones.
const YEAR_FIRST_DATE = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ].*)?$/u;

/** The calendar date a date answer names, as YYYY-MM-DD, or null if it names none. */
export function normalizeDate(text: string): string | null {
  const match = YEAR_FIRST_DATE.exec(toLatinDigits(text.normalize('NFKC')).trim());
  if (!match) return null;
  const iso = `${match[1]}-${match[2].padStart(2, '0')}-${match[3].padStart(2, '0')}`;
  return parseCalendarDate(iso) ? iso : null;
}

/** Two dates match when they name the same calendar day; otherwise the texts are compared. */
export function datesMatch(given: string, accepted: string, options: MatchOptions = {}): boolean {
  const givenDate = normalizeDate(given);
  const acceptedDate = normalizeDate(accepted);
  if (givenDate !== null && acceptedDate !== null) return givenDate === acceptedDate;
  return answersMatch(given, accepted, options);
}
