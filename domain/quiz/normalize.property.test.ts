// Properties of answer normalisation over generated texts: any Unicode, and
// texts built from the characters the normaliser treats specially (Arabic
// letter variants, diacritics, digits, format characters, punctuation,
// combining marks and Hangul jamo that NFKC joins).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesAnyAnswer, normalizeAcceptedAnswer, normalizeAnswer, normalizeAnyAnswer, type MatchOptions } from './normalize.ts';

const TRICKY = [
  'a', 'Z', '7', ' ', '\t', '-', '.', '!', '،', '؟', 'ـ', 'ا', 'أ', 'إ', 'آ', 'ٱ', 'ؤ', 'ى', 'ئ', 'ة', 'ه', 'ي', 'و',
  '\u064B', '\u0650', '\u0652', '\u0670', '\u0653', '\u0654', '٣', '۷', '\u200B', '\u200F', '\uFEFF', '\u0301', 'é',
  'İ', 'Σ', 'ß', 'ﬁ', 'ﺓ', '①', '\u1100', '\u1161', '\u11A8', '가', 'Ⅻ', '㎏', '\uD83D\uDE00',
];

const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: fc.constantFrom(...TRICKY), maxLength: 12 }),
);
const printableAscii = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)) });
const options: fc.Arbitrary<MatchOptions> = fc.record(
  {
    disableCharDictionary: fc.boolean(),
    specialCharsReduction: fc.constantFrom('None' as const, 'Space Only' as const, 'Full' as const),
  },
  { requiredKeys: [] },
);

describe('answer normalisation', () => {
  it('is idempotent: normalising a normalised answer changes nothing', () => {
    fc.assert(
      fc.property(text, options, (value, matchOptions) => {
        const once = normalizeAnswer(value, matchOptions);
        expect(normalizeAnswer(once, matchOptions)).toBe(once);
      }),
      { numRuns: 3000 },
    );
  });

  it('gives printable ASCII the same result on its fast path as on the general one', () => {
    fc.assert(
      fc.property(printableAscii, options, (value, matchOptions) => {
        expect(normalizeAnswer(value, matchOptions)).toBe(normalizeAnyAnswer(value, matchOptions));
      }),
      { numRuns: 2000 },
    );
  });

  it('remembers accepted answers without changing their normal form, whatever the options', () => {
    fc.assert(
      fc.property(text, options, options, (value, first, second) => {
        expect(normalizeAcceptedAnswer(value, first)).toBe(normalizeAnswer(value, first));
        expect(normalizeAcceptedAnswer(value, second)).toBe(normalizeAnswer(value, second));
      }),
    );
  });

  it('matches an answer with itself unless it is blank once normalised', () => {
    fc.assert(
      fc.property(text, options, (value, matchOptions) => {
        expect(matchesAnyAnswer(value, [value], matchOptions)).toBe(normalizeAnswer(value, matchOptions) !== '');
      }),
    );
  });
});
