// Capacity: how many opens, saves and submits a second a server completes when
// it is never idle. A closed loop: `concurrency` callers each send their next
// request as soon as the last one is answered, for at most `seconds` per
// operation (opens and submits also stop when no first open or open attempt
// is left). The exam's paced load measures latency at a given arrival rate;
// this measures the rate itself, for the real server and the baseline alike.
import { performance } from 'node:perf_hooks';
import type { LearnerClient } from '../client.ts';
import { answersOfLearner, answersUpTo, examQuestions } from '../quiz.ts';
import { summarize, type OperationSummary, type Sample } from '../stats.ts';

export interface CapacityLearner {
  index: number;
  email: string;
  token: string;
}

export interface CapacityPlan {
  quizIds: readonly string[];
  concurrency: number;
  seconds: number;
}

export interface CapacityResult {
  open: OperationSummary;
  save: OperationSummary;
  submit: OperationSummary;
  /** the first error codes met, for the report */
  errors: string[];
}

interface OpenAttempt {
  learner: CapacityLearner;
  quizId: string;
  attemptId: string;
  seq: number;
}

/** Runs `step` on `concurrency` callers until it returns false or time is up; the samples of the requests made. */
async function closedLoop(concurrency: number, seconds: number, step: (caller: number) => Promise<Sample | false>): Promise<Sample[]> {
  const samples: Sample[] = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, caller) => {
      while (performance.now() < until) {
        const sample = await step(caller);
        if (sample === false) return;
        samples.push(sample);
      }
    }),
  );
  return samples;
}

export async function measureCapacity(client: LearnerClient, learners: readonly CapacityLearner[], plan: CapacityPlan): Promise<CapacityResult> {
  const errors: string[] = [];
  const noteError = (sample: Sample) => {
    if (!sample.ok && errors.length < 5) errors.push(sample.error ?? 'unknown');
  };

  // Opens: every learner's first open of every quiz, quiz by quiz.
  const firstOpens = plan.quizIds.flatMap((quizId) => learners.map((learner) => ({ learner, quizId })));
  const opened: OpenAttempt[] = [];
  let nextOpen = 0;
  const openSamples = await closedLoop(plan.concurrency, plan.seconds, async () => {
    const task = firstOpens[nextOpen++];
    if (!task) return false;
    const reply = await client.post('takeQuiz', { quizId: task.quizId, email: task.learner.email }, task.learner.token);
    const attemptId = (reply.data as { attempt?: { id?: unknown } } | undefined)?.attempt?.id;
    if (reply.sample.ok && typeof attemptId === 'string') opened.push({ ...task, attemptId, seq: 0 });
    else if (reply.sample.ok) Object.assign(reply.sample, { ok: false, error: 'unexpected answer' });
    noteError(reply.sample);
    return reply.sample;
  });

  // Saves: each caller saves the open attempts of its share in turn, one save
  // of an attempt at a time, its whole answer map growing to 30 answers.
  const shares = Array.from({ length: plan.concurrency }, (_, caller) => opened.filter((_, index) => index % plan.concurrency === caller));
  const turn = new Array<number>(plan.concurrency).fill(0);
  const saveSamples = await closedLoop(plan.concurrency, plan.seconds, async (caller) => {
    const share = shares[caller];
    if (share.length === 0) return false;
    const attempt = share[turn[caller]++ % share.length];
    attempt.seq += 1;
    const answers = answersUpTo(answersOfLearner(attempt.learner.index), Math.min(attempt.seq, examQuestions.length));
    const reply = await client.post('saveQuizAnswers', { attemptId: attempt.attemptId, seq: attempt.seq, answers }, attempt.learner.token);
    noteError(reply.sample);
    return reply.sample;
  });

  // Submits: every open attempt once, with all 30 answers.
  let nextSubmit = 0;
  const submitSamples = await closedLoop(plan.concurrency, plan.seconds, async () => {
    const attempt = opened[nextSubmit++];
    if (!attempt) return false;
    const answers = answersUpTo(answersOfLearner(attempt.learner.index), examQuestions.length);
    const reply = await client.post(
      'submitQuiz',
      { quizId: attempt.quizId, attemptId: attempt.attemptId, answers, submitKey: `capacity-${attempt.attemptId}`, email: attempt.learner.email },
      attempt.learner.token,
    );
    noteError(reply.sample);
    return reply.sample;
  });

  return { open: summarize(openSamples), save: summarize(saveSamples), submit: summarize(submitSamples), errors };
}

/** The real server's completed requests a second over the baseline's, per operation (successful requests only). */
export function capacityRatios(server: CapacityResult, baseline: CapacityResult): Record<'open' | 'save' | 'submit', number> {
  const okRate = (op: OperationSummary) => (op.count === 0 ? 0 : (op.rps * (op.count - op.errors)) / op.count);
  const ratio = (a: OperationSummary, b: OperationSummary) => (okRate(b) === 0 ? 0 : Number((okRate(a) / okRate(b)).toFixed(2)));
  return { open: ratio(server.open, baseline.open), save: ratio(server.save, baseline.save), submit: ratio(server.submit, baseline.submit) };
}
