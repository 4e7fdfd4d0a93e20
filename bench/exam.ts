// `npm run bench:exam`: exam day against the real server over HTTP. N
// learners (default 2,000) of one organisation open the same timed 30-question
// quiz within 10 s, save after every answer, then all submit within 10 s.
// Prints throughput and p50/p95/p99 latency per operation and the errors,
// then checks in the database that every acknowledged answer and submission
// is stored exactly once and graded right. The last line is one JSON object;
// the exit code is 0 only with no error, loss, duplicate or wrong result.
//
// Without --url it seeds a fresh database (a new database on the PostgreSQL
// of DATABASE_URL, else a new embedded data folder), starts `server/main.ts`
// on it, and removes both at the end unless --keep. docs/benchmarks.md has
// the figures; docs/benchmarks/history.md#exam-day the choices behind the load.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../server/db/database.ts';
import { capacityLines, capacitySummary, compare, measureOn, signInCapacityLearners, CAPACITY_LEARNERS_PER_SIDE, CAPACITY_QUIZZES_PER_SIDE, type CapacityComparison } from './exam/capacity/compare.ts';
import { seedCapacity, type CapacitySide } from './exam/capacity/seed.ts';
import { learnerClient } from './exam/client.ts';
import { runExam } from './exam/load.ts';
import { parseExamOptions, USAGE, type ExamOptions } from './exam/options.ts';
import { passed, reportLines, summarizeExam } from './exam/report.ts';
import { startServer, type ServerProcess } from './exam/server.ts';
import { freshEmbeddedDatabase, freshPostgresDatabase, seedExam, type BenchDatabase } from './exam/setup.ts';
import { judge, readStoredExam } from './exam/verify.ts';
import { startStallProbe, type StallSample } from '../server/diagnostics/stallProbe.ts';
import { startMachineTrace, type MachineSample } from './exam/machineTrace.ts';
import { startPostgresTrace, type PostgresSample } from './exam/postgresTrace.ts';
import { readStallTraceDir, stallLines } from './exam/stallReport.ts';

let options: ExamOptions;
try {
  options = parseExamOptions(process.argv.slice(2), process.env);
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}

const started = performance.now();
const say = (message: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s] ${message}`);
const runId = Date.now();

// --url: the server's own database, with an organisation of this run's own.
const database: BenchDatabase = options.url
  ? { databaseUrl: options.databaseUrl, dataDir: null, remove: async () => {} }
  : options.databaseUrl
    ? await freshPostgresDatabase(options.databaseUrl)
    : freshEmbeddedDatabase();
const alias = options.url ? `bench-${runId}` : 'bench';
const kind = database.databaseUrl ? 'postgresql' : 'embedded';
const logFile = join(tmpdir(), `bench-exam-${runId}.log`);
// The server's processes, the bench's own, the machine and PostgreSQL, sampled
// every 100 ms: what they did while requests were slow is printed under the
// slow moments (bench/exam/stallReport.ts).
const stallTraceDir = mkdtempSync(join(tmpdir(), `bench-exam-stalls-${runId}-`));
const benchSamples: StallSample[] = [];
const machineSamples: MachineSample[] = [];
const postgresSamples: PostgresSample[] = [];

let server: ServerProcess | undefined;
let ok = false;
try {
  say(`seeding ${options.learners} learners and the quiz into ${database.databaseUrl ? new URL(database.databaseUrl).pathname.slice(1) : database.dataDir} (${kind})`);
  const setupDb = await openDatabase(database);
  const exam = await seedExam(setupDb.prisma, alias, options.learners);
  const capacitySides: Record<string, CapacitySide> | null = options.baseline
    ? await seedCapacity(setupDb.prisma, ['server', 'baseline'], CAPACITY_LEARNERS_PER_SIDE, CAPACITY_QUIZZES_PER_SIDE)
    : null;
  await setupDb.close();

  if (!options.url) {
    say('starting the server');
    server = await startServer(database, logFile, { STALL_TRACE_DIR: stallTraceDir });
  }
  const client = learnerClient(options.url ?? server!.url, alias);
  const stopTraces = [
    startStallProbe({ role: 'bench' }, (sample) => benchSamples.push(sample)),
    startMachineTrace(machineSamples),
    database.databaseUrl ? await startPostgresTrace(database.databaseUrl, postgresSamples) : () => {},
  ];
  const { runs, samples } = await runExam(client, exam.learners, { quizId: exam.quizId, ...options }, say);
  for (const stop of stopTraces) await stop();
  client.close();
  let capacity: CapacityComparison | null = null;
  if (server && capacitySides) {
    say('capacity: signing in the learners of both servers');
    const serverLearners = await signInCapacityLearners(server.url, capacitySides.server);
    const baselineLearners = await signInCapacityLearners(server.url, capacitySides.baseline);
    say('capacity of the server: open, save, submit with no pause');
    const serverCapacity = await measureOn(server.url, serverLearners, capacitySides.server);
    say('stopping the server');
    await server.stop();
    say('capacity of the baseline (bench/exam/baseline/server.ts)');
    const baseline = await startServer(database, `${logFile}.baseline`, {}, 'bench/exam/baseline/server.ts');
    try {
      capacity = compare(serverCapacity, await measureOn(baseline.url, baselineLearners, capacitySides.baseline));
    } finally {
      await baseline.stop();
    }
  }
  if (server && !capacitySides) {
    say('stopping the server');
    await server.stop();
  }

  say('checking the database');
  const checkDb = await openDatabase(database);
  const verdict = judge(runs, await readStoredExam(checkDb.prisma, exam.organizationId, exam.quizId));
  if (options.url && !options.keep) await checkDb.prisma.organization.delete({ where: { id: exam.organizationId } });
  await checkDb.close();

  const unapplied = runs.reduce((total, run) => total + run.unappliedSaves, 0);
  const summary = summarizeExam(
    { learners: options.learners, database: kind, saveWindowSeconds: options.saveWindowSeconds, durationSeconds: Math.round((performance.now() - started) / 1000) },
    samples,
    verdict,
  );
  ok = passed(summary);
  const traces = { processes: [...readStallTraceDir(stallTraceDir), ...benchSamples], machine: machineSamples, postgres: postgresSamples };
  for (const line of reportLines(summary, samples, verdict, (moment) => stallLines(moment, traces))) console.log(line);
  if (capacity) for (const line of capacityLines(capacity)) console.log(line);
  if (unapplied > 0) console.log(`${unapplied} acknowledged saves answered applied: false (none is expected: each learner's saves are in order)`);
  if (server && !ok) console.log(`server log (kept): ${logFile}\n${server.logTail(20)}`);
  console.log(JSON.stringify(capacity ? { ...summary, capacity: capacitySummary(capacity) } : summary));
} finally {
  await server?.stop();
  rmSync(stallTraceDir, { recursive: true, force: true });
  if (options.keep) console.error(`kept: ${database.databaseUrl ?? database.dataDir}${server ? `, server log ${logFile}` : ''}`);
  else {
    await database.remove();
    if (ok) rmSync(logFile, { force: true });
  }
}
process.exit(ok ? 0 : 1);
