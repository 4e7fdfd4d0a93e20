import { describe, expect, it } from 'vitest';
import { analysedQuestions, LABEL_LENGTH } from './analysedQuestions.ts';
import type { QuizContent } from '../quiz/types.ts';

const content: QuizContent = {
  version: 2,
  sections: [
    { id: 's1', name: 'One', questions: [{ id: 'info', type: 4, text: 'Welcome' }, { id: 'choice', type: 0, text: '  Capital\n of   Egypt? ', choices: ['a'], weight: 2 }] },
    {
      id: 's2',
      name: 'Two',
      questions: [
        { id: 'zero', type: 1, text: 'Worth nothing', weight: 0 },
        { id: 'file', type: 3, text: 'Upload' },
        { id: 'blanks', type: 2, weight: 1, fields: [{ type: 'text', value: 'The sun is a' }, { type: 'space', values: ['star'] }, { type: 'text', value: '.' }] },
        { id: 'long', type: 1, text: 'x'.repeat(500), weight: 1 },
      ],
    },
  ],
};

describe('the questions an item analysis looks at', () => {
  it('are those worth points, numbered by their place among all questions, with a one-line label', () => {
    expect(analysedQuestions(content).map(({ questionId, position, label, maxScore }) => [questionId, position, label.length > 40 ? label.length : label, maxScore])).toEqual([
      ['choice', 2, 'Capital of Egypt?', 2],
      ['blanks', 5, 'The sun is a … .', 1],
      ['long', 6, LABEL_LENGTH, 1],
    ]);
  });
});
