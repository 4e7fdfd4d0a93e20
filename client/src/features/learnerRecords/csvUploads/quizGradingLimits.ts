// What a grading file is checked against, read from the quiz as the editor
// loads it: each question's maximum score (a manual grade above it is
// invalidGrade, an id that is no question missingQuestionID) and the quiz's
// maximum external grade. The same definitions the server grades with.
import { questionsOf } from '../../../../../domain/quiz/editorRules.ts';
import { questionMaxScore } from '../../../../../domain/quiz/grade.ts';
import { externalResultOf } from '../../../../../domain/quiz/score.ts';
import type { Quiz } from '../../../../../domain/quiz/types.ts';

export interface GradingLimits {
  maxScoreOf: (questionId: string) => number | undefined;
  maxGradeExternal: number;
}

export function gradingLimitsOf(quiz: Quiz): GradingLimits {
  const maxScores = new Map(questionsOf(quiz).map((question) => [question.id, questionMaxScore(question)]));
  return {
    maxScoreOf: (questionId) => maxScores.get(questionId),
    // the quiz's maximum as results read it (the server checks uploads against the same)
    maxGradeExternal: externalResultOf(null, 0, quiz.maxGradeExternal).maxGrade,
  };
}
