import { describe, expect, it } from 'vitest';
import { learnerQuizContent } from './learnerView.ts';
import type { Question, QuizContent } from './types.ts';

const questions: Question[] = [
  { id: 'a', type: 0, text: 'Pick', choices: ['x', 'y'], correctAnswer: 2, clarification: 'y because' },
  { id: 'b', type: 1, possibleAnswers: ['yes'], isManuallyGraded: false, validationRegex: '^y', regexContains: true },
  { id: 'c', type: 2, fields: [{ type: 'text', value: 'The' }, { type: 'space', values: ['sun'], size: 'lg', value: 'sun' }] },
  { id: 'd', type: 5, choices: ['1', '2'], possibleAnswers: [true, false] },
  { id: 'e', type: 7, choices: ['Morning'], courseLinks: ['m'], possibleAnswers: [true] },
  { id: 'f', type: 8, showRegion: true },
];

describe('the quiz a learner receives gives no answer away', () => {
  const [a, b, c, d, e, f] = (learnerQuizContent({ version: 0, questions }) as Extract<QuizContent, { version: 0 }>).questions;

  it.each([
    ['single choice: no correctAnswer, no clarification', a, { id: 'a', type: 0, text: 'Pick', choices: ['x', 'y'] }],
    ['writing: no accepted answers; its validation rule stays', b, { id: 'b', type: 1, validationRegex: '^y', regexContains: true }],
    ['spaces: no accepted values and no filled value; the size stays', c, { id: 'c', type: 2, fields: [{ type: 'text', value: 'The' }, { type: 'space', values: [], size: 'lg' }] }],
    ['multiple answer: no key', d, { id: 'd', type: 5, choices: ['1', '2'] }],
    ['course link: no links or key', e, { id: 'e', type: 7, choices: ['Morning'] }],
    ['country: unchanged', f, { id: 'f', type: 8, showRegion: true }],
  ])('%s', (_label, shown, expected) => {
    expect(shown).toEqual(expected);
  });

  it('keeps sections, their names and order', () => {
    const content: QuizContent = { version: 2, sections: [{ id: 's', name: 'One', questions: [questions[0]] }] };
    expect(learnerQuizContent(content)).toEqual({ version: 2, sections: [{ id: 's', name: 'One', questions: [a] }] });
  });
});
