import { describe, expect, it } from 'vitest';
import type { LearnerClient, Reply } from '../client.ts';
import { examQuestions } from '../quiz.ts';
import type { OperationSummary } from '../stats.ts';
import { capacityRatios, measureCapacity, type CapacityResult } from './measure.ts';

/** A learner client that answers at once, as a server with attempts would, and keeps what it was sent. */
function recordingClient() {
  const sent: { name: string; body: Record<string, unknown> }[] = [];
  let attempts = 0;
  const client: LearnerClient = {
    async post(name, body) {
      sent.push({ name, body: body as Record<string, unknown> });
      await new Promise((resolve) => setImmediate(resolve));
      const data = name === 'takeQuiz' ? { attempt: { id: `attempt-${++attempts}` } } : { applied: true, result: 1 };
      const reply: Reply = { sample: { startedAt: performance.now(), durationMs: 1, ok: true }, data };
      return reply;
    },
    close() {},
  };
  return { client, sent };
}

const learners = [0, 1, 2].map((index) => ({ index, email: `l${index}@bench.example`, token: `token-${index}` }));

describe('measureCapacity', () => {
  it('opens every learner × quiz once, saves each attempt with rising sequence numbers, and submits each attempt once', async () => {
    const { client, sent } = recordingClient();
    const result = await measureCapacity(client, learners, { quizIds: ['q1', 'q2'], concurrency: 4, seconds: 0.2 });

    const opens = sent.filter((call) => call.name === 'takeQuiz').map((call) => `${call.body.quizId} ${call.body.email}`);
    expect(new Set(opens).size).toBe(6);
    expect(opens).toHaveLength(6);
    expect(result.open.count).toBe(6);

    const saves = sent.filter((call) => call.name === 'saveQuizAnswers');
    expect(saves.length).toBeGreaterThan(6);
    const seqByAttempt = new Map<string, number[]>();
    for (const { body } of saves) seqByAttempt.set(String(body.attemptId), [...(seqByAttempt.get(String(body.attemptId)) ?? []), Number(body.seq)]);
    for (const seqs of seqByAttempt.values()) expect(seqs).toEqual(seqs.map((_, index) => index + 1));
    const answered = saves.map(({ body }) => Object.keys(body.answers as object).length);
    expect(Math.max(...answered)).toBeLessThanOrEqual(examQuestions.length);

    const submits = sent.filter((call) => call.name === 'submitQuiz').map((call) => call.body.attemptId);
    expect(submits.sort()).toEqual([1, 2, 3, 4, 5, 6].map((n) => `attempt-${n}`).sort());
    expect(result.errors).toEqual([]);
  });

  it('counts an open answered without an attempt as an error and neither saves nor submits it', async () => {
    const client: LearnerClient = {
      async post(name) {
        return { sample: { startedAt: performance.now(), durationMs: 1, ok: true }, data: name === 'takeQuiz' ? {} : { applied: true } };
      },
      close() {},
    };
    const result = await measureCapacity(client, learners.slice(0, 1), { quizIds: ['q1'], concurrency: 2, seconds: 0.1 });
    expect(result.open).toMatchObject({ count: 1, errors: 1 });
    expect(result.errors).toEqual(['unexpected answer']);
    expect(result.save.count).toBe(0);
    expect(result.submit.count).toBe(0);
  });
});

describe('capacityRatios', () => {
  const op = (rps: number, count = 100, errors = 0): OperationSummary => ({ count, errors, rps, p50: 1, p95: 1, p99: 1, max: 1 });
  const result = (open: OperationSummary, save: OperationSummary, submit: OperationSummary): CapacityResult => ({ open, save, submit, errors: [] });

  it("divides the server's successful requests a second by the baseline's", () => {
    expect(capacityRatios(result(op(150), op(540), op(110)), result(op(250), op(900), op(220)))).toEqual({ open: 0.6, save: 0.6, submit: 0.5 });
  });

  it('counts failed requests out of the rate, and gives 0 against a baseline that completed nothing', () => {
    expect(capacityRatios(result(op(200, 100, 50), op(100), op(100)), result(op(200), op(0, 0), op(100))).open).toBe(0.5);
    expect(capacityRatios(result(op(200), op(100), op(100)), result(op(200), op(0, 0), op(100))).save).toBe(0);
  });
});
