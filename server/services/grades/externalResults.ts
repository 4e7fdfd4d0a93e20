// An uploaded external grade as prerequisites and certificates read it: for
// an externally graded quiz, its result (domain/quiz/score.ts
// externalResultOf: plus the learner's offset, kept within 0..maxGradeExternal);
// for a quiz that is not (a grade left from when it was), the grade as it
// was uploaded, as these rules read it before offsets applied.
import { externalResultOf } from '../../../domain/quiz/score.ts';

export interface ExternallyGradedQuiz {
  externalGrades: boolean;
  maxGradeExternal: number | null;
  /** the learner's offset on the quiz, if any (at most one row) */
  gradeOffsets: readonly { offset: number }[];
}

export function externalResultIn(quiz: ExternallyGradedQuiz, grade: number): number {
  if (!quiz.externalGrades) return grade;
  return externalResultOf(grade, quiz.gradeOffsets[0]?.offset, quiz.maxGradeExternal).result ?? 0;
}
