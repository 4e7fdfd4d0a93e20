import { describe, expect, it } from 'vitest';
import { quizStatus, type QuizStatus } from './quizStatus.ts';

describe('the quiz status icon follows the answer and any external grade', () => {
  it.each<[string, boolean, boolean, QuizStatus]>([
    ['no answer: an empty grey circle', false, false, 'none'],
    ['answered without external grades: a green check', true, false, 'answered'],
    ['answered with external grades: a green double check', true, true, 'answeredWithExternalGrade'],
    ['external grades without an answer: a warning', false, true, 'externalGradeOnly'],
  ])('%s', (_rule, hasAnswer, hasExternalGrades, status) => {
    expect(quizStatus({ hasAnswer, hasExternalGrades })).toBe(status);
  });
});
