import { describe, expect, it } from 'vitest';
import { exportQuiz, importQuiz } from './importExport.ts';
import { newQuiz } from './questionDefaults.ts';
import type { Quiz, SectionedQuiz } from './types.ts';

const current: SectionedQuiz = {
  ...newQuiz(),
  id: 'quiz-current',
  name: 'Being edited',
  prerequisites: ['form-here'],
  tracks: ['track-here'],
  useExpression: true,
  expression: { code: 'A', parameters: [{ id: 'form-here', alias: 'A' }] },
};

const exported: SectionedQuiz = {
  ...newQuiz(),
  id: 'quiz-elsewhere',
  name: 'From another account',
  passGrade: 1,
  prerequisites: ['form-elsewhere'],
  tracks: ['track-elsewhere'],
  useExpression: false,
  expression: null,
  sections: [
    {
      id: 's1',
      name: 'Cities',
      questions: [{ id: 'q1', type: 0, text: 'Capital of Egypt?', weight: 1, choices: ['Cairo'], correctAnswer: 1 }],
    },
  ],
};

function imported(text: string): Quiz {
  const result = importQuiz(text, current);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.quiz;
}

describe('exportQuiz', () => {
  it('writes JSON that imports back to the same content', () => {
    const quiz = imported(exportQuiz(exported));
    expect(quiz.version !== 0 && quiz.sections).toEqual(exported.sections);
    expect(quiz.name).toBe('From another account');
  });
});

describe('importQuiz', () => {
  it('keeps the id of the quiz being edited', () => {
    expect(imported(exportQuiz(exported)).id).toBe('quiz-current');
  });

  it('drops the file’s _id', () => {
    expect(imported(JSON.stringify({ ...exported, _id: '64f0c0ffee' }))).not.toHaveProperty('_id');
  });

  it('drops the file’s prerequisites, tracks and expression and keeps those of the quiz being edited', () => {
    expect(imported(exportQuiz(exported))).toMatchObject({
      prerequisites: ['form-here'],
      tracks: ['track-here'],
      useExpression: true,
      expression: { code: 'A' },
    });
  });

  it('imports into a new quiz with no prerequisites at all', () => {
    const result = importQuiz(exportQuiz(exported), newQuiz());
    expect(result.ok && [result.quiz.id, result.quiz.prerequisites, result.quiz.tracks]).toEqual(['', [], []]);
  });

  it('keeps the form flag of what is being edited', () => {
    const result = importQuiz(exportQuiz({ ...exported, isForm: true }), current);
    expect(result.ok && result.quiz.isForm).toBe(false);
  });

  it.each([
    ['text that is not JSON', 'not json at all'],
    ['an empty file', ''],
    ['a cut-off file', exportQuiz(exported).slice(0, 40)],
    ['JSON that is not an object', '[1, 2, 3]'],
    ['JSON null', 'null'],
  ])('reports %s as invalidImportFile', (_name, text) => {
    const result = importQuiz(text, current);
    expect(result.ok === false && result.problems.map(({ path, code }) => ({ path, code }))).toEqual([
      { path: '', code: 'invalidImportFile' },
    ]);
  });

  it('reports a file that is JSON but not a valid quiz with the problems’ paths', () => {
    const broken = { ...exported, sections: [{ ...exported.sections[0], questions: [{ id: 'q1', type: 12 }] }] };
    const result = importQuiz(JSON.stringify(broken), current);
    expect(result.ok === false && result.problems.map(({ path, code }) => ({ path, code }))).toEqual([
      { path: 'sections.0.questions.0.type', code: 'unknownQuestionType' },
    ]);
  });
});
