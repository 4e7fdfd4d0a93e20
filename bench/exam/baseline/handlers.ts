// The exam bench's baseline handler: the three calls of exam day
// (user/takeQuiz, user/saveQuizAnswers, user/submitQuiz) on the token path,
// written directly on node:http and `pg`, sending the statements of
// ./statements.ts in the real server's order and grading with the same domain
// code. No framework, ORM, validation layer or rules beyond what the exam's
// quiz needs: what the real server could at best be. ./server.ts runs it as a
// process; baselineStatements.postgres.test.ts counts its statements against
// the real server's.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type pg from 'pg';
import { parseAnswers } from '../../../domain/quiz/answersInput.ts';
import { learnerQuizContent } from '../../../domain/quiz/learnerView.ts';
import { gradeSubmission } from '../../../domain/quiz/score.ts';
import type { Answers } from '../../../domain/quiz/types.ts';
import type { Quiz } from '../../../server/db/generated/client.ts';
import { LEARNER_SESSION_CACHE_MS } from '../../../server/auth/learnerSessions.ts';
import { hashToken } from '../../../server/auth/tokens.ts';
import { utcTimestamp } from '../../../server/db/sql.ts';
import { quizDocumentOf, withStoredContent } from '../../../server/services/quiz/quizDocument.ts';
import * as sql from './statements.ts';

const GRACE_MS = 60_000;
const ORGANIZATION_CACHE_MS = 2_000;

class Refusal extends Error {}

