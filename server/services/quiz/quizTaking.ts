// Opening a quiz and saving answers while it is taken. Opening records the
// attempt's start; allowedTime gives a deadline only the server's clock
// decides, so a reload or another device continues the same attempt and the
// same countdown. Saves carry the whole answer map and a sequence number: a
// save older than the last applied one is acknowledged and ignored, so
// retries and reordering can never put older answers over newer ones.
import { randomUUID } from 'node:crypto';
import { parseAnswers } from '../../../domain/quiz/answersInput.ts';
import type { DraftSave } from '../../../domain/quiz/quizInputs.ts';
import { learnerQuizContent } from '../../../domain/quiz/learnerView.ts';
import type { QuizContent, QuizSettings } from '../../../domain/quiz/types.ts';
import type { RequestContext } from '../../context.ts';
import type { Attempt, Prisma, Quiz } from '../../db/generated/client.ts';
import { sqlFor, utcTimestamp } from '../../db/sql.ts';
import { withSignedFileAnswers } from '../../files/answerFiles.ts';
import { AppError } from '../../errors.ts';
import { requireLearner } from '../learner/learners.ts';
import { assertLearnerMayOpen, quizForLearner } from './quizAccess.ts';
import { quizDocumentOf } from './quizDocument.ts';
import { finaliseAttempt, graceMs, isPastGrace, openKeyOf } from './quizSubmission.ts';

/** the selections' log an attempt keeps (a save carries at most MAX_LOG_ENTRIES_PER_SAVE of domain/quiz/quizInputs.ts) */
const MAX_LOG_ENTRIES = 20_000;

export interface OpenedQuiz {
  quiz: Quiz;
  settings: QuizSettings;
  /** the questions without answer keys */
  content: QuizContent;
  attempt: Attempt;
  serverNow: Date;
  /** the learner's name, without commas, as the quiz screen shows it */
  learnerName: string;
}

export async function openQuiz(ctx: RequestContext, quizId: string, now = new Date()): Promise<OpenedQuiz> {
  const { learnerId, organizationId } = requireLearner(ctx);
  const learnerQuiz = await quizForLearner(ctx, quizId);
  await assertLearnerMayOpen(ctx, learnerQuiz);
  const { quiz } = learnerQuiz;

  const openKey = openKeyOf(quiz.id, learnerId);
  const opening = await openingOf(ctx, quiz.id, learnerId, openKey);
  let { attempt } = opening;
  if (attempt && isPastGrace(attempt, now, ctx.config)) {
    await finaliseAttempt(ctx.prisma, ctx.config, attempt.id, now);
    throw new AppError('quizTimeExpired');
  }
  if (!attempt) attempt = await startAttempt(ctx, quiz, learnerId, openKey, opening.submission, now);

  const { content, settings } = quizDocumentOf(quiz);
  // The learner's own file answers open from the quiz screen: signed afresh.
  const drafts = parseAnswers(attempt.draftAnswers);
  const draftAnswers = drafts.ok ? await withSignedFileAnswers(ctx, drafts.answers, { learnerId, organizationId }) : attempt.draftAnswers;
  return {
    quiz,
    settings,
    content: learnerQuizContent(content),
    attempt: { ...attempt, draftAnswers: draftAnswers as Prisma.JsonValue },
    serverNow: now,
    learnerName: opening.learnerName.replace(/[,،]/g, '').trim(),
  };
}

interface Opening {
  /** the learner's open attempt of the quiz */
  attempt: Attempt | null;
  learnerName: string;
  /** the learner's earlier submission of the quiz */
  submission: { answers: Prisma.JsonValue } | null;
}

/**
 * The opening's one read: $1 the attempt's open key, $2 the quiz, $3 the
 * learner. Exported for the exam bench's baseline, which sends the same words.
 */
export const OPENING_STATEMENT = `SELECT a.*, l."name" AS "learnerName", s."id" IS NOT NULL AS "submitted", s."answers" AS "submittedAnswers"
     FROM "Learner" AS l
     LEFT JOIN "Attempt" AS a ON a."openKey" = $1
     LEFT JOIN "Submission" AS s ON s."quizId" = $2 AND s."learnerId" = l."id"
     WHERE l."id" = $3`;

/**
 * What an open needs besides the quiz, in one statement (the exam bench
 * counts the statements of an open): the learner's open attempt, their name,
 * and the answers of an earlier submission.
 */
async function openingOf(ctx: RequestContext, quizId: string, learnerId: string, openKey: string): Promise<Opening> {
  type Row = Attempt & { learnerName: string; submitted: boolean; submittedAnswers: Prisma.JsonValue | null };
  const [row] = await sqlFor(ctx.prisma).rows<Row>(
    OPENING_STATEMENT,
    [openKey, quizId, learnerId],
  );
  if (!row) throw new AppError('unauthenticated');
  const { learnerName, submitted, submittedAnswers, ...attempt } = row;
  return {
    attempt: attempt.id === null ? null : attempt,
    learnerName,
    submission: submitted ? { answers: submittedAnswers } : null,
  };
}

/**
 * An attempt's start: $1 id, $2 quiz, $3 learner, $4 open key, $5 started at,
 * $6 deadline, $7 draft answers. Nothing when the learner's open attempt was
 * started meanwhile (the open key is taken). Exported for the exam bench's
 * baseline, which sends the same words.
 */
