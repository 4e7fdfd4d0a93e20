// `npm run bench:results`: the results file of one quiz of 30 questions with
// N submissions (default 100,000, so 3,000,000 QuestionScore rows), written
// by the real job in the real server. Seeds a fresh `bench_<time>` database
// on the PostgreSQL of DATABASE_URL, starts `server/main.ts` on it as
// production runs it, asks admin/getResults as the account owner, and times
// the job from the request to DONE while reading the server's resident
// memory (/proc/<pid>/status) every 100 ms. Then downloads the file and
// checks it with exceljs's streaming reader. Prints seconds, rows, file size
// and memory; the last line is one JSON object. Exit 0 only when the file is
// right, the job took under 15 s and the server grew by under 300 MB.
// docs/benchmarks/results.md has the figures.
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import pg from 'pg';
import { openDatabase } from '../server/db/database.ts';
import { examQuestions } from './exam/quiz.ts';
import { startServer, type ServerProcess } from './exam/server.ts';
import { freshPostgresDatabase } from './exam/setup.ts';
import { OWNER, seedResults } from './results/seed.ts';
import { verifyResultsFile } from './results/verify.ts';

const TARGET_SECONDS = 15;
const TARGET_GROWTH_MB = 300;
const USAGE = 'usage: DATABASE_URL=postgres://... npm run bench:results [-- --submissions N] [--keep]';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(name);
  if (index === -1) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${name} must be a whole number above 0\n${USAGE}`);
    process.exit(2);
  }
  return value;
}

const submissions = option('--submissions', 100_000);
const keep = process.argv.includes('--keep');
if (!process.env.DATABASE_URL) {
  console.error(`bench:results measures on PostgreSQL: set DATABASE_URL\n${USAGE}`);
  process.exit(2);
}
const utcOffsetMinutes = Number(process.env.DEADLINE_UTC_OFFSET_MINUTES || 0);

const started = performance.now();
const say = (message: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s] ${message}`);
const MB = 1024 * 1024;

/** A line of /proc/<pid>/status in bytes (VmRSS: now; VmHWM: the peak of the process's life). */
function memoryOf(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

function sampleMemory(pid: number) {
  let peak = memoryOf(pid, 'VmRSS');
  const timer = setInterval(() => {
    peak = Math.max(peak, memoryOf(pid, 'VmRSS'));
  }, 100);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, memoryOf(pid, 'VmRSS'));
    },
  };
}

