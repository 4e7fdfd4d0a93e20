// A learner's grade offset on a quiz (docs/decisions/grades.md, "Grade
// offsets"): a whole number from -10,000 to 10,000, added to the result, which
// stays within 0..the quiz's maximum (domain/quiz/score.ts). One rule for the
// server (admin/setUserQuizGradeOffset, setQuizGradeOffset) and the users
// management page's field.

export const MAX_GRADE_OFFSET = 10_000;

const WHOLE_NUMBER = /^-?\d{1,9}$/;

/** The offset a number or a text ("5", " -3 ") names, or null when it is not a whole number within ±MAX_GRADE_OFFSET. */
export function gradeOffsetOf(value: unknown): number | null {
  const offset = typeof value === 'string' && WHOLE_NUMBER.test(value.trim()) ? Number(value.trim()) : value;
  if (typeof offset !== 'number' || !Number.isSafeInteger(offset) || Math.abs(offset) > MAX_GRADE_OFFSET) return null;
  return offset === 0 ? 0 : offset; // not -0
}
