// The shared input rules both specs list (required, length 8..20, allowed
// characters, no Arabic diacritics, positive and non-negative integers) and
// the admin username rule. Each is a predicate; the form or service that uses
// it chooses the error code. Lengths count code points, not UTF-16 units, and
// no rule trims except isFilled: a rule judges the value it is given.

export const MIN_LENGTH = 8;
export const MAX_LENGTH = 20;

/** Translation key of the username rule's message (the spec's long sentence). */
export const USERNAME_RULE_MESSAGE_KEY = 'usernameRule';

export function isFilled(value: string | null | undefined): boolean {
  return (value ?? '').trim().length > 0;
}

export function hasMinLength8(value: string): boolean {
  return codePointLength(value) >= MIN_LENGTH;
}

export function hasMaxLength20(value: string): boolean {
  return codePointLength(value) <= MAX_LENGTH;
}

function codePointLength(value: string): number {
  return [...value].length;
}

// Arabic letters are hamza (U+0621) to ghain (U+063A) and feh (U+0641) to
// yeh (U+064A): tatweel (U+0640), harakat and Persian/Urdu letters are not in.
// Digits are Western (0-9) and Arabic-Indic (٠-٩), as an Arabic keyboard types
// them. Space is U+0020 only, so tabs and line breaks fail. Empty passes:
// isFilled is the rule for "required".
const ALLOWED_CHARACTERS = /^[\u0621-\u063A\u0641-\u064AA-Za-z0-9\u0660-\u0669 ]*$/u;

export function hasOnlyAllowedCharacters(value: string): boolean {
  return ALLOWED_CHARACTERS.test(value);
}

// Diacritics are the harakat and tanween (fathatan U+064B to sukun U+0652)
// and the superscript alef (U+0670). Tatweel (U+0640) is a letter stretch,
// not a diacritic, so it passes; so do U+0653-U+0655 (maddah, hamza above and
// below), which are how a decomposed آ, أ or إ is written, not vocalisation.
const ARABIC_DIACRITIC = /[\u064B-\u0652\u0670]/u;

export function hasNoArabicDiacritics(value: string): boolean {
  return !ARABIC_DIACRITIC.test(value);
}

// Numbers must be safe integers. Strings must be ASCII digits only, already
// trimmed (' 3 ', '+3', '1e3', '٣' and '' fail: the caller trims a CSV field
// or form value before asking), and at most Number.MAX_SAFE_INTEGER.
// Leading zeros pass ('007' is 7).
const DIGITS_ONLY = /^[0-9]+$/;

export function isNonNegativeInteger(value: number | string | null | undefined): boolean {
  const integer = toWholeNumber(value);
  return integer !== null && integer >= 0;
}

export function isPositiveInteger(value: number | string | null | undefined): boolean {
  const integer = toWholeNumber(value);
  return integer !== null && integer > 0;
}

function toWholeNumber(value: number | string | null | undefined): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value !== 'string' || !DIGITS_ONLY.test(value)) return null;
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) ? parsed : null;
}

// At least 8 characters, a first character that is an English letter, and
// only English letters, digits and - _ . @ after it. No maximum is stated.
const USERNAME = /^[A-Za-z][A-Za-z0-9\-_.@]{7,}$/;

export function isValidUsername(value: string): boolean {
  return USERNAME.test(value);
}
