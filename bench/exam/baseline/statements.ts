// The baseline's data access: the SQL statements the real server sends for the
// exam's three calls on the token path, written directly on `pg`, one function
// per statement and in the server's order ("Capacity against the baseline" in
// docs/benchmarks/history.md#issue-16-processes-the-machine-fewer-statements-a-baseline-2026-11-26).
// The baseline sends them as the server does, so that the ratio of
// the two servers' capacities measures the server's own overhead (its
// framework, ORM, validation and rules), not a different amount of database
// work. Only what the exam's quiz exercises is here: no registration form,
// private quiz, prerequisites, manual grades or certificates.
import type pg from 'pg';
import { Prisma, type Quiz } from '../../../server/db/generated/client.ts';
import { prepared, utcTimestamp } from '../../../server/db/sql.ts';
import { CONTINUE_ATTEMPT_STATEMENT, OPENING_STATEMENT, SAVE_DRAFT_STATEMENT, START_ATTEMPT_STATEMENT } from '../../../server/services/quiz/quizTaking.ts';
import { SUBMIT_READ_STATEMENT } from '../../../server/services/quiz/submissionReads.ts';
import { STORE_SUBMISSION_STATEMENT } from '../../../server/services/quiz/submissionStore.ts';

type Row = Record<string, unknown>;

async function one<T = Row>(pool: pg.Pool, text: string, values: unknown[]): Promise<T | undefined> {
  return (await pool.query(prepared(text, values))).rows[0] as T | undefined;
}

export interface SessionRow {
  learnerId: string | null;
  expiresAt: Date;
  learnerEmail: string | null;
  organizationId: string;
  kind: string;
  /** not revoked and not expired at the time sent */
  live: boolean;
}

/** The session and its learner's e-mail, as the server reads them (server/auth/viewer.ts). */
export const readSession = (pool: pg.Pool, tokenHash: string, now: string) =>
  one<SessionRow>(
    pool,
    `SELECT s."id", s."kind", s."organizationId", s."identityId", s."learnerId", s."expiresAt",
            s."revokedAt" IS NULL AND s."expiresAt" > $2::timestamp AS "live", l."email" AS "learnerEmail"
     FROM "Session" AS s LEFT JOIN "Learner" AS l ON l."id" = s."learnerId"
     WHERE s."tokenHash" = $1`,
    [tokenHash, now],
  );

export const readOrganizationByAlias = (pool: pg.Pool, alias: string) =>
  one<{ id: string }>(pool, 'SELECT * FROM "Organization" WHERE "alias" = $1 LIMIT 1', [alias]);

// Every column but the content, which the server takes from its cache of quiz versions (server/services/quiz/quizDocument.ts).
const QUIZ_COLUMNS = Object.values(Prisma.QuizScalarFieldEnum)
  .filter((column) => column !== 'content')
  .map((column) => `q."${column}"`)
  .join(', ');

/** Read only when the process has not seen this version of the quiz. */
export const readQuizContent = async (pool: pg.Pool, quizId: string) =>
  (await one<Pick<Quiz, 'content' | 'updatedAt' | 'revision'>>(pool, 'SELECT "content", "updatedAt", "revision" FROM "Quiz" WHERE "id" = $1 LIMIT 1', [quizId])) ?? null;

export interface AccessRow {
  accountClosed: boolean;
  useRegForm: boolean;
  regFormId: string | null;
  archivedAt: Date | null;
  programs: { closed: boolean }[];
}

/** The quiz (but its content) and the account's flags and the not-hidden programs it is placed in, with their items: the server's one statement (quizForLearner). */
export const readQuizAndAccess = (pool: pg.Pool, quizId: string, organizationId: string) =>
  one<Omit<Quiz, 'content'> & AccessRow>(
    pool,
    `SELECT ${QUIZ_COLUMNS}, a."accountClosed", a."useRegForm", a."regFormId", a."archivedAt",
            COALESCE((
              SELECT jsonb_agg(jsonb_build_object(
                       'closed', p."closed",
                       'legacyQuizIds', to_jsonb(p."legacyQuizIds"),
                       'items', COALESCE((
                         SELECT jsonb_agg(jsonb_build_object(
                                  'id', i."id", 'parentId', i."parentId", 'hidden', i."hidden", 'quizId', i."quizId",
                                  'prerequisites', to_jsonb(i."prerequisites"), 'prerequisitesOperationOR', i."prerequisitesOperationOR",
                                  'tracks', to_jsonb(i."tracks"), 'useExpression', i."useExpression", 'expression', i."expression"))
                         FROM "ProgramItem" AS i WHERE i."programId" = p."id"), '[]'::jsonb)))
              FROM "Program" AS p
              WHERE p."accountId" = a."id" AND p."hidden" = false
                AND (EXISTS (SELECT 1 FROM "ProgramItem" AS placed WHERE placed."programId" = p."id" AND placed."quizId" = q."id")
                     OR q."id" = ANY(p."legacyQuizIds"))
            ), '[]'::jsonb) AS "programs"
     FROM "Quiz" AS q JOIN "Account" AS a ON a."id" = q."accountId"
     WHERE q."id" = $1 AND q."organizationId" = $2 AND q."deletedAt" IS NULL`,
    [quizId, organizationId],
  );

