// The statement that stores a submit: closes the attempt if it is still open,
// upserts the learner's submission of the quiz and its per-question scores, in
// one round trip. Sent as a prepared statement on `pg` (server/db/sql.ts), like
// the other statements of an exam's hot path; inside a registration form's
// transaction, the same words go through Prisma's transaction client
// (docs/decisions/cluster.md, "Typed SQL on the hot path").
import { randomUUID } from 'node:crypto';
import type { SubmissionGrade } from '../../../domain/quiz/score.ts';
import type { Answers } from '../../../domain/quiz/types.ts';
import type { Attempt, Prisma, Quiz, Submission } from '../../db/generated/client.ts';
import { utcTimestamp, type Sql } from '../../db/sql.ts';

export interface SubmissionData {
  answers: Answers;
  result: number;
  maxGrade: number;
  submitKey: string | null;
  submittedAt: Date;
}

interface CloseInput {
  quiz: Quiz;
  attempt: Pick<Attempt, 'id' | 'learnerId'>;
  grade: Pick<SubmissionGrade, 'perQuestion'>;
  data: SubmissionData;
  auto: boolean;
}

/**
 * $1 the attempt's new status, $2 submitted at, $3 auto-submitted, $4 the
 * answers, $5 the attempt, $6 the submission's id, $7 the quiz, $8 the
 * learner, $9 result, $10 max grade, $11 submit key, $12 the question ids,
 * $13 their scores, $14 their maximum scores. Exported for the exam bench's
 * baseline, which sends the same words (bench/exam/baseline/statements.ts).
 */
export const STORE_SUBMISSION_STATEMENT = `WITH closed AS (
      UPDATE "Attempt"
      SET "status" = $1::"AttemptStatus", "finishedAt" = $2::timestamp, "openKey" = NULL,
          "draftAnswers" = CASE WHEN $3::boolean THEN "draftAnswers" ELSE $4::jsonb END
      WHERE "id" = $5 AND "status" = 'OPEN'
      RETURNING "id"
    ), saved AS (
      INSERT INTO "Submission" ("id", "attemptId", "quizId", "learnerId", "answers", "result", "maxGrade", "submitKey", "autoSubmitted", "submittedAt")
      SELECT $6, closed."id", $7, $8, $4::jsonb, $9, $10, $11, $3::boolean, $2::timestamp
      FROM closed
      ON CONFLICT ("quizId", "learnerId") DO UPDATE
      SET "attemptId" = EXCLUDED."attemptId", "answers" = EXCLUDED."answers", "result" = EXCLUDED."result",
          "maxGrade" = EXCLUDED."maxGrade", "submitKey" = EXCLUDED."submitKey", "autoSubmitted" = EXCLUDED."autoSubmitted",
          "submittedAt" = EXCLUDED."submittedAt"
      RETURNING *
    ), stale AS (
      DELETE FROM "QuestionScore" AS old USING saved
      WHERE old."submissionId" = saved."id" AND NOT (old."questionId" = ANY($12::text[]))
    ), scores AS (
      INSERT INTO "QuestionScore" ("submissionId", "questionId", "score", "maxScore")
      SELECT saved."id", question, score, max_score
      FROM saved, unnest($12::text[], $13::float8[], $14::float8[]) AS given(question, score, max_score)
      ON CONFLICT ("submissionId", "questionId") DO UPDATE SET "score" = EXCLUDED."score", "maxScore" = EXCLUDED."maxScore"
    )
    SELECT * FROM saved`;

/** The rows of a statement sent through Prisma's transaction client, for a store inside a transaction. */
export function prismaRows(tx: Prisma.TransactionClient): Pick<Sql, 'rows'> {
  return { rows: <Row>(text: string, values: unknown[]) => tx.$queryRawUnsafe<Row[]>(text, ...values) };
}

/**
 * One statement closes the attempt if it is still open, upserts the learner's
 * submission of the quiz (editable answers replace an earlier one) and its
 * per-question scores, and drops the scores of questions no longer answered.
 * Nothing is written when the attempt was closed already; then null.
 */
export async function closeAndStore(sql: Pick<Sql, 'rows'>, input: CloseInput): Promise<Submission | null> {
  const { quiz, attempt, grade, data, auto } = input;
  const [row] = await sql.rows<Submission>(STORE_SUBMISSION_STATEMENT, [
    auto ? 'EXPIRED' : 'SUBMITTED',
    utcTimestamp(data.submittedAt),
    auto,
    JSON.stringify(data.answers),
    attempt.id,
    randomUUID(),
    quiz.id,
    attempt.learnerId,
    data.result,
    data.maxGrade,
    data.submitKey,
    grade.perQuestion.map((q) => q.questionId),
    grade.perQuestion.map((q) => q.score),
    grade.perQuestion.map((q) => q.maxScore),
  ]);
  return row ?? null;
}