function send(res: ServerResponse, status: number, payload: unknown): void {
  const text = JSON.stringify(payload);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

export function baselineHandler(pool: pg.Pool): RequestListener {
  const organizations = new Map<string, { id: string; readAt: number }>();

  async function organizationOf(alias: string): Promise<string> {
    const cached = organizations.get(alias);
    if (cached && Date.now() - cached.readAt < ORGANIZATION_CACHE_MS) return cached.id;
    const row = await sql.readOrganizationByAlias(pool, alias);
    if (!row) throw new Refusal('organizationNotFound');
    organizations.set(alias, { id: row.id, readAt: Date.now() });
    return row.id;
  }

  // Learner sessions are kept as the server keeps them (server/auth/learnerSessions.ts).
  const sessions = new Map<string, { learner: { learnerId: string; organizationId: string; email: string }; until: number }>();

  async function sessionOf(tokenHash: string) {
    const kept = sessions.get(tokenHash);
    if (kept && kept.until > Date.now()) return kept.learner;
    const session = await sql.readSession(pool, tokenHash, utcTimestamp(new Date()));
    if (!session?.learnerId || !session.learnerEmail || !session.live) return null;
    const learner = { learnerId: session.learnerId, organizationId: session.organizationId, email: session.learnerEmail };
    sessions.set(tokenHash, { learner, until: Math.min(Date.now() + LEARNER_SESSION_CACHE_MS, session.expiresAt.getTime()) });
    return learner;
  }

  async function learnerOf(req: IncomingMessage): Promise<{ learnerId: string; organizationId: string; email: string }> {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token) throw new Refusal('unauthenticated');
    const [learner, organizationId] = await Promise.all([sessionOf(hashToken(token)), organizationOf(String(req.headers['x-org-alias']))]);
    if (!learner || learner.organizationId !== organizationId) throw new Refusal('unauthenticated');
    return learner;
  }

  function checkEmail(learner: { email: string }, email: unknown): void {
    if (typeof email === 'string' && email !== '' && email.toLowerCase() !== learner.email) throw new Refusal('forbidden');
  }

  async function quizOf(quizId: unknown, organizationId: string) {
    if (typeof quizId !== 'string') throw new Refusal('invalid_data_entry');
    const row = await sql.readQuizAndAccess(pool, quizId, organizationId);
    if (!row) throw new Refusal('notFound');
    const { accountClosed, useRegForm, regFormId, archivedAt, programs, ...columns } = row;
    const quiz = await withStoredContent(columns, (id) => sql.readQuizContent(pool, id));
    return { quiz, access: { accountClosed, useRegForm, regFormId, archivedAt, programs } };
  }

  /** Refuses a quiz not placed in an open program of an open account. */
  function assertOpen({ quiz, access }: { quiz: Quiz; access: sql.AccessRow }): void {
    if (access.archivedAt || access.programs.length === 0) throw new Refusal('notFound');
    if (!quiz.isActive || access.accountClosed || access.programs.every((program) => program.closed)) throw new Refusal('quizNotActive');
  }

  async function takeQuiz(req: IncomingMessage, body: Record<string, unknown>) {
    const learner = await learnerOf(req);
    const { learnerId, organizationId } = learner;
    checkEmail(learner, body.email);
    const read = await quizOf(body.quizId, organizationId);
    assertOpen(read);
    const { quiz } = read;
    const openKey = `${quiz.id}:${learnerId}`;
    const now = new Date();
    const opening = await sql.readOpening(pool, quiz.id, learnerId, openKey);
    if (!opening) throw new Refusal('unauthenticated');
    let attempt: sql.AttemptRow | undefined = opening.id === null ? undefined : { ...opening, id: opening.id };
    if (!attempt) {
      if (opening.submitted && !quiz.editableAnswers) throw new Refusal('userAlreadyExamined');
      attempt = await sql.insertAttempt(pool, {
        id: randomUUID(),
        quizId: quiz.id,
        learnerId,
        openKey,
        startedAt: now,
        deadlineAt: quiz.allowedTime ? new Date(now.getTime() + quiz.allowedTime * 60_000) : null,
        draftAnswers: opening.submitted ? opening.submittedAnswers : {},
      }) ?? await sql.readAttemptByOpenKey(pool, openKey);
      if (!attempt) throw new Refusal('attemptClosed');
    }
    const { content } = quizDocumentOf(quiz);
    return {
      id: quiz.id,
      name: quiz.name,
      allowedTime: quiz.allowedTime,
      ...learnerQuizContent(content),
      userName: opening.learnerName,
      attempt: { id: attempt!.id, startedAt: attempt!.startedAt, deadlineAt: attempt!.deadlineAt, serverNow: now, draftSeq: attempt!.draftSeq, draftAnswers: attempt!.draftAnswers },
    };
  }

  async function saveQuizAnswers(req: IncomingMessage, body: Record<string, unknown>) {
    const { learnerId } = await learnerOf(req);
    const parsed = parseAnswers(body.answers);
    if (typeof body.attemptId !== 'string' || typeof body.seq !== 'number' || !parsed.ok) throw new Refusal('invalid_data_entry');
    const now = new Date();
    const applied = await sql.saveAnswers(pool, {
      attemptId: body.attemptId,
      learnerId,
      seq: body.seq,
      answers: parsed.answers,
      log: [],
      now,
      oldestDeadline: new Date(now.getTime() - GRACE_MS),
    });
    return { attemptId: body.attemptId, seq: body.seq, savedAt: now, applied: applied === 1 };
  }

  async function submitQuiz(req: IncomingMessage, body: Record<string, unknown>) {
    const learner = await learnerOf(req);
    const { learnerId, organizationId } = learner;
    checkEmail(learner, body.email);
    const parsed = parseAnswers(body.answers);
    if (!parsed.ok || typeof body.attemptId !== 'string') throw new Refusal('invalid_data_entry');
    const read = await quizOf(body.quizId, organizationId);
    const { quiz } = read;
    const attempt = await sql.readAttemptForSubmit(pool, quiz.id, learnerId, quiz.accountId, body.attemptId);
    if (!attempt) throw new Refusal('notFound');
    if (attempt.status !== 'OPEN') throw new Refusal('attemptClosed');
    assertOpen(read);
    const { content, settings } = quizDocumentOf(quiz);
    const answers: Answers = parsed.answers;
    const now = new Date();
    const grade = gradeSubmission({ content, settings }, answers, {
      now,
      manualGrades: attempt.manualGrades ?? undefined,
      gradeOffset: attempt.gradeOffset ?? undefined,
      timeZoneOffsetMinutes: 0,
    });
    const stored = await sql.storeSubmission(pool, {
      submissionId: randomUUID(),
      attemptId: attempt.id,
      quizId: quiz.id,
      learnerId,
      answers,
      result: grade.result ?? 0,
      maxGrade: grade.maxGrade,
      submitKey: typeof body.submitKey === 'string' ? body.submitKey : null,
      submittedAt: now,
      questionIds: grade.perQuestion.map((question) => question.questionId),
      scores: grade.perQuestion.map((question) => question.score),
      maxScores: grade.perQuestion.map((question) => question.maxScore),
    });
    if (!stored) throw new Refusal('attemptClosed');
    return { quizId: quiz.id, result: stored.result, maxGrade: stored.maxGrade, passed: stored.result >= quiz.passGrade, submittedAt: stored.submittedAt };
  }

  const routes: Record<string, (req: IncomingMessage, body: Record<string, unknown>) => Promise<unknown>> = {
    '/user/takeQuiz': takeQuiz,
    '/user/saveQuizAnswers': saveQuizAnswers,
    '/user/submitQuiz': submitQuiz,
  };

  return async (req, res) => {
    if (req.url === '/healthz') return send(res, 200, { ok: true });
    const route = req.method === 'POST' ? routes[req.url ?? ''] : undefined;
    if (!route) return send(res, 404, { data: { error: 'notFound' } });
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    try {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      send(res, 200, { data: await route(req, body) });
    } catch (error) {
      if (error instanceof Refusal) send(res, 200, { data: { error: error.message } });
      else send(res, 500, { data: { error: 'internal' } });
    }
  };
}
