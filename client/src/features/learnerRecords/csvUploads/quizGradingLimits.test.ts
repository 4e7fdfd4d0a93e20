import { describe, expect, it } from 'vitest';
import { parseQuiz } from '../../../../../domain/quiz/document.ts';
import { gradingLimitsOf } from './quizGradingLimits.ts';

const questions = [
  { id: 'essay', type: 1, text: 'Explain', weight: 3, possibleAnswers: [], isManuallyGraded: true },
  {
    id: 'spaces',
    type: 2,
    weight: 2,
    fields: [
      { type: 'text', value: 'The Nile flows into the' },
      { type: 'space', values: ['Mediterranean'], size: 'lg' },
      { type: 'text', value: 'and rises in' },
      { type: 'space', values: ['Ethiopia'], size: 'md' },
    ],
  },
  { id: 'upload', type: 3, text: 'Upload your map', weight: 0 },
];

function limitsOf(document: unknown) {
  const parsed = parseQuiz(document);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  return gradingLimitsOf(parsed.quiz);
}

const document = (extra: Record<string, unknown> = {}) => ({
  id: 'quiz-1',
  name: 'Geography',
  passGrade: 2,
  version: 2,
  sections: [
    { id: 's1', name: 'One', questions: questions.slice(0, 1) },
    { id: 's2', name: 'Two', questions: questions.slice(1) },
  ],
  ...extra,
});

describe('gradingLimitsOf: what a grading file is checked against', () => {
  it("gives each question's maximum score, in every section (a complete-the-spaces question its weight per space)", () => {
    const limits = limitsOf(document());
    expect(['essay', 'spaces', 'upload', 'nope'].map((id) => limits.questionOf(id)?.maxScore)).toEqual([3, 4, 0, undefined]);
  });

  it('reads a version 0 quiz with its flat question list', () => {
    const limits = limitsOf({ ...document(), version: 0, sections: undefined, questions: questions.slice(0, 2) });
    expect(limits.questionOf('essay')?.maxScore).toBe(3);
  });

  it.each([
    [80, 80],
    [null, 0],
    [undefined, 0],
  ])('reads maxGradeExternal %s as %s', (max, expected) => {
    expect(limitsOf(document({ externalGrades: true, maxGradeExternal: max })).maxGradeExternal).toBe(expected);
  });
});
