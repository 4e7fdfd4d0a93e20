// `DATABASE_URL=postgres://… npm run bench:mail [-- --recipients 10000]`:
// a bulk e-mail to N examinees (default 10,000) through the real server
// (`server/main.ts`, one process) on a fresh PostgreSQL database, into an SMTP
// server (smtp-server) started here that counts the copies each address gets.
// Two runs: straight through, then one whose server is killed (SIGKILL) when
// half the messages have arrived, and a new server started on the same
// database to finish. For each run it prints the messages a second, the
// server's peak memory (VmHWM from /proc), and the addresses that got no copy
// (lost) or more than one (twice); the last line is one JSON object. Exits 1
// when any address got more than one copy, or none without being reported
// interrupted. PostgreSQL only: the embedded database cannot be read by this
// process while the server holds it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { freshPostgresDatabase } from './exam/setup.ts';
import { startServer, type ServerProcess } from './exam/server.ts';

const PASSWORD = 'bench-Passw0rd!';
const { values } = parseArgs({ options: { recipients: { type: 'string' } } });
const count = Number(values.recipients ?? 10_000);
if (!Number.isSafeInteger(count) || count < 2 || count > 10_000) {
  console.error(`--recipients must be a whole number from 2 to 10,000 (the file's limit), got "${values.recipients}"`);
  process.exit(2);
}
if (!process.env.DATABASE_URL) {
  console.error('DATABASE_URL (a PostgreSQL server) is required: the server and this benchmark read one database');
  process.exit(2);
}

/** Counts the copies each address receives; reads each message through without parsing it. */
function startCountingSmtp(): Promise<{ server: SMTPServer; port: number; copies: Map<string, number>; received(): number; onReceived?: () => void }> {
  const copies = new Map<string, number>();
  let received = 0;
  const state = {
    server: null as unknown as SMTPServer,
    port: 0,
    copies,
    received: () => received,
    onReceived: undefined as (() => void) | undefined,
  };
  state.server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // no reverse DNS of 127.0.0.1 per connection (this machine has no resolver to ask)
    disableReverseLookup: true,
    closeTimeout: 100,
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        for (const { address } of session.envelope.rcptTo) copies.set(address, (copies.get(address) ?? 0) + 1);
        received += 1;
        callback();
        state.onReceived?.();
      });
    },
  });
  return new Promise((resolve) =>
    state.server.listen(0, '127.0.0.1', () => {
      state.port = (state.server.server.address() as AddressInfo).port;
      resolve(state);
    }),
  );
}

function peakMemoryMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

