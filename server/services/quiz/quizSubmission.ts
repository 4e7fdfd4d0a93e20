// Storing a submission: graded on the server with the quiz engine, and written
// by the one statement that closes the attempt, so a retried or concurrent
// submit of the same attempt finds it closed and gets the stored result back
// instead of making a second submission. The same path finalises attempts whose deadline
// and grace have passed, from the answers saved while they were open.
import { unansweredRequired, answerProblems } from '../../../domain/quiz/answerRules.ts';
import { parseAnswers } from '../../../domain/quiz/answersInput.ts';
import { questionsOf } from '../../../domain/quiz/editorRules.ts';
import { gradeSubmission } from '../../../domain/quiz/score.ts';
import { tracksFromAnswers } from '../../../domain/quiz/tracks.ts';
import type { Answers, QuizContent } from '../../../domain/quiz/types.ts';
import type { Config } from '../../config.ts';
import type { RequestContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { sqlFor } from '../../db/sql.ts';
import type { Attempt, Quiz, Submission } from '../../db/generated/client.ts';
import { Prisma } from '../../db/generated/client.ts';
import { AppError } from '../../errors.ts';
import { assertLearnerMayOpen, quizForLearner } from './quizAccess.ts';
import { quizDocumentOf } from './quizDocument.ts';
import { quizResultOf, type QuizResultView } from '../results/quizResults.ts';
import { requireLearner } from '../learner/learners.ts';
import { releaseCertificates } from '../certificates/issuedCertificates.ts';
import { closeAndStore, prismaRows, type SubmissionData } from './submissionStore.ts';
import { gradingFactsOf, readAttemptForSubmit, WITHOUT_DRAFTS, type AttemptFacts, type GradingFacts } from './submissionReads.ts';

/** A submit that arrives this close to the deadline is a time-up submit: unanswered questions are accepted. */
const TIME_UP_TOLERANCE_MS = 30_000;
const TRANSACTION_OPTIONS = { maxWait: 30_000, timeout: 30_000 };

/** A submit as quizSubmission (domain/quiz/quizInputs.ts) answers it. */
export interface SubmitInput {
  quizId: string;
  /** null: the legacy client's open attempt */
  attemptId: string | null;
  answers: Answers;
  submitKey: string | null;
}

export function graceMs(config: Config): number {
  return config.quizGraceSeconds * 1000;
}

export function isPastGrace(attempt: Pick<Attempt, 'deadlineAt'>, now: Date, config: Config): boolean {
  return attempt.deadlineAt !== null && now.getTime() > attempt.deadlineAt.getTime() + graceMs(config);
}

/** Only the quiz's own questions are kept. */
function answersToQuestions(content: QuizContent, answers: Answers): Answers {
  const kept: Answers = {};
  for (const question of questionsOf(content)) if (Object.hasOwn(answers, question.id)) kept[question.id] = answers[question.id];
  return kept;
}

function assertAnswersAcceptable(content: QuizContent, answers: Answers, timeUp: boolean): void {
  for (const question of questionsOf(content)) {
    const problems = answerProblems(question, answers[question.id]).filter(
      (problem) => problem.code === 'regexMismatch' || problem.code === 'diacriticsNotAllowed',
    );
    if (problems.length > 0 && !timeUp) throw new AppError('invalid_data_entry', { field: question.id });
  }
  if (!timeUp && unansweredRequired(content, answers).length > 0) throw new AppError('quizNotAnswered');
}

export async function submitQuiz(ctx: RequestContext, input: SubmitInput, now = new Date()): Promise<QuizResultView> {
  const { learnerId } = requireLearner(ctx);
  const { submitKey } = input;
  const learnerQuiz = await quizForLearner(ctx, input.quizId);
  const { quiz } = learnerQuiz;

  // A retry of a submit that carries its attempt finds the attempt closed
  // below; a legacy submit without one is recognised by its key.
  if (submitKey && !input.attemptId) {
    const earlier = await ctx.prisma.submission.findUnique({ where: { submitKey } });
    if (earlier && earlier.learnerId === learnerId && earlier.quizId === quiz.id) return quizResultOf(quiz, earlier);
  }

  const { attempt, grading } = await findAttempt(ctx, quiz, learnerId, input.attemptId);
  if (attempt.status !== 'OPEN') return resultOfClosedAttempt(ctx, quiz, attempt);
  if (isPastGrace(attempt, now, ctx.config)) {
    await finaliseAttempt(ctx.prisma, ctx.config, attempt.id, now);
    throw new AppError('quizTimeExpired');
  }
  // The rule that opened the attempt is checked again: access may have changed since.
  await assertLearnerMayOpen(ctx, learnerQuiz);

  const { content } = quizDocumentOf(quiz);
  const answers = answersToQuestions(content, input.answers);
  const timeUp = attempt.deadlineAt !== null && now.getTime() >= attempt.deadlineAt.getTime() - TIME_UP_TOLERANCE_MS;
  assertAnswersAcceptable(content, answers, timeUp);

  const stored = await storeSubmission(ctx.prisma, ctx.config, { quiz, attempt, answers, now, submitKey, auto: false, grading });
  if (!stored) return resultOfClosedAttempt(ctx, quiz, await ctx.prisma.attempt.findUniqueOrThrow({ where: { id: attempt.id }, select: { id: true, status: true } }));
  return quizResultOf(quiz, stored);
}

async function findAttempt(ctx: RequestContext, quiz: Quiz, learnerId: string, attemptId: string | null): Promise<{ attempt: AttemptFacts; grading?: GradingFacts }> {
  if (attemptId !== null) {
    const read = await readAttemptForSubmit(ctx.prisma, quiz, learnerId, attemptId);
    if (!read) throw new AppError('notFound', { field: 'attemptId' });
    return read;
  }
  // The legacy client submits without an attempt id: its open attempt.
  const open = await ctx.prisma.attempt.findUnique({ where: { openKey: openKeyOf(quiz.id, learnerId) }, omit: WITHOUT_DRAFTS });
  if (open) return { attempt: open };
  const submitted = await ctx.prisma.submission.findUnique({ where: { quizId_learnerId: { quizId: quiz.id, learnerId } } });
  throw new AppError(submitted ? 'userAlreadyExamined' : 'notFound', { field: 'attemptId' });
}

/** A retried submit of an attempt already submitted gets the stored result; an attempt the server finalised, quizTimeExpired. */
async function resultOfClosedAttempt(ctx: RequestContext, quiz: Quiz, attempt: Pick<Attempt, 'id' | 'status'>): Promise<QuizResultView> {
  if (attempt.status === 'EXPIRED') throw new AppError('quizTimeExpired');
  const submission = await ctx.prisma.submission.findUnique({ where: { attemptId: attempt.id } });
  if (!submission) throw new AppError('attemptClosed');
  return quizResultOf(quiz, submission);
}

export function openKeyOf(quizId: string, learnerId: string): string {
  return `${quizId}:${learnerId}`;
}

interface StoreInput {
  quiz: Quiz;
  attempt: Pick<Attempt, 'id' | 'learnerId'>;
  answers: Answers;
  now: Date;
  submitKey: string | null;
  /** finalised by the server after the deadline and grace */
  auto: boolean;
  /** the grading facts, when the attempt was read with them (read here otherwise) */
  grading?: GradingFacts;
}

/**
 * Grades and stores the submission and closes the attempt, all or nothing.
 * Null when the attempt was no longer open (another submit won the race).
 */
export async function storeSubmission(prisma: Db, config: Config, input: StoreInput): Promise<Submission | null> {
  const { quiz, attempt, answers, now, submitKey, auto } = input;
  const { content, settings } = quizDocumentOf(quiz);
  const { account, ...learnerGrades } = input.grading ?? (await gradingFactsOf(prisma, quiz, attempt.learnerId));
  const grade = gradeSubmission({ content, settings }, answers, {
    now,
    manualGrades: learnerGrades.manualGrades,
    gradeOffset: learnerGrades.gradeOffset,
    timeZoneOffsetMinutes: config.deadlineUtcOffsetMinutes,
  });
  const data: SubmissionData = {
    answers,
    result: grade.result ?? 0,
    maxGrade: grade.maxGrade,
    submitKey,
    submittedAt: now,
  };

  // A registration form also registers the learner: both or neither. Any
  // other quiz is stored by the one statement alone, without a transaction
  // held open across round trips (bench:exam).
  const submission =
    account.regFormId === quiz.id
      ? await prisma.$transaction(async (tx) => {
          const saved = await closeAndStore(prismaRows(tx), { quiz, attempt, grade, data, auto });
          if (saved) await registerInAccount(tx, quiz.accountId, attempt.learnerId, content, answers);
          return saved;
        }, TRANSACTION_OPTIONS)
      : await closeAndStore(sqlFor(prisma), { quiz, attempt, grade, data, auto });

  const releasesCertificates = account.useCertificateTemplate && account.certificateReleaseCriteria.length > 0;
  if (submission && releasesCertificates) await releaseCertificates(prisma, quiz.accountId, attempt.learnerId, now);
  return submission;
}

/** Submitting an account's registration form registers the learner, with the tracks their course-link answers pick. */
async function registerInAccount(
  tx: Prisma.TransactionClient,
  accountId: string,
  learnerId: string,
  content: QuizContent,
  answers: Answers,
): Promise<void> {
  const registration = await tx.registration.upsert({
    where: { accountId_learnerId: { accountId: accountId, learnerId } },
    create: { accountId: accountId, learnerId, answers: answers as Prisma.InputJsonObject },
    update: { answers: answers as Prisma.InputJsonObject },
  });
  const names = tracksFromAnswers(content, answers);
  const tracks = await Promise.all(
    names.map((name) =>
      tx.track.upsert({ where: { accountId_name: { accountId: accountId, name } }, create: { accountId: accountId, name }, update: {} }),
    ),
  );
  await tx.registrationTrack.deleteMany({ where: { registrationId: registration.id } });
  await tx.registrationTrack.createMany({ data: tracks.map((track) => ({ registrationId: registration.id, trackId: track.id })) });
}

/** Closes an attempt past its deadline and grace from the answers it saved. */
export async function finaliseAttempt(prisma: Db, config: Config, attemptId: string, now = new Date()): Promise<void> {
  const attempt = await prisma.attempt.findUnique({ where: { id: attemptId }, include: { quiz: true } });
  if (!attempt || attempt.status !== 'OPEN') return;
  const { content } = quizDocumentOf(attempt.quiz);
  const parsed = parseAnswers(attempt.draftAnswers);
  const answers = answersToQuestions(content, parsed.ok ? parsed.answers : {});
  await storeSubmission(prisma, config, { quiz: attempt.quiz, attempt, answers, now, submitKey: null, auto: true });
}

/** The sweep the server runs: every open attempt whose deadline and grace have passed is finalised. */
export async function finaliseExpiredAttempts(prisma: Db, config: Config, now = new Date()): Promise<number> {
  const expired = await prisma.attempt.findMany({
    where: { status: 'OPEN', deadlineAt: { lt: new Date(now.getTime() - graceMs(config)) } },
    select: { id: true },
    take: 500,
  });
  for (const { id } of expired) await finaliseAttempt(prisma, config, id, now);
  return expired.length;
}
