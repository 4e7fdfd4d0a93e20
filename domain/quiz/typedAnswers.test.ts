import { describe, expect, it } from 'vitest';
import type { Answer, QuestionType } from './types.ts';
import { typedAnswersOf } from './typedAnswers.ts';

const question = (id: string, type: QuestionType) => ({ id, type });

describe('typedAnswersOf', () => {
  it.each([
    ['a single choice', 0, { selectedAnswer: 2 }, 'choice'],
    ['a writing answer', 1, { textAnswer: 'green' }, 'text'],
    ['complete the spaces', 2, { spaces: ['a', 'b'] }, 'spaces'],
    ['a file', 3, { fileUrl: '/files/x.pdf' }, 'file'],
    ['a multiple answer', 5, { checkedAnswers: [true, false] }, 'checkedChoices'],
    ['a checkbox', 6, { checkedAnswers: [true] }, 'checkedChoices'],
    ['a course link', 7, { selectedAnswer: 1 }, 'choice'],
    ['a country and region', 8, { country: 'EG', region: 'EG-C' }, 'countryRegion'],
    // the question's type decides, whatever else a legacy client sent with it
    ['a writing answer sent with a selection', 1, { selectedAnswer: 1, textAnswer: 'x' }, 'text'],
  ] as const)('%s has the shape of its question type', (_name, type, answer, shape) => {
    expect(typedAnswersOf([question('q', type)], { q: answer as Answer })).toEqual([{ questionKey: 'q', shape, answer }]);
  });

  it("lists answers in the quiz's order, then those of questions it no longer has by the fields they hold", () => {
    const answers = { gone: { textAnswer: 'old' }, second: { selectedAnswer: 1 }, first: { spaces: ['x'] }, empty: {} };
    expect(typedAnswersOf([question('first', 2), question('unanswered', 1), question('second', 0)], answers)).toEqual([
      { questionKey: 'first', shape: 'spaces', answer: { spaces: ['x'] } },
      { questionKey: 'second', shape: 'choice', answer: { selectedAnswer: 1 } },
      { questionKey: 'gone', shape: 'text', answer: { textAnswer: 'old' } },
    ]);
  });

  it('leaves out an answer to an info text that holds nothing', () => {
    expect(typedAnswersOf([question('info', 4)], { info: {} })).toEqual([]);
  });
});