export interface AttemptRow {
  id: string;
  startedAt: Date;
  deadlineAt: Date | null;
  draftSeq: number;
  draftAnswers: unknown;
}

/** The learner's open attempt, name and earlier submission: the server's one statement before an attempt starts. */
export const readOpening = (pool: pg.Pool, quizId: string, learnerId: string, openKey: string) =>
  one<{ id: string | null; startedAt: Date; deadlineAt: Date | null; draftSeq: number; draftAnswers: unknown; learnerName: string; submitted: boolean; submittedAnswers: unknown }>(
    pool,
    OPENING_STATEMENT,
    [openKey, quizId, learnerId],
  );

/** The server's start of an attempt, word for word; nothing when the open key was taken meanwhile. */
export const insertAttempt = (pool: pg.Pool, row: { id: string; quizId: string; learnerId: string; openKey: string; startedAt: Date; deadlineAt: Date | null; draftAnswers: unknown }) =>
  one<AttemptRow>(pool, START_ATTEMPT_STATEMENT, [
    row.id,
    row.quizId,
    row.learnerId,
    row.openKey,
    utcTimestamp(row.startedAt),
    row.deadlineAt && utcTimestamp(row.deadlineAt),
    JSON.stringify(row.draftAnswers),
  ]);

/** The attempt started meanwhile on another device. */
export const readAttemptByOpenKey = (pool: pg.Pool, openKey: string) =>
  one<AttemptRow>(pool, CONTINUE_ATTEMPT_STATEMENT, [openKey]);

/** The save: the server's one conditional UPDATE, word for word. */
export async function saveAnswers(
  pool: pg.Pool,
  input: { attemptId: string; learnerId: string; seq: number; answers: unknown; log: unknown[]; now: Date; oldestDeadline: Date },
): Promise<number> {
  const result = await pool.query(
    prepared(SAVE_DRAFT_STATEMENT, [
      JSON.stringify(input.answers),
      input.seq,
      utcTimestamp(input.now),
      input.log.length,
      20_000,
      JSON.stringify(input.log),
      input.attemptId,
      input.learnerId,
      utcTimestamp(input.oldestDeadline),
    ]),
  );
  return result.rowCount ?? 0;
}

/** The attempt and the grading facts, one row: the server's own statement (server/services/quiz/submissionReads.ts). */
export const readAttemptForSubmit = (pool: pg.Pool, quizId: string, learnerId: string, accountId: string, attemptId: string) =>
  one<{ id: string; status: string; deadlineAt: Date | null; learnerId: string; gradeOffset: number | null; manualGrades: Record<string, number> | null }>(
    pool,
    SUBMIT_READ_STATEMENT,
    [quizId, learnerId, accountId, attemptId],
  );

export interface StoreInput {
  submissionId: string;
  attemptId: string;
  quizId: string;
  learnerId: string;
  answers: unknown;
  result: number;
  maxGrade: number;
  submitKey: string | null;
  submittedAt: Date;
  questionIds: string[];
  scores: number[];
  maxScores: number[];
}

/** The submit: the server's one statement that closes the attempt and stores the submission and its scores (server/services/quiz/submissionStore.ts). */
export const storeSubmission = (pool: pg.Pool, input: StoreInput) =>
  one<{ id: string; result: number; maxGrade: number; submittedAt: Date }>(pool, STORE_SUBMISSION_STATEMENT, [
    'SUBMITTED',
    utcTimestamp(input.submittedAt),
    false,
    JSON.stringify(input.answers),
    input.attemptId,
    input.submissionId,
    input.quizId,
    input.learnerId,
    input.result,
    input.maxGrade,
    input.submitKey,
    input.questionIds,
    input.scores,
    input.maxScores,
  ]);
