// The exam as the learners live it. Everyone signs in first (setup, not
// timed). Then learner i opens the quiz at i × 10 s / N, answers one question
// about every saveWindow / 30 seconds (±25 %, so learners do not save in
// lockstep) and saves its whole answer map after each answer, one save at a
// time as the real client does. Once every learner has made its 30 saves,
// learner i submits at i × 10 s / N. Every request is timed; what each
// learner had acknowledged is kept for the check in the database.
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import type { Answer, Answers } from '../../domain/quiz/types.ts';
import type { LearnerClient, Reply } from './client.ts';
import { answersOfLearner, answersUpTo, examQuestions, seededRandom } from './quiz.ts';
import type { Learner } from './setup.ts';
import type { Sample } from './stats.ts';

const LOGIN_CONCURRENCY = 50;

export type Operation = 'login' | 'open' | 'save' | 'submit';

/** What one learner did and what the server acknowledged. */
export interface LearnerRun extends Learner {
  answers: Answer[];
  token?: string;
  attemptId?: string;
  /** the highest save sequence number the server acknowledged; 0 before any */
  acknowledgedSeq: number;
  /** acknowledged saves the server answered with applied: false */
  unappliedSaves: number;
  submitKey: string;
  /** the answers sent with the submit the server acknowledged */
  submitted?: Answers;
  /** the result the acknowledged submit answered with */
  submittedResult?: number | null;
}

export interface LoadPlan {
  quizId: string;
  openWindowSeconds: number;
  saveWindowSeconds: number;
  submitWindowSeconds: number;
}

export type SamplesByOperation = Record<Operation, Sample[]>;

/** A field of a successful answer; a success without it is counted as that request's error. */
function field(reply: Reply, read: (data: Record<string, unknown>) => unknown): string | undefined {
  if (!reply.sample.ok) return undefined;
  const data = typeof reply.data === 'object' && reply.data !== null ? (reply.data as Record<string, unknown>) : {};
  const value = read(data);
  if (typeof value === 'string' && value !== '') return value;
  reply.sample.ok = false;
  reply.sample.error = 'unexpected answer';
  return undefined;
}

const sleepUntil = (time: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, time - performance.now())));

async function inBatches<T>(items: readonly T[], concurrency: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

export async function runExam(client: LearnerClient, learners: readonly Learner[], plan: LoadPlan, onPhase: (phase: string) => void): Promise<{ runs: LearnerRun[]; samples: SamplesByOperation }> {
  const samples: SamplesByOperation = { login: [], open: [], save: [], submit: [] };
  const runs: LearnerRun[] = learners.map((learner) => ({
    ...learner,
    answers: answersOfLearner(learner.index),
    acknowledgedSeq: 0,
    unappliedSaves: 0,
    submitKey: randomUUID(),
  }));
  const spacing = (windowSeconds: number) => (windowSeconds * 1000) / runs.length;
  const saveGap = (plan.saveWindowSeconds * 1000) / examQuestions.length;

  onPhase(`signing in ${runs.length} learners`);
  await inBatches(runs, LOGIN_CONCURRENCY, async (run) => {
    const reply = await client.post('login', { email: run.email });
    run.token = field(reply, (data) => data.token);
    samples.login.push(reply.sample);
  });

  onPhase(`open within ${plan.openWindowSeconds} s, then 30 saves each over about ${plan.saveWindowSeconds} s`);
  const openStart = performance.now();
  await Promise.all(
    runs.map(async (run, position) => {
      if (!run.token) return;
      const openAt = openStart + position * spacing(plan.openWindowSeconds);
      await sleepUntil(openAt);
      const opened = await client.post('takeQuiz', { quizId: plan.quizId, email: run.email }, run.token);
      run.attemptId = field(opened, (data) => (data.attempt as { id?: unknown } | undefined)?.id);
      samples.open.push(opened.sample);
      if (!run.attemptId) return;

      const random = seededRandom(1_000_003 + run.index);
      let answerAt = openAt;
      for (let seq = 1; seq <= examQuestions.length; seq += 1) {
        answerAt += saveGap * (0.75 + random() / 2);
        await sleepUntil(answerAt);
        const saved = await client.post('saveQuizAnswers', { attemptId: run.attemptId, seq, answers: answersUpTo(run.answers, seq) }, run.token);
        samples.save.push(saved.sample);
        if (!saved.sample.ok) continue;
        run.acknowledgedSeq = seq;
        if ((saved.data as { applied?: boolean } | undefined)?.applied === false) run.unappliedSaves += 1;
      }
    }),
  );

  onPhase(`submit within ${plan.submitWindowSeconds} s`);
  const submitStart = performance.now();
  await Promise.all(
    runs.map(async (run, position) => {
      if (!run.token || !run.attemptId) return;
      await sleepUntil(submitStart + position * spacing(plan.submitWindowSeconds));
      const answers = answersUpTo(run.answers, examQuestions.length);
      const reply = await client.post(
        'submitQuiz',
        { quizId: plan.quizId, attemptId: run.attemptId, answers, submitKey: run.submitKey, email: run.email },
        run.token,
      );
      samples.submit.push(reply.sample);
      if (!reply.sample.ok) return;
      run.submitted = answers;
      run.submittedResult = (reply.data as { result?: number | null } | undefined)?.result;
    }),
  );
  return { runs, samples };
}
