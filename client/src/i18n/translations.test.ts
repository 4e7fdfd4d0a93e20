import { readFileSync } from 'node:fs';
import { buildSchema, isEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../domain/errors.ts';
import { REGISTRATION_ERROR_CODES } from '../../../domain/validation/index.ts';
import { texts } from './texts.ts';

/** Every leaf of a translation file as 'a.b.c' (array items by index) with its text. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  if (value === null || typeof value !== 'object') return new Map([[prefix, value]]);
  const entries = Object.entries(value).flatMap(([key, child]) => [...leaves(child, prefix ? `${prefix}.${key}` : key)]);
  return new Map(entries);
}

const arabic = leaves(texts.ar);
const english = leaves(texts.en);

function schemaErrorCodes(): string[] {
  const schema = buildSchema(readFileSync(new URL('../../../schema/schema.graphql', import.meta.url), 'utf8'));
  const errorCode = schema.getType('ErrorCode');
  if (!isEnumType(errorCode)) throw new Error('schema.graphql has no ErrorCode enum');
  return errorCode.getValues().map((value) => value.name);
}

describe('the Arabic and English translations', () => {
  // Plural forms follow each language's rules (i18next, CLDR): Arabic has zero, one, two, few,
  // many and other where English has one and other. A counted text is one key in both.
  const PLURAL = /_(zero|one|two|few|many|other)$/;
  const counted = (keys: Iterable<string>) => [...new Set([...keys].map((key) => key.replace(PLURAL, '_{count}')))].sort();

  it('have exactly the same keys (a counted text with its own plural forms in each)', () => {
    expect(counted(arabic.keys())).toEqual(counted(english.keys()));
    const englishPlurals = [...english.keys()].filter((key) => PLURAL.test(key));
    expect(englishPlurals.filter((key) => key.endsWith('_other') && !arabic.has(key))).toEqual([]);
  });

  it.each([
    ['ar', arabic],
    ['en', english],
  ])('%s has a non-empty text for every key', (_language, texts) => {
    const empty = [...texts].filter(([, text]) => typeof text !== 'string' || text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('keep the same {{placeholders}} and <elements> in both languages', () => {
    const marks = (text: unknown) => String(text).match(/\{\{\w+\}\}|<\/?\w+>/g)?.sort() ?? [];
    // a singular form may say "one question" without the number: compare the general (_other) form of counted texts
    const compared = [...english.keys()].filter((key) => !PLURAL.test(key) || key.endsWith('_other'));
    const differing = compared.filter((key) => marks(english.get(key)).join() !== marks(arabic.get(key)).join());
    expect(differing).toEqual([]);
  });

  it.each([
    ['the API schema', schemaErrorCodes()],
    ['domain/errors.ts', [...ERROR_CODES]],
    ['the registration rules', [...REGISTRATION_ERROR_CODES]],
  ])('translate every error code of %s', (_source, codes) => {
    const missing = codes.filter((code) => !english.has(`errors.${code}`) || !arabic.has(`errors.${code}`));
    expect(missing).toEqual([]);
  });

  it.each([
    ['invalid_data_entry', 'Please check your data entry!'],
    ['userAlreadyRegistered', 'user already registered'],
    ['mustAcceptPrivacyPolicy', 'must accept privacy policy'],
    ['mustAcceptTerms', 'must accept terms of service'],
    ['nameRequired', 'field required'],
    ['invalidCredentials', 'Invalid username or password'],
    ['unknown', 'An error occurred, please try again later.'],
  ])('word errors.%s in English as the spec does: %j', (code, text) => {
    expect(english.get(`errors.${code}`)).toBe(text);
  });
});
