// `--baseline`: after the exam, the real server's capacity, then the
// baseline's on the same database and machine, and the ratio of the two for
// open, save and submit (target: at least 0.5). The capacity learners sign in
// through the real server (setup, not measured); the baseline reads the same
// sessions table. Each server gets its own learners and quizzes, so every
// open it is given is a first open, as on exam day.
import { learnerClient } from '../client.ts';
import type { OperationSummary } from '../stats.ts';
import { capacityRatios, measureCapacity, type CapacityLearner, type CapacityResult } from './measure.ts';
import { CAPACITY_ALIAS, type CapacitySide } from './seed.ts';

export const CAPACITY_LEARNERS_PER_SIDE = 800;
export const CAPACITY_QUIZZES_PER_SIDE = 8;
export const CAPACITY_CONCURRENCY = 32;
export const CAPACITY_SECONDS = 8;

export interface CapacityComparison {
  server: CapacityResult;
  baseline: CapacityResult;
  ratio: Record<'open' | 'save' | 'submit', number>;
  concurrency: number;
  seconds: number;
}

export async function signInCapacityLearners(serverUrl: string, side: CapacitySide): Promise<CapacityLearner[]> {
  const client = learnerClient(serverUrl, CAPACITY_ALIAS);
  const learners: CapacityLearner[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (next < side.emails.length) {
        const index = next++;
        const email = side.emails[index];
        const reply = await client.post('login', { email });
        const token = (reply.data as { token?: unknown } | undefined)?.token;
        if (typeof token !== 'string') throw new Error(`capacity sign-in of ${email} failed: ${reply.sample.error ?? 'no token'}`);
        learners.push({ index, email, token });
      }
    }),
  );
  client.close();
  return learners.sort((a, b) => a.index - b.index);
}

export async function measureOn(url: string, learners: readonly CapacityLearner[], side: CapacitySide): Promise<CapacityResult> {
  const client = learnerClient(url, CAPACITY_ALIAS);
  try {
    return await measureCapacity(client, learners, { quizIds: side.quizIds, concurrency: CAPACITY_CONCURRENCY, seconds: CAPACITY_SECONDS });
  } finally {
    client.close();
  }
}

export function compare(server: CapacityResult, baseline: CapacityResult): CapacityComparison {
  return { server, baseline, ratio: capacityRatios(server, baseline), concurrency: CAPACITY_CONCURRENCY, seconds: CAPACITY_SECONDS };
}

export function capacityLines(comparison: CapacityComparison): string[] {
  const cell = (op: OperationSummary) => `  ${op.rps}/s (p50 ${op.p50} ms, ${op.errors} errors of ${op.count})`.padStart(42);
  const lines = [
    '',
    `capacity, ${comparison.concurrency} requests always in flight, at most ${comparison.seconds} s per operation:`,
    `${'operation'.padEnd(10)}${'server'.padStart(42)}${'baseline (pg)'.padStart(42)}${'ratio'.padStart(8)}`,
  ];
  for (const op of ['open', 'save', 'submit'] as const) {
    lines.push(`${op.padEnd(10)}${cell(comparison.server[op])}${cell(comparison.baseline[op])}${String(comparison.ratio[op]).padStart(8)}`);
  }
  for (const [name, result] of [['server', comparison.server], ['baseline', comparison.baseline]] as const) {
    if (result.errors.length > 0) lines.push(`${name} capacity errors (first ones): ${result.errors.join(', ')}`);
  }
  return lines;
}

/** The one-line summary's part: requests a second per operation and the ratios. */
export function capacitySummary(comparison: CapacityComparison) {
  const rates = (result: CapacityResult) => ({ open: result.open.rps, save: result.save.rps, submit: result.submit.rps });
  const errors = (result: CapacityResult) => result.open.errors + result.save.errors + result.submit.errors;
  return { server: rates(comparison.server), baseline: rates(comparison.baseline), ratio: comparison.ratio, serverErrors: errors(comparison.server), baselineErrors: errors(comparison.baseline) };
}
