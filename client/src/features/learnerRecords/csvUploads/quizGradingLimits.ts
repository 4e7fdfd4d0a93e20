// What a grading file is checked against, read from the quiz document the
// editor loads: each question's maximum score (a manual grade above it is
// invalidGrade, an id that is no question missingQuestionID) and the quiz's
// maximum external grade. The same definitions the server grades with.
import { parseQuiz } from '../../../../../domain/quiz/document.ts';
import { questionsOf } from '../../../../../domain/quiz/editorRules.ts';
import { questionMaxScore } from '../../../../../domain/quiz/grade.ts';

export interface GradingLimits {
  maxScoreOf: (questionId: string) => number | undefined;
  maxGradeExternal: number;
}

/** The limits of a quiz document, or null when it cannot be read as a quiz. */
export function gradingLimitsOf(document: unknown): GradingLimits | null {
  const parsed = parseQuiz(document);
  if (!parsed.ok) return null;
  const { quiz } = parsed;
  const maxScores = new Map(questionsOf(quiz).map((question) => [question.id, questionMaxScore(question)]));
  const max = quiz.maxGradeExternal;
  return {
    maxScoreOf: (questionId) => maxScores.get(questionId),
    maxGradeExternal: typeof max === 'number' && Number.isSafeInteger(max) && max > 0 ? max : 0,
  };
}
