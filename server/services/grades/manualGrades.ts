// The manual grading upload (admin/setQuizGradesManually, setQuizManualGrades):
// rows [e-mail, question id, grade] of a quiz that is not externally graded,
// up to 50,000 a call. A malformed row refuses the batch (nothing written);
// otherwise, in one transaction, the grades of learners who submitted the
// quiz are upserted (one unnest statement) and their submissions regraded;
// rows of e-mails without a submission are refused (noSubmission) and
// reported. Uploading the same batch again changes nothing more.
import { checkManualGradeRows, lastOfEach, MAX_MANUAL_GRADE_ROWS, type ManualGradeRow } from '../../../domain/grades/gradeRows.ts';
import { questionMaxScore } from '../../../domain/quiz/grade.ts';
import { questionsOf } from '../../../domain/quiz/editorRules.ts';
import type { RequestContext } from '../../context.ts';
import type { Quiz } from '../../db/generated/client.ts';
import { AppError } from '../errors.ts';
import { managedQuiz } from '../learnerRecords/managedAccess.ts';
import { quizDocumentOf } from '../quizDocument.ts';
import { batchRows, reportOf, UPLOAD_TRANSACTION_OPTIONS, type GradeUploadReport } from './gradeUpload.ts';
import { regradeSubmissions, type Tx } from './regrade.ts';

/** The rows checked against the quiz's questions; the first bad one refuses the batch with its code and line. */
function checkedRows(quiz: Quiz, rows: unknown[]): ManualGradeRow[] {
  const maxScores = new Map(questionsOf(quizDocumentOf(quiz).content).map((question) => [question.id, questionMaxScore(question)]));
  const check = checkManualGradeRows(rows, (questionId) => maxScores.get(questionId));
  if (!check.ok) throw new AppError(check.refusal.code, { field: 'grades', line: check.refusal.line });
  return check.rows;
}

/**
 * Upserts the grades of e-mails that name a learner with a submission of the
 * quiz (a grade equal to the stored one is left as it is); answers those
 * e-mails with their submissions.
 */
async function storeGrades(tx: Tx, quiz: Quiz, rows: readonly ManualGradeRow[]): Promise<{ email: string; submissionId: string }[]> {
  return tx.$queryRaw<{ email: string; submissionId: string }[]>`
    WITH given AS (
      SELECT * FROM unnest(${rows.map((row) => row.email)}::text[], ${rows.map((row) => row.questionId)}::text[],
                           ${rows.map((row) => row.grade)}::float8[]) AS given(email, question_id, grade)
    ), matched AS (
      SELECT given.*, s."id" AS submission_id, s."learnerId" AS learner_id
      FROM given
      JOIN "Learner" AS l ON l."organizationId" = ${quiz.organizationId} AND l."email" = given.email
      JOIN "Submission" AS s ON s."quizId" = ${quiz.id} AND s."learnerId" = l."id"
    ), stored AS (
      INSERT INTO "ManualGrade" ("id", "quizId", "learnerId", "questionId", "grade")
      SELECT gen_random_uuid()::text, ${quiz.id}, learner_id, question_id, grade FROM matched
      ORDER BY learner_id, question_id
      ON CONFLICT ("quizId", "learnerId", "questionId") DO UPDATE SET "grade" = EXCLUDED."grade"
      WHERE "ManualGrade"."grade" IS DISTINCT FROM EXCLUDED."grade"
    )
    SELECT DISTINCT email, submission_id AS "submissionId" FROM matched`;
}

export async function setQuizGradesManually(ctx: RequestContext, quizId: unknown, grades: unknown): Promise<GradeUploadReport> {
  const quiz = await managedQuiz(ctx, quizId, 'owner');
  if (quiz.externalGrades) throw new AppError('externalQuiz', { field: 'quizId' });
  const rows = checkedRows(quiz, batchRows(grades, MAX_MANUAL_GRADE_ROWS, 'grades'));
  // A later row for the same learner and question replaces an earlier one.
  const latest = lastOfEach(rows, (row) => `${row.email}\n${row.questionId}`);
  if (latest.length === 0) return { applied: 0, refused: [] };
  const graded = await ctx.prisma.$transaction(async (tx) => {
    const matched = await storeGrades(tx, quiz, latest);
    await regradeSubmissions(tx, ctx.config, quiz, matched.map((entry) => entry.submissionId));
    return new Set(matched.map((entry) => entry.email));
  }, UPLOAD_TRANSACTION_OPTIONS);
  return reportOf(rows, (row) => (graded.has(row.email) ? null : 'noSubmission'));
}
