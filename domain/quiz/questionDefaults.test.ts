import { describe, expect, it } from 'vitest';
import { parseQuiz } from './document.ts';
import {
  canMoveSections,
  newQuestion,
  newQuiz,
  newSection,
  questionTypeDialogValues,
} from './questionDefaults.ts';
import type { QuestionType } from './types.ts';

function counterIds(prefix: string) {
  let next = 0;
  return () => `${prefix}-${++next}`;
}

const ALL_TYPES: QuestionType[] = [0, 1, 2, 3, 4, 5, 6, 7, 8];

describe('newQuestion', () => {
  it.each([
    [0, 1],
    [1, 1],
    [2, 1],
    [3, 0],
    [4, 0],
    [5, 1],
    [6, 1],
    [7, 1],
    [8, 1],
  ] as const)('a type %i question in a quiz section starts with weight %i', (type, weight) => {
    const result = newQuestion(type, { isForm: false, inSection: true }, counterIds('q'));
    expect(result.ok && result.question).toMatchObject({ type, weight });
  });

  it.each(ALL_TYPES)('a type %i question in a form starts with weight 0', (type) => {
    const result = newQuestion(type, { isForm: true, inSection: true }, counterIds('q'));
    expect(result.ok && result.question.weight).toBe(0);
  });

  it('takes its id from the factory it is given', () => {
    const newId = counterIds('question');
    newQuestion(0, { isForm: false, inSection: true }, newId);
    const second = newQuestion(0, { isForm: false, inSection: true }, newId);
    expect(second.ok && second.question.id).toBe('question-2');
  });

  it.each([3, 4] as const)('refuses a type %i question outside a section', (type) => {
    expect(newQuestion(type, { isForm: false, inSection: false }, counterIds('q'))).toEqual({
      ok: false,
      code: 'questionOnlyInSection',
    });
  });

  it.each([0, 1, 2, 5, 6, 7, 8] as const)('adds a type %i question to a version 0 quiz’s flat list', (type) => {
    expect(newQuestion(type, { isForm: false, inSection: false }, counterIds('q')).ok).toBe(true);
  });

  it.each(ALL_TYPES)('a new type %i question is a valid part of a version 2 document', (type) => {
    const result = newQuestion(type, { isForm: false, inSection: true }, counterIds('q'));
    if (!result.ok) throw new Error(result.code);
    const quiz = { ...newQuiz(), sections: [{ ...newSection(() => 's1'), questions: [result.question] }] };
    expect(parseQuiz(quiz).ok).toBe(true);
  });
});

describe('the question-type dialog offers file upload and info only inside a section', () => {
  it('offers every type inside a section', () => {
    expect(questionTypeDialogValues({ inSection: true })).toEqual([
      'mcq',
      'writing',
      'complete-spaces',
      'file-upload',
      'info',
      'mcq2',
      'checkbox',
      'courseLink',
      'countryRegion',
    ]);
  });

  it('leaves out file-upload and info in a flat (version 0) list', () => {
    expect(questionTypeDialogValues({ inSection: false })).toEqual([
      'mcq',
      'writing',
      'complete-spaces',
      'mcq2',
      'checkbox',
      'courseLink',
      'countryRegion',
    ]);
  });
});

describe('newSection and newQuiz', () => {
  it('a new section has a generated id, no name yet and no questions', () => {
    expect(newSection(() => 'section-7')).toEqual({ id: 'section-7', name: '', questions: [] });
  });

  it('a new quiz is version 2, unsaved (id ""), with specialCharsReduction Full and no sections', () => {
    expect(newQuiz()).toMatchObject({ id: '', version: 2, sections: [], specialCharsReduction: 'Full', passGrade: 0 });
  });

  it('a new form is marked as a form', () => {
    expect(newQuiz({ isForm: true }).isForm).toBe(true);
  });

  it('a new quiz is a valid document', () => {
    expect(parseQuiz(newQuiz())).toEqual({ ok: true, quiz: newQuiz() });
  });
});

describe('sections can be moved only in versions above 1', () => {
  it.each([
    [0, false],
    [1, false],
    [2, true],
  ] as const)('version %i: %s', (version, movable) => {
    expect(canMoveSections(version)).toBe(movable);
  });
});