export const START_ATTEMPT_STATEMENT = `INSERT INTO "Attempt" ("id", "quizId", "learnerId", "openKey", "startedAt", "deadlineAt", "draftAnswers")
     VALUES ($1, $2, $3, $4, $5::timestamp, $6::timestamp, $7::jsonb)
     ON CONFLICT ("openKey") DO NOTHING
     RETURNING *`;

/** The attempt another device started meanwhile: $1 its open key. Exported for the baseline too. */
export const CONTINUE_ATTEMPT_STATEMENT = 'SELECT * FROM "Attempt" WHERE "openKey" = $1';

/** Starts the learner's attempt, or continues the one started meanwhile on another device. Exported for its tests. */
export async function startAttempt(
  ctx: RequestContext,
  quiz: Pick<Quiz, 'id' | 'allowedTime' | 'editableAnswers'>,
  learnerId: string,
  openKey: string,
  submission: Opening['submission'],
  now: Date,
): Promise<Attempt> {
  if (submission && !quiz.editableAnswers) throw new AppError('userAlreadyExamined');
  const deadlineAt = quiz.allowedTime ? new Date(now.getTime() + quiz.allowedTime * 60_000) : null;
  const sql = sqlFor(ctx.prisma);
  const [started] = await sql.rows<Attempt>(START_ATTEMPT_STATEMENT, [
    randomUUID(),
    quiz.id,
    learnerId,
    openKey,
    utcTimestamp(now),
    deadlineAt && utcTimestamp(deadlineAt),
    // Editable answers start from the answers already submitted.
    JSON.stringify(submission?.answers ?? {}),
  ]);
  if (started) return started;
  // Opened on two devices at once: both continue the one attempt.
  const [continued] = await sql.rows<Attempt>(CONTINUE_ATTEMPT_STATEMENT, [openKey]);
  // ...unless it closed in the moment between (submitted or finalised on the other device).
  if (!continued) throw new AppError('attemptClosed');
  return continued;
}

export interface SavedDraft {
  attemptId: string;
  /** the sequence number the server holds now */
  seq: number;
  savedAt: Date;
  /** false when this save was older than one already applied (nothing changed) */
  applied: boolean;
}

/**
 * The save's one statement: $1 answers, $2 seq, $3 saved at, $4 log length,
 * $5 log cap, $6 log entries, $7 attempt, $8 learner, $9 oldest deadline still
 * open (with grace). Exported for the exam bench's baseline, which sends the
 * same words (bench/exam/baseline/statements.ts).
 */
export const SAVE_DRAFT_STATEMENT = `UPDATE "Attempt"
     SET "draftAnswers" = $1::jsonb,
         "draftSeq" = $2,
         "draftSavedAt" = $3::timestamp,
         "selectionLog" = CASE WHEN jsonb_array_length("selectionLog") + $4 <= $5
                               THEN "selectionLog" || $6::jsonb
                               ELSE "selectionLog" END
     WHERE "id" = $7 AND "learnerId" = $8 AND "status" = 'OPEN' AND "draftSeq" < $2
       AND ("deadlineAt" IS NULL OR "deadlineAt" >= $9::timestamp)
       AND EXISTS (SELECT 1 FROM "Quiz" WHERE "Quiz"."id" = "Attempt"."quizId" AND "Quiz"."isActive" AND "Quiz"."deletedAt" IS NULL)`;

/** The save as draftSave answers it (the attempt's id, its number, the answers and the log checked at the edge). */
export async function saveDraft(ctx: RequestContext, input: DraftSave, now = new Date()): Promise<SavedDraft> {
  const { learnerId } = requireLearner(ctx);
  const { seq, answers, log } = input;

  // One statement in the usual case: applied only to this learner's attempt,
  // while it is open and within its deadline and grace, its quiz still active
  // and not deleted, and when this save is newer than the one held. Otherwise
  // the attempt is read to tell why. The rest of the access rule (where the
  // quiz is placed, examinees, registration, prerequisites) was met when the
  // attempt opened and is checked again at submit, not on every save
  // (docs/decisions.md, "Quiz access").
  const applied = await sqlFor(ctx.prisma).execute(
    SAVE_DRAFT_STATEMENT,
    [
      JSON.stringify(answers),
      seq,
      utcTimestamp(now),
      log.length,
      MAX_LOG_ENTRIES,
      JSON.stringify(log),
      input.attemptId,
      learnerId,
      utcTimestamp(new Date(now.getTime() - graceMs(ctx.config))),
    ],
  );
  if (applied === 1) return { attemptId: input.attemptId, seq, savedAt: now, applied: true };

  const attempt = await ctx.prisma.attempt.findFirst({
    where: { id: input.attemptId, learnerId },
    select: { id: true, status: true, deadlineAt: true, draftSeq: true, draftSavedAt: true, quiz: { select: { isActive: true, deletedAt: true } } },
  });
  if (!attempt || attempt.quiz.deletedAt) throw new AppError('notFound', { field: 'attemptId' });
  if (attempt.status !== 'OPEN') throw new AppError(attempt.status === 'EXPIRED' ? 'quizTimeExpired' : 'attemptClosed');
  if (isPastGrace(attempt, now, ctx.config)) {
    await finaliseAttempt(ctx.prisma, ctx.config, attempt.id, now);
    throw new AppError('quizTimeExpired');
  }
  if (!attempt.quiz.isActive) throw new AppError('quizNotActive');
  return { attemptId: attempt.id, seq: attempt.draftSeq, savedAt: attempt.draftSavedAt ?? now, applied: false };
}