interface JobRow {
  status: string;
  progress: number;
  result: { rows?: number } | null;
  error: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

async function finishedJob(client: pg.Client, timeoutMs: number): Promise<JobRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await client.query<JobRow>(
      `SELECT "status", "progress", "result", "error", "createdAt", "finishedAt" FROM "Job" WHERE "kind" = 'resultsFile' ORDER BY "createdAt" DESC LIMIT 1`,
    );
    const job = rows[0];
    if (job && (job.status === 'DONE' || job.status === 'FAILED')) return job;
    if (Date.now() > deadline) throw new Error(`the job did not finish within ${timeoutMs / 1000} s (${job?.status ?? 'no job'})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const database = await freshPostgresDatabase(process.env.DATABASE_URL);
const dataDir = mkdtempSync(join(tmpdir(), 'bench-results-'));
const logFile = join(dataDir, 'server.log');
let server: ServerProcess | undefined;
let ok = false;
const client = new pg.Client({ connectionString: database.databaseUrl });
try {
  say(`seeding ${submissions} submissions of a 30-question quiz into ${new URL(database.databaseUrl!).pathname.slice(1)}`);
  const setupDb = await openDatabase(database);
  await client.connect();
  const seeded = await seedResults(setupDb.prisma, client, submissions);
  await setupDb.close();

  say('starting the server');
  // DATA_DIR: the server's uploads (the results file) and signing secret, in this run's folder;
  // one process, so the memory read from its pid is the one that writes the file
  server = await startServer(database, logFile, { DATA_DIR: dataDir, WEB_CONCURRENCY: '1' });
  const post = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${server!.url}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { data: Record<string, string> } };
  };
  const signIn = await post('admin/accountLogin', { ...OWNER, level: 'account' });
  if (signIn.status !== 200) throw new Error(`sign-in: ${JSON.stringify(signIn.body)}`);
  await new Promise((resolve) => setTimeout(resolve, 1000));

  const rssBefore = memoryOf(server.pid, 'VmRSS');
  const memory = sampleMemory(server.pid);
  say('asking for the results file (admin/getResults, level quiz)');
  const asked = performance.now();
  const answer = await post('admin/getResults', { level: 'quiz', id: seeded.quizId }, signIn.body.data.token);
  if (answer.status !== 200) throw new Error(`admin/getResults: ${JSON.stringify(answer.body)}`);
  const job = await finishedJob(client, 600_000);
  const seconds = (performance.now() - asked) / 1000;
  const rssPeak = memory.stop();
  const hwm = memoryOf(server.pid, 'VmHWM');
  if (job.status !== 'DONE') throw new Error(`the job failed: ${job.error}`);
  say(`job done in ${seconds.toFixed(2)} s`);

  const filePath = join(dataDir, 'results.xlsx');
  const download = await fetch(new URL(answer.body.data.fileUrl, server.url));
  if (download.status !== 200 || !download.body) throw new Error(`the file answered ${download.status}`);
  await pipeline(Readable.fromWeb(download.body as WebReadableStream), createWriteStream(filePath));
  const size = Number(download.headers.get('content-length'));
  say('checking the file with the streaming reader');
  const verdict = await verifyResultsFile(filePath, submissions, utcOffsetMinutes, examQuestions.length);

  const growth = rssPeak - rssBefore;
  const summary = {
    submissions,
    questionScores: submissions * examQuestions.length,
    seconds: Number(seconds.toFixed(2)),
    jobSeconds: job.finishedAt ? (job.finishedAt.getTime() - job.createdAt.getTime()) / 1000 : null,
    rows: job.result?.rows ?? null,
    sheetRows: verdict.rows,
    fileBytes: size,
    rssBeforeMB: Math.round(rssBefore / MB),
    rssPeakMB: Math.round(rssPeak / MB),
    rssGrowthMB: Math.round(growth / MB),
    vmHwmMB: Math.round(hwm / MB),
    sampledRows: verdict.sampled,
    problems: verdict.problems,
  };
  ok = verdict.problems.length === 0 && summary.rows === submissions && seconds < TARGET_SECONDS && growth < TARGET_GROWTH_MB * MB;
  console.log(`results file: ${summary.rows} rows (+ the same on the per-question sheet), ${(size / MB).toFixed(1)} MB`);
  console.log(`time from admin/getResults to DONE: ${summary.seconds} s (job row: ${summary.jobSeconds} s); target < ${TARGET_SECONDS} s`);
  console.log(`server RSS: ${summary.rssBeforeMB} MB before, ${summary.rssPeakMB} MB at peak: +${summary.rssGrowthMB} MB (VmHWM ${summary.vmHwmMB} MB); target < +${TARGET_GROWTH_MB} MB`);
  console.log(`file check: ${verdict.sheets} sheets, rows ${verdict.rows.join(' and ')}, ${verdict.sampled} rows compared cell by cell, ${verdict.problems.length} problems`);
  for (const problem of verdict.problems) console.log(`  ${problem}`);
  console.log(ok ? 'PASS' : 'FAIL');
  console.log(JSON.stringify(summary));
} finally {
  await client.end().catch(() => {});
  await server?.stop();
  if (keep) console.error(`kept: ${database.databaseUrl}, ${dataDir}`);
  else {
    await database.remove();
    if (ok) rmSync(dataDir, { recursive: true, force: true });
    else console.error(`server log (kept): ${logFile}`);
  }
}
process.exit(ok ? 0 : 1);