const database = await freshPostgresDatabase(process.env.DATABASE_URL);
const logs = mkdtempSync(join(tmpdir(), 'bench-mail-'));
const smtp = await startCountingSmtp();
const env = {
  SEED: 'true',
  SEED_PASSWORD: PASSWORD,
  WEB_CONCURRENCY: '1',
  SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  MAIL_FROM: 'Quiz Platform <no-reply@bench.example>',
  // as fast as the mail server takes them: the rate measured is the platform's
  BULK_MAIL_RATE: '100000',
  JOB_POLL_SECONDS: '1',
  JOB_STALE_SECONDS: '2',
  JOB_EXPIRE_SECONDS: '3',
  JOB_RETRY_DELAY_SECONDS: '1',
  JOB_MAINTENANCE_SECONDS: '1',
  PUBLIC_URL: 'http://127.0.0.1',
};
let servers = 0;
const start = () => startServer({ databaseUrl: database.databaseUrl, dataDir: null }, join(logs, `server-${++servers}.log`), env);
const sql = async <T extends pg.QueryResultRow>(text: string, params: unknown[] = []) => {
  const client = new pg.Client({ connectionString: database.databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
};

async function call(server: ServerProcess, path: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${server.url}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-org-alias': 'dev', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

async function jobDone(jobId: string): Promise<{ sent: number; failed: number }> {
  for (;;) {
    const [job] = await sql<{ status: string; result: { sent: number; failed: number } }>(`SELECT "status", "result" FROM "Job" WHERE "id" = $1`, [jobId]);
    if (job?.status === 'DONE') return job.result;
    if (job?.status === 'FAILED') throw new Error(`the job failed`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

interface RunFigures {
  run: string;
  messages: number;
  seconds: number;
  perSecond: number;
  peakMemoryMiB: number[];
  lost: number;
  twice: number;
  interrupted: number;
}

async function run(name: string, recipients: string[], killHalfWay: boolean): Promise<RunFigures> {
  smtp.copies.clear();
  let server = await start();
  const token = (await call(server, 'admin/accountLogin', { username: 'demo-owner', password: PASSWORD, level: 'account' })).token as string;
  const peaks: number[] = [];
  let killed: Promise<void> | null = null;
  smtp.onReceived = () => {
    if (killHalfWay && !killed && smtp.copies.size >= recipients.length / 2) {
      peaks.push(peakMemoryMiB(server.pid));
      process.kill(server.pid, 'SIGKILL');
      killed = server.stop();
    }
  };
  const before = smtp.received();
  const started = Date.now();
  const answer = await call(server, 'admin/sendBulkEmail', {
    password: PASSWORD,
    // the file as its lines, as the client sends it (a 10,000-line text is over the edge guard's 200,000 characters a string)
    to: recipients,
    subject: 'يوم الاختبار / Exam day',
    message: `<table role="presentation" width="100%"><tr><td dir="rtl" style="font-family:Arial">${'<p>نراكم غدا في الاختبار، الساعة التاسعة.</p>'.repeat(5)}</td></tr></table>`,
  }, token);
  if (answer.sending !== recipients.length) throw new Error(`the mail was not started for every recipient: ${JSON.stringify(answer).slice(0, 300)}`);
  if (killHalfWay) {
    while (!killed) await new Promise((resolve) => setTimeout(resolve, 50));
    await killed;
    console.log(`  killed (SIGKILL) after ${smtp.copies.size} addresses; a new server finishes`);
    server = await start();
  }
  const result = await jobDone(answer.jobId as string);
  const seconds = (Date.now() - started) / 1000;
  peaks.push(peakMemoryMiB(server.pid));
  await server.stop();
  smtp.onReceived = undefined;
  const [{ interrupted }] = await sql<{ interrupted: number }>(
    `SELECT count(*)::int AS interrupted FROM "BulkMailRecipient" WHERE "bulkMailId" = $1 AND "reason" = 'interrupted'`,
    [answer.bulkMailId],
  );
  const lost = recipients.filter((address) => !smtp.copies.has(address)).length;
  const twice = [...smtp.copies.values()].filter((copies) => copies > 1).length;
  if (result.sent + result.failed !== recipients.length) throw new Error(`the job reports ${result.sent} sent and ${result.failed} failed of ${recipients.length}`);
  return { run: name, messages: smtp.received() - before, seconds, perSecond: (smtp.received() - before) / seconds, peakMemoryMiB: peaks, lost, twice, interrupted };
}

let ok = false;
try {
  // the server applies the migrations and the demo seed; the recipients are examinees of the demo account's quiz
  const first = await start();
  await first.stop();
  const recipients = Array.from({ length: count }, (_, index) => `examinee-${String(index).padStart(5, '0')}@bench.example`);
  await sql(
    `INSERT INTO "Examinee" ("id", "quizId", "email")
     SELECT 'bench-' || e, q."id", e FROM unnest($1::text[]) AS e,
       (SELECT q."id" FROM "Quiz" q JOIN "AdminIdentity" a ON a."accountId" = q."accountId"
        WHERE a."username" = 'demo-owner' AND q."deletedAt" IS NULL ORDER BY q."id" LIMIT 1) AS q`,
    [recipients],
  );
  console.log(`bench:mail: ${count} recipients, one server process, PostgreSQL, SMTP on 127.0.0.1`);
  const figures: RunFigures[] = [];
  for (const [name, kill] of [['straight', false], ['kill -9 half-way', true]] as const) {
    const figure = await run(name, recipients, kill);
    figures.push(figure);
    console.log(
      `${name.padEnd(18)} ${figure.messages} messages in ${figure.seconds.toFixed(1)} s: ${figure.perSecond.toFixed(0)}/s; ` +
        `server peak memory ${figure.peakMemoryMiB.map((mib) => `${mib.toFixed(0)} MiB`).join(', ')}; lost ${figure.lost}, twice ${figure.twice}, interrupted ${figure.interrupted}`,
    );
  }
  // an interrupted address got its copy (it was in flight at the kill) or is reported; none may get two
  ok = figures.every((figure) => figure.twice === 0 && figure.lost <= figure.interrupted);
  console.log(JSON.stringify({ recipients: count, runs: figures.map((figure) => ({ ...figure, seconds: Number(figure.seconds.toFixed(1)), perSecond: Math.round(figure.perSecond) })) }));
} finally {
  await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  await database.remove();
  rmSync(logs, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
