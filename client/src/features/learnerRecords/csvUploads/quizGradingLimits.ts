// What a grading file is checked against, read from the quiz as the editor
// loads it: each question's maximum score (a manual grade above it is
// invalidGrade, an id that is no question missingQuestionID) and the quiz's
// maximum external grade. The same definitions the server grades with.
import { questionsOf } from '../../../../../domain/quiz/editorRules.ts';
import { questionMaxScore } from '../../../../../domain/quiz/grade.ts';
import type { Quiz } from '../../../../../domain/quiz/types.ts';

export interface GradingLimits {
  maxScoreOf: (questionId: string) => number | undefined;
  maxGradeExternal: number;
}

export function gradingLimitsOf(quiz: Quiz): GradingLimits {
  const maxScores = new Map(questionsOf(quiz).map((question) => [question.id, questionMaxScore(question)]));
  const max = quiz.maxGradeExternal;
  return {
    maxScoreOf: (questionId) => maxScores.get(questionId),
    maxGradeExternal: typeof max === 'number' && Number.isSafeInteger(max) && max > 0 ? max : 0,
  };
}
