// The manual grading upload (admin/setQuizGradesManually, setQuizManualGrades):
// rows [e-mail, question, grade] of a quiz that is not externally graded (the
// question by id or by its number in the editor; or the template's table, a
// learner a row and a question a column), up to 50,000 rows a call. A malformed row refuses the batch (nothing written);
// otherwise, in one transaction, the grades of learners who submitted the
// quiz are upserted (one unnest statement) and their submissions regraded;
// rows of e-mails without a submission are refused (noSubmission) and
// reported. Uploading the same batch again changes nothing more.
import { randomBytes } from 'node:crypto';
import { checkManualGradeRows, lastOfEach, MAX_MANUAL_GRADE_ROWS, type ManualGradeRow } from '../../../domain/grades/gradeRows.ts';
import { gradedQuestionsOf, questionLookupOf } from '../../../domain/grades/gradedQuestions.ts';
import type { RequestContext } from '../../context.ts';
import type { Quiz } from '../../db/generated/client.ts';
import { AppError } from '../../errors.ts';
import { managedQuiz } from '../learnerRecords/managedAccess.ts';
import { quizDocumentOf } from '../quiz/quizDocument.ts';
import { batchRows, reportOf, UPLOAD_TRANSACTION_OPTIONS, type GradeUploadReport } from './gradeUpload.ts';
import { regradeSubmissions, type Tx } from './regrade.ts';

/** The rows checked against the quiz's questions; the first bad one refuses the batch with its code and line. */
function checkedRows(quiz: Quiz, rows: readonly unknown[]): ManualGradeRow[] {
  const check = checkManualGradeRows(rows, questionLookupOf(gradedQuestionsOf(quizDocumentOf(quiz).content)));
  if (!check.ok) throw new AppError(check.refusal.code, { field: 'grades', line: check.refusal.line });
  return check.rows;
}

/**
 * The ids of a batch's new rows: one prefix (time and randomness) and the
 * row's position, so a batch's rows sit side by side in the primary key's
 * index instead of at random places (a third faster for 50,000 rows).
 */
function batchIdPrefix(): string {
  return `mg${Date.now().toString(36)}${randomBytes(6).toString('hex')}`;
}

interface GradedSubmission {
  email: string;
  submissionId: string;
}

/**
 * Upserts the grades of e-mails that name a learner with a submission of the
 * quiz (a grade equal to the stored one is left as it is); answers those
 * e-mails with their submissions. Each e-mail is looked up once, then its
 * rows are joined to it; rows are inserted in the order given (sorted by the
 * caller), so concurrent uploads take their row locks in the same order.
 */
async function storeGrades(tx: Tx, quiz: Quiz, rows: readonly ManualGradeRow[]): Promise<GradedSubmission[]> {
  const emails = [...new Set(rows.map((row) => row.email))];
  return tx.$queryRaw<GradedSubmission[]>`
    WITH graded AS (
      SELECT l."email", l."id" AS learner_id, s."id" AS submission_id
      FROM "Learner" AS l
      JOIN "Submission" AS s ON s."quizId" = ${quiz.id} AND s."learnerId" = l."id"
      WHERE l."organizationId" = ${quiz.organizationId} AND l."email" = ANY(${emails}::text[])
    ), stored AS (
      INSERT INTO "ManualGrade" ("id", "quizId", "learnerId", "questionId", "grade")
      SELECT ${batchIdPrefix()} || lpad(given.position::text, 6, '0'), ${quiz.id}, graded.learner_id, given.question_id, given.grade
      FROM unnest(${rows.map((row) => row.email)}::text[], ${rows.map((row) => row.questionId)}::text[],
                  ${rows.map((row) => row.grade)}::float8[]) WITH ORDINALITY AS given(email, question_id, grade, position)
      JOIN graded ON graded."email" = given.email
      ON CONFLICT ("quizId", "learnerId", "questionId") DO UPDATE SET "grade" = EXCLUDED."grade"
      WHERE "ManualGrade"."grade" IS DISTINCT FROM EXCLUDED."grade"
    )
    SELECT "email", submission_id AS "submissionId" FROM graded`;
}

/** The questions each submission was graded on by the batch: the only scores the upload can change. */
function gradedQuestions(rows: readonly ManualGradeRow[], graded: readonly GradedSubmission[]): Map<string, Set<string>> {
  const submissionByEmail = new Map(graded.map((entry) => [entry.email, entry.submissionId]));
  const questions = new Map<string, Set<string>>();
  for (const row of rows) {
    const submissionId = submissionByEmail.get(row.email);
    if (!submissionId) continue;
    if (!questions.has(submissionId)) questions.set(submissionId, new Set());
    questions.get(submissionId)!.add(row.questionId);
  }
  return questions;
}

const byEmailAndQuestion = (a: ManualGradeRow, b: ManualGradeRow) =>
  a.email < b.email ? -1 : a.email > b.email ? 1 : a.questionId < b.questionId ? -1 : a.questionId > b.questionId ? 1 : 0;

/** The rows' cells are checked here, against the quiz's questions, each refusal with its line. */
export async function setQuizGradesManually(ctx: RequestContext, quizId: string, grades: readonly unknown[]): Promise<GradeUploadReport> {
  const quiz = await managedQuiz(ctx, quizId, 'owner');
  if (quiz.externalGrades) throw new AppError('externalQuiz', { field: 'quizId' });
  const rows = checkedRows(quiz, batchRows(grades, MAX_MANUAL_GRADE_ROWS, 'grades'));
  // A later row for the same learner and question replaces an earlier one.
  const latest = lastOfEach(rows, (row) => `${row.email}\n${row.questionId}`).sort(byEmailAndQuestion);
  if (latest.length === 0) return { applied: 0, refused: [] };
  const graded = await ctx.prisma.$transaction(async (tx) => {
    // PostgreSQL's JIT compiles a plan for longer than these statements run.
    await tx.$executeRaw`SET LOCAL jit = off`;
    const stored = await storeGrades(tx, quiz, latest);
    const changedQuestions = gradedQuestions(latest, stored);
    await regradeSubmissions(tx, ctx.config, quiz, [...changedQuestions.keys()], { changedQuestions });
    return new Set(stored.map((entry) => entry.email));
  }, UPLOAD_TRANSACTION_OPTIONS);
  return reportOf(rows, (row) => (graded.has(row.email) ? null : 'noSubmission'));
}
