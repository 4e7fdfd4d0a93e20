import { describe, expect, it } from 'vitest';
import type { MatchOptions } from '../../../../../domain/quiz/normalize.ts';
import type { CompleteSpacesQuestion } from '../../../../../domain/quiz/types.ts';
import { reviewedSpaces, type SpaceVerdict } from './reviewedSpaces.ts';

const question = (values: string[]): CompleteSpacesQuestion => ({
  id: 'q',
  type: 2,
  fields: [{ type: 'text', value: 'The answer is ' }, { type: 'space', values }],
});

function verdictOf(values: string[], given: string | undefined, options?: MatchOptions): SpaceVerdict | undefined {
  const space = reviewedSpaces(question(values), given === undefined ? null : { spaces: [given] }, options).find((part) => part.kind === 'space');
  return space?.kind === 'space' ? space.verdict : undefined;
}

describe('a reviewed space is judged as grading judges it (domain/quiz/normalize.ts)', () => {
  it.each([
    ['an accepted value, ignoring case and spaces', ['Cairo'], ' cAiro ', undefined, 'correct'],
    ['any of the accepted values', ['Amman', 'عمان'], 'عمان', undefined, 'correct'],
    ['an Arabic letter variant by default', ['أحمد'], 'احمد', undefined, 'correct'],
    ['a letter variant as wrong when the quiz turns the dictionary off', ['أحمد'], 'احمد', { disableCharDictionary: true }, 'wrong'],
    ['another value as wrong', ['Cairo'], 'Giza', undefined, 'wrong'],
    ['an empty space as wrong', ['Cairo'], undefined, undefined, 'wrong'],
    ['nothing when the space has no key', [], 'anything', undefined, 'unjudged'],
    ['nothing when every accepted value is blank', [' ', '…'], 'anything', undefined, 'unjudged'],
  ] as [string, string[], string | undefined, MatchOptions | undefined, SpaceVerdict][])('takes %s', (_rule, values, given, options, verdict) => {
    expect(verdictOf(values, given, options)).toBe(verdict);
  });

  it('keeps the text and gives each space its place among the spaces', () => {
    const parts = reviewedSpaces(
      { id: 'q', type: 2, fields: [{ type: 'space', values: ['a'] }, { type: 'text', value: ' and ' }, { type: 'space', values: ['b'] }] },
      { spaces: ['a', 'c'] },
    );
    expect(parts).toEqual([
      { kind: 'space', index: 0, given: 'a', accepted: ['a'], verdict: 'correct' },
      { kind: 'text', text: ' and ' },
      { kind: 'space', index: 1, given: 'c', accepted: ['b'], verdict: 'wrong' },
    ]);
  });
});
