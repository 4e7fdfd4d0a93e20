import { describe, expect, it } from 'vitest';
import type { QuizDraft } from '../../../../../domain/quiz/editorRules.ts';
import { newQuiz } from '../../../../../domain/quiz/questionDefaults.ts';
import { moved, questionPath, withQuestions, withSections } from './draftEdits.ts';

const question = (id: string) => ({ id, type: 1 as const, text: id });

describe('moving an item among its siblings', () => {
  it.each([
    [1, -1, ['b', 'a', 'c']],
    [1, 1, ['a', 'c', 'b']],
    [0, -1, ['a', 'b', 'c']],
    [2, 1, ['a', 'b', 'c']],
  ] as const)('item %i moved by %i gives %j', (index, offset, order) => {
    expect(moved(['a', 'b', 'c'], index, offset)).toEqual(order);
  });
});

describe('editing questions where they are', () => {
  const sectioned: QuizDraft = {
    ...newQuiz(),
    sections: [
      { id: 's1', name: 'One', questions: [question('q1')] },
      { id: 's2', name: 'Two', questions: [] },
    ],
  };

  it('adds to the chosen section only', () => {
    const next = withQuestions(sectioned, 1, (questions) => [...questions, question('q2')]);
    expect(next.version !== 0 && next.sections.map((section) => section.questions.map(({ id }) => id))).toEqual([['q1'], ['q2']]);
  });

  it('changes the flat list of a version 0 quiz', () => {
    const flat: QuizDraft = { name: 'Old', passGrade: 0, version: 0, questions: [question('q1')] };
    const next = withQuestions(flat, null, () => []);
    expect(next.version === 0 && next.questions).toEqual([]);
  });

  it('leaves a version 0 quiz without sections', () => {
    const flat: QuizDraft = { name: 'Old', passGrade: 0, version: 0, questions: [] };
    expect(withSections(flat, () => [{ id: 's', name: 'x', questions: [] }])).toBe(flat);
  });

  it.each([
    [{ section: null, index: 2 }, 'questions.2'],
    [{ section: 1, index: 0 }, 'sections.1.questions.0'],
  ])('the path of %j is %s', (place, path) => {
    expect(questionPath(place)).toBe(path);
  });
});
