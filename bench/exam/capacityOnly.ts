// `DATABASE_URL=postgres://… npm run bench:capacity [-- --profile] [--baseline]`
// The capacity part of `bench:exam -- --baseline` alone, in about a minute:
// open, save and submit with 32 requests always in flight against the real
// server (one process, so that a profile holds all its work) on a fresh
// PostgreSQL database. --profile runs the server under Node's CPU profiler and
// prints where its busy time went, by place (the app's folders, each package,
// Node's internals, garbage collection); --baseline measures the baseline of
// the same statements on `pg` too and prints the ratios. The tool for taking
// per-request overhead off the hot paths (issue 16); the figures that count are
// bench:exam's (docs/benchmarks.md).
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../server/db/database.ts';
import { profileShares } from '../signIn/profileShares.ts';
import { capacityLines, compare, measureOn, signInCapacityLearners, CAPACITY_LEARNERS_PER_SIDE, CAPACITY_QUIZZES_PER_SIDE } from './capacity/compare.ts';
import type { CapacityResult } from './capacity/measure.ts';
import { seedCapacity } from './capacity/seed.ts';
import { startServer } from './server.ts';
import { freshPostgresDatabase } from './setup.ts';

const { values } = parseArgs({ options: { profile: { type: 'boolean', default: false }, baseline: { type: 'boolean', default: false } } });
if (!process.env.DATABASE_URL) {
  console.error('bench:capacity needs DATABASE_URL (a PostgreSQL server; a fresh database is made on it)');
  process.exit(2);
}

const database = await freshPostgresDatabase(process.env.DATABASE_URL);
const dir = mkdtempSync(join(tmpdir(), 'bench-capacity-'));
try {
  const setup = await openDatabase(database);
  const sides = await seedCapacity(setup.prisma, ['server', 'baseline'], CAPACITY_LEARNERS_PER_SIDE, CAPACITY_QUIZZES_PER_SIDE);
  await setup.close();

  const server = await startServer(database, join(dir, 'server.log'), { WEB_CONCURRENCY: '1' }, 'server/main.ts', values.profile ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : []);
  let measured: CapacityResult;
  let baselineLearners;
  try {
    const learners = await signInCapacityLearners(server.url, sides.server);
    baselineLearners = values.baseline ? await signInCapacityLearners(server.url, sides.baseline) : null;
    measured = await measureOn(server.url, learners, sides.server);
  } finally {
    await server.stop();
  }
  if (baselineLearners) {
    const baseline = await startServer(database, join(dir, 'baseline.log'), {}, 'bench/exam/baseline/server.ts');
    try {
      for (const line of capacityLines(compare(measured, await measureOn(baseline.url, baselineLearners, sides.baseline)))) console.log(line);
    } finally {
      await baseline.stop();
    }
  } else {
    for (const op of ['open', 'save', 'submit'] as const) {
      const { rps, p50, p99, errors, count } = measured[op];
      console.log(`${op.padEnd(8)} ${String(rps).padStart(6)}/s  p50 ${p50} ms  p99 ${p99} ms  ${errors} errors of ${count}`);
    }
  }
  if (values.profile) {
    const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
    if (!file) throw new Error('the server wrote no CPU profile');
    console.log(`server CPU profile ${join(dir, file)} (start and sign-ins included):`);
    for (const share of profileShares(JSON.parse(readFileSync(join(dir, file), 'utf8')), 20)) console.log(`  ${share.percent.toFixed(1).padStart(5)} %  ${share.where}`);
  }
} finally {
  await database.remove();
}
