import { describe, expect, it } from 'vitest';
import { reviewOf, shownWeight } from './review.ts';
import type { Question } from './types.ts';

describe('the weight shown beside a question (spec §9)', () => {
  it.each<[string, Question, number | null]>([
    ['a single choice shows its weight', { id: 'a', type: 0, choices: ['x'], weight: 3 }, 3],
    ['complete-the-spaces shows weight × spaces', { id: 'b', type: 2, weight: 2, fields: [{ type: 'space', values: [] }, { type: 'text', value: '-' }, { type: 'space', values: [] }] }, 4],
    ['info shows none', { id: 'c', type: 4, weight: 5 }, null],
    ['a zero weight shows none', { id: 'd', type: 1, weight: 0 }, null],
  ])('%s', (_label, question, expected) => {
    expect(shownWeight(question)).toBe(expected);
  });
});

describe('the review', () => {
  const questions: Question[] = [
    { id: 'a', type: 0, choices: ['x', 'y'], correctAnswer: 1, weight: 1, clarification: ' because x ' },
    { id: 'b', type: 3, clarification: 'hidden for uploads' },
    { id: 'c', type: 4, clarification: 'hidden for info' },
  ];

  it('pairs each question with its answer and score, and shows clarifications except for types 3 and 4', () => {
    const review = reviewOf({ version: 0, questions }, { a: { selectedAnswer: 2 } }, new Map([['a', 0]]));
    expect(review.version).toBe(0);
    expect(review.sections[0].questions.map((q) => [q.question.id, q.answer, q.score, q.clarification])).toEqual([
      ['a', { selectedAnswer: 2 }, 0, 'because x'],
      ['b', null, null, null],
      ['c', null, null, null],
    ]);
  });

  it('keeps sections for versions 1 and 2', () => {
    const review = reviewOf({ version: 1, sections: [{ id: 's', name: 'S', questions }] }, {}, new Map());
    expect(review.sections.map((s) => [s.id, s.name, s.questions.length])).toEqual([['s', 'S', 3]]);
  });
});
