// The external grading upload (admin/setQuizExternalGrades,
// setQuizExternalGrades): rows [e-mail, grade] of an externally graded quiz,
// up to 100 a call. A malformed row refuses the batch (nothing written);
// otherwise the grades are upserted by (quiz, e-mail) in one statement, all
// or nothing. A grade may come before its learner registers, so no learner
// is needed; a row whose e-mail is not an e-mail is refused (invalidEmail)
// and reported. The learner's result is computed when read
// (domain/quiz/score.ts externalResultOf), so nothing is regraded.
import { checkExternalGradeRows, lastOfEach, MAX_EXTERNAL_GRADE_ROWS } from '../../../domain/grades/gradeRows.ts';
import { externalResultOf } from '../../../domain/quiz/score.ts';
import { isEmail } from '../../../domain/validation/email.ts';
import type { RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { managedQuiz } from '../learnerRecords/managedAccess.ts';
import { batchRows, reportOf, type GradeUploadReport } from './gradeUpload.ts';

/** The rows' cells are checked here, against the quiz's maximum, each refusal with its line. */
export async function setQuizExternalGrades(ctx: RequestContext, quizId: string, grades: readonly unknown[]): Promise<GradeUploadReport> {
  const quiz = await managedQuiz(ctx, quizId, 'owner');
  if (!quiz.externalGrades) throw new AppError('notExternalQuiz', { field: 'quizId' });
  // the quiz's maximum as results read it
  const { maxGrade } = externalResultOf(null, 0, quiz.maxGradeExternal);
  const check = checkExternalGradeRows(batchRows(grades, MAX_EXTERNAL_GRADE_ROWS, 'grades'), maxGrade);
  if (!check.ok) throw new AppError(check.refusal.code, { field: 'grades', line: check.refusal.line });
  const valid = check.rows.filter((row) => isEmail(row.email));
  const latest = lastOfEach(valid, (row) => row.email);
  if (latest.length > 0) {
    await ctx.prisma.$executeRaw`
      INSERT INTO "ExternalGrade" ("id", "quizId", "email", "grade")
      SELECT gen_random_uuid()::text, ${quiz.id}, email, grade
      FROM unnest(${latest.map((row) => row.email)}::text[], ${latest.map((row) => row.grade)}::int[]) AS given(email, grade)
      ORDER BY email
      ON CONFLICT ("quizId", "email") DO UPDATE SET "grade" = EXCLUDED."grade"
      WHERE "ExternalGrade"."grade" IS DISTINCT FROM EXCLUDED."grade"`;
  }
  return reportOf(check.rows, (row) => (isEmail(row.email) ? null : 'invalidEmail'));
}
