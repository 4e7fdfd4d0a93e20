// An attempt's start in one statement (issue 16): the row as the learner's
// open sees it, its times exact in UTC, and the attempt another device started
// in the moment between the open's read and its start continued, not doubled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createRequestContext } from '../../context.ts';
import { quizFixtures } from '../../testing/quizFixtures.ts';
import { startTestApp, type TestApp } from '../../testing/testApp.ts';
import { AppError } from '../../errors.ts';
import { openKeyOf } from './quizSubmission.ts';
import { startAttempt } from './quizTaking.ts';

let app: TestApp;
let fx: ReturnType<typeof quizFixtures>;

beforeAll(async () => {
  app = await startTestApp();
  fx = quizFixtures(app);
});

afterAll(async () => {
  await app?.stop();
});

async function learnerContext() {
  const learner = await fx.learner();
  const ctx = await createRequestContext(fx.db(), loadConfig({}), { authorization: `Bearer ${learner.token}` });
  return { learner, ctx };
}

describe('startAttempt', () => {
  it('starts the attempt with its deadline and the earlier answers, as Prisma reads it back', async () => {
    const quiz = await fx.quiz({ allowedTime: 45, editableAnswers: true });
    const { learner, ctx } = await learnerContext();
    const now = new Date('2026-11-28T03:04:05.678Z');
    const answers = { q1: { selectedAnswer: 2 } };
    const started = await startAttempt(ctx, quiz, learner.id, openKeyOf(quiz.id, learner.id), { answers }, now);
    const stored = await fx.db().attempt.findUniqueOrThrow({ where: { id: started.id } });
    expect(started).toEqual(stored);
    expect(stored).toMatchObject({
      quizId: quiz.id,
      learnerId: learner.id,
      status: 'OPEN',
      startedAt: now,
      deadlineAt: new Date(now.getTime() + 45 * 60_000),
      draftAnswers: answers,
      draftSeq: 0,
      selectionLog: [],
      openKey: openKeyOf(quiz.id, learner.id),
    });
  });

  it('an untimed quiz starts without a deadline, from no answers', async () => {
    const quiz = await fx.quiz({ allowedTime: null });
    const { learner, ctx } = await learnerContext();
    const started = await startAttempt(ctx, quiz, learner.id, openKeyOf(quiz.id, learner.id), null, new Date());
    expect(started).toMatchObject({ deadlineAt: null, draftAnswers: {} });
  });

  it('continues the attempt another device started meanwhile: one attempt, its start and deadline kept', async () => {
    const quiz = await fx.quiz({ allowedTime: 30 });
    const { learner, ctx } = await learnerContext();
    const openKey = openKeyOf(quiz.id, learner.id);
    const first = await startAttempt(ctx, quiz, learner.id, openKey, null, new Date(Date.now() - 60_000));
    const second = await startAttempt(ctx, quiz, learner.id, openKey, null, new Date());
    expect(second).toEqual(first);
    expect(await fx.db().attempt.count({ where: { quizId: quiz.id, learnerId: learner.id } })).toBe(1);
  });

  it('refuses a learner who submitted a quiz without editable answers, and starts nothing', async () => {
    const quiz = await fx.quiz({ editableAnswers: false });
    const { learner, ctx } = await learnerContext();
    const refusal = await startAttempt(ctx, quiz, learner.id, openKeyOf(quiz.id, learner.id), { answers: {} }, new Date()).catch((error: unknown) => error);
    expect((refusal as AppError).code).toBe('userAlreadyExamined');
    expect(await fx.db().attempt.count({ where: { quizId: quiz.id, learnerId: learner.id } })).toBe(0);
  });
});
