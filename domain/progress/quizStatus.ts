// The status icon on a quiz row or card (learner spec §4): an empty grey
// circle, a green check, a green double check, or a warning icon.

export type QuizStatus = 'none' | 'answered' | 'answeredWithExternalGrade' | 'externalGradeOnly';

export interface QuizStatusInput {
  hasAnswer: boolean;
  /** a grade was uploaded for this learner from outside the platform */
  hasExternalGrades: boolean;
}

export function quizStatus({ hasAnswer, hasExternalGrades }: QuizStatusInput): QuizStatus {
  if (hasAnswer) return hasExternalGrades ? 'answeredWithExternalGrade' : 'answered';
  return hasExternalGrades ? 'externalGradeOnly' : 'none';
}
