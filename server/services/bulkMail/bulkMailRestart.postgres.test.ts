// A bulk e-mail across kill -9 of the server process sending it: a real
// `server/main.ts` on a fresh PostgreSQL database sends to 40 examinees
// through an SMTP server started here; the test kills it (SIGKILL) the moment
// the 10th message is accepted, starts a second process on the same database,
// and the queue hands the job to it once the first run's heartbeat is stale.
// The SMTP server must hold exactly one copy for each of the 40 addresses.
// Collected only where TEST_DATABASE_URL is named (vitest.config.ts): the
// embedded database cannot be shared by two processes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../testing/serverProcess.ts';
import { startSmtp, stopSmtp, until, type TestSmtp } from '../../testing/smtpServer.ts';
import { freshPostgresDatabase, TEST_PASSWORD } from '../../testing/testApp.ts';

const databaseUrl = process.env.TEST_DATABASE_URL ?? '';
if (!databaseUrl) throw new Error('collected only with TEST_DATABASE_URL (vitest.config.ts)');

const RECIPIENTS = Array.from({ length: 40 }, (_, index) => `examinee${String(index).padStart(2, '0')}@acme.example`);
const KILL_AFTER = 10;

describe('a bulk e-mail across kill -9 of its server', () => {
  let database: { url: string; drop(): Promise<void> };
  let smtp: TestSmtp;
  let first: ServerProcess | undefined;
  let second: ServerProcess | undefined;
  let killed = false;
  const uploads = mkdtempSync(join(tmpdir(), 'bulk-mail-restart-'));
  let env: Record<string, string>;

  const sql = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    smtp = await startSmtp(0, {
      onMessage: () => {
        if (!killed && first && smtp.received.length >= KILL_AFTER) {
          killed = true;
          process.kill(first.pid, 'SIGKILL');
        }
      },
    });
    database = await freshPostgresDatabase(databaseUrl);
    env = {
      DATABASE_URL: database.url,
      REDIS_URL: '',
      WEB_CONCURRENCY: '1',
      UPLOAD_DIR: uploads,
      FILE_URL_SECRET: 'bulk-mail-restart',
      SEED_PASSWORD: TEST_PASSWORD,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Quiz Platform <no-reply@quiz.example>',
      BULK_MAIL_RATE: '20',
      JOB_POLL_SECONDS: '1',
      // a dead run's job is handed out again within seconds
      JOB_STALE_SECONDS: '2',
      JOB_EXPIRE_SECONDS: '3',
      JOB_RETRY_DELAY_SECONDS: '1',
      JOB_MAINTENANCE_SECONDS: '1',
    };
    first = await startServerProcess(env);
    // the recipients: examinees of the demo account's first quiz
    await sql(
      `INSERT INTO "Examinee" ("id", "quizId", "email")
       SELECT 'restart-' || e, q."id", e FROM unnest($1::text[]) AS e,
         (SELECT q."id" FROM "Quiz" q JOIN "AdminIdentity" a ON a."accountId" = q."accountId"
          WHERE a."username" = 'demo-owner' AND q."deletedAt" IS NULL ORDER BY q."id" LIMIT 1) AS q`,
      [RECIPIENTS],
    );
  }, 120_000);

  afterAll(async () => {
    await Promise.all([first, second].map((server) => server?.stop().catch(() => {})));
    if (smtp) await stopSmtp(smtp.server);
    await database?.drop();
    rmSync(uploads, { recursive: true, force: true });
  });

  it('gives each recipient exactly one copy, the second process finishing what the first began', async () => {
    const call = async (server: ServerProcess, path: string, body: unknown, token?: string) => {
      const response = await fetch(`${server.url}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-org-alias': 'dev', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      return (await response.json()) as { data: Record<string, unknown> };
    };
    const { data: signedIn } = await call(first!, 'admin/accountLogin', { username: 'demo-owner', password: TEST_PASSWORD, level: 'account' });
    const { data: started } = await call(
      first!,
      'admin/sendBulkEmail',
      { password: TEST_PASSWORD, to: RECIPIENTS.join('\n'), subject: 'يوم الاختبار', message: '<p dir="rtl">نراكم غدا</p>', origin: 'http://localhost:5173' },
      signedIn.token as string,
    );
    expect(started).toMatchObject({ sending: RECIPIENTS.length });

    await until(() => killed, Boolean, 'the first process is killed after the 10th message');
    const afterKill = smtp.received.length;
    expect(afterKill).toBeLessThan(RECIPIENTS.length);
    second = await startServerProcess(env);

    const [job] = await until(
      () => sql<{ status: string; result: Record<string, number> }>(`SELECT "status", "result" FROM "Job" WHERE "id" = $1`, [started.jobId]),
      (rows) => rows[0]?.status === 'DONE',
      'the second process finishes the job',
      1200,
    );
    const copies = new Map<string, number>();
    for (const message of smtp.received) for (const address of message.to) copies.set(address, (copies.get(address) ?? 0) + 1);
    expect([...copies.keys()].sort()).toEqual(RECIPIENTS);
    expect([...copies.values()].every((count) => count === 1)).toBe(true);
    expect(smtp.received.every((message) => message.parsed.subject === 'يوم الاختبار')).toBe(true);
    // at most the one message in flight at the kill is in doubt: delivered, and reported interrupted rather than sent twice
    expect(job.result.sent + job.result.failed).toBe(RECIPIENTS.length);
    expect(job.result.failed).toBeLessThanOrEqual(1);
  }, 120_000);
});
