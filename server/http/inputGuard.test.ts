// The edge guard's rules, one example each: what it refuses, the field it
// names, and that ordinary input (Arabic, emoji, a quiz-sized document) passes.
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { INPUT_LIMITS, parseGuardedJson, textDepthProblem, valueProblem } from './inputGuard.ts';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('textDepthProblem reads nesting from the raw text, before any parsing', () => {
  it.each([
    ['arrays nested to the limit pass', nested(INPUT_LIMITS.maxDepth), null],
    ['arrays nested one deeper are tooDeep', nested(INPUT_LIMITS.maxDepth + 1), { reason: 'tooDeep' }],
    ['100,000 nested arrays are tooDeep', nested(100_000), { reason: 'tooDeep' }],
    ['objects count like arrays', '{"a":'.repeat(70) + '1' + '}'.repeat(70), { reason: 'tooDeep' }],
    ['GraphQL argument parentheses count too', '('.repeat(70), { reason: 'tooDeep' }],
    ['brackets inside a string do not count', JSON.stringify({ text: '['.repeat(1000) }), null],
    ['an escaped quote does not end the string', JSON.stringify({ text: '\\"' + '['.repeat(1000) }), null],
  ])('%s', (_rule, text, expected) => {
    expect(textDepthProblem(text)).toEqual(expected);
  });
});

describe('valueProblem walks a parsed value without recursion and names the field', () => {
  let deep: unknown = 'bottom';
  for (let level = 0; level < 100_000; level += 1) deep = [deep];

  it.each([
    ['U+0000 in a string is nulCharacter', { alias: 'a\u0000b' }, { reason: 'nulCharacter', field: 'alias' }],
    ['U+0000 deep in a document names its path', { quiz: { sections: [{ name: '\u0000' }] } }, { reason: 'nulCharacter', field: 'quiz.sections.0.name' }],
    ['U+0000 in a key is nulCharacter', { ['a\u0000']: 1 }, { reason: 'nulCharacter', field: 'a\u0000' }],
    ['a lone high surrogate is unpairedSurrogate', { name: 'a\ud800' }, { reason: 'unpairedSurrogate', field: 'name' }],
    ['a lone low surrogate is unpairedSurrogate', { name: '\udc00b' }, { reason: 'unpairedSurrogate', field: 'name' }],
    ['a string over the bound is stringTooLong', { remarks: 'x'.repeat(INPUT_LIMITS.maxStringLength + 1) }, { reason: 'stringTooLong', field: 'remarks' }],
    ['a key over the bound is stringTooLong', { ['k'.repeat(INPUT_LIMITS.maxKeyLength + 1)]: 1 }, { reason: 'stringTooLong', field: 'k'.repeat(INPUT_LIMITS.maxKeyLength + 1) }],
    ['an array over the bound is tooManyItems', { ids: Array(INPUT_LIMITS.maxItems + 1).fill('x') }, { reason: 'tooManyItems', field: 'ids' }],
    ['an object with too many keys is tooManyItems', { answers: Object.fromEntries(Array.from({ length: INPUT_LIMITS.maxItems + 1 }, (_, i) => [`q${i}`, 1])) }, { reason: 'tooManyItems', field: 'answers' }],
    ['a __proto__ key is forbiddenKey', JSON.parse('{"quiz":{"__proto__":{"isAdmin":true}}}'), { reason: 'forbiddenKey', field: 'quiz.__proto__' }],
    ['a value nested 100,000 deep is tooDeep', { log: deep }, { reason: 'tooDeep', field: `log${'.0'.repeat(INPUT_LIMITS.maxDepth - 1)}` }],
  ])('%s', (_rule, value, expected) => {
    expect(valueProblem(value)).toEqual(expected);
  });

  it.each([
    ['Arabic text', { name: 'محمد أحمد' }],
    ['emoji (paired surrogates)', { name: 'hi 😀' }],
    ['a string at the bound', { remarks: 'x'.repeat(INPUT_LIMITS.maxStringLength) }],
    ['numbers, booleans and null', { a: 1, b: true, c: null, d: [1.5, false] }],
    ['a quiz-shaped document', { quiz: { name: 'q', sections: [{ id: 's', name: 'S', questions: [{ id: 'q1', type: 2, fields: [{ type: 'space', values: ['a'] }] }] }] } }],
  ])('%s passes', (_rule, value) => {
    expect(valueProblem(value)).toBeNull();
  });
});

describe('parseGuardedJson', () => {
  it('refuses a 100,000-deep body with invalid_data_entry before parsing it', () => {
    const error = (() => {
      try {
        parseGuardedJson(`{"email":${nested(100_000)}}`);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('invalid_data_entry');
  });

  it('refuses U+0000 with invalid_data_entry naming the field', () => {
    expect(() => parseGuardedJson('{"alias":"a\\u0000b"}')).toThrow(expect.objectContaining({ code: 'invalid_data_entry', field: 'alias' }));
  });

  it('throws SyntaxError for text that is not JSON', () => {
    expect(() => parseGuardedJson('{"a":')).toThrow(SyntaxError);
  });

  it('answers the parsed value of good input', () => {
    expect(parseGuardedJson('{"alias":"dev","n":[1,2]}')).toEqual({ alias: 'dev', n: [1, 2] });
  });
});
