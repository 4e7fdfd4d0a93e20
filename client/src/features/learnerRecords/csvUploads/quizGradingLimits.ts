// What a grading file is checked against, read from the quiz as the editor
// loads it: its questions by id and by the number the editor shows, each with
// its maximum score (a manual grade above it is invalidGrade, a reference to
// no question missingQuestionID), and the quiz's maximum external grade. The
// same definitions the server grades with.
import { gradedQuestionsOf, questionLookupOf, type QuestionLookup } from '../../../../../domain/grades/gradedQuestions.ts';
import { externalResultOf } from '../../../../../domain/quiz/score.ts';
import type { Quiz } from '../../../../../domain/quiz/types.ts';

export interface GradingLimits {
  questionOf: QuestionLookup;
  maxGradeExternal: number;
}

export function gradingLimitsOf(quiz: Quiz): GradingLimits {
  return {
    questionOf: questionLookupOf(gradedQuestionsOf(quiz)),
    // the quiz's maximum as results read it (the server checks uploads against the same)
    maxGradeExternal: externalResultOf(null, 0, quiz.maxGradeExternal).maxGrade,
  };
}
