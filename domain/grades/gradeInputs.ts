// What the grade calls take, as schemas (docs/architecture.md, "An input"):
// a grading upload's batch (a list of rows; each row's cells are checked
// against the quiz's questions by gradeRows.ts, and the batch's size by the
// upload, both answering with the row's line) and a learner's grade offset.
import { z } from 'zod';
import { isEmail, normalizeEmail } from '../validation/email.ts';
import { rowId } from '../validation/rowIds.ts';
import { gradeOffsetOf } from './gradeOffset.ts';

const invalid = { error: 'invalid_data_entry' } as const;

/** admin/setQuizGradesManually and admin/setQuizExternalGrades: the quiz, then the rows. */
export const gradeUpload = z.object({ quizId: rowId, grades: z.array(z.unknown(), invalid) });

/** The offset by the one rule (the legacy client may send it as text). */
export const gradeOffsetField = z.unknown().optional().transform((value, context) => {
  const offset = gradeOffsetOf(value);
  if (offset !== null) return offset;
  context.addIssue({ code: 'custom', message: 'invalid_data_entry' });
  return z.NEVER;
});

/** The learner's e-mail, trimmed and lower-cased; what is not one is invalidEmail. */
export const learnerEmailField = z
  .unknown()
  .optional()
  .transform((value) => normalizeEmail(typeof value === 'string' ? value : ''))
  .refine(isEmail, { error: 'invalidEmail' });

/** admin/setUserQuizGradeOffset: the quiz, the offset, then the learner's e-mail. */
export const gradeOffsetChange = z.object({ quizId: rowId, gradeOffset: gradeOffsetField, email: learnerEmailField });
