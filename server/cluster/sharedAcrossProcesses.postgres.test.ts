// What several server processes share without Redis, through PostgreSQL alone
// (docs/decisions/cluster.md): two real `server/main.ts` processes on one fresh
// database, no REDIS_URL. A rate limit counts the requests of both, the
// platform admin's maintenance switch made through one shows at once through
// the other (well before its 2 s cache would expire), a learner's erasure
// through one ends the session the other keeps, and a subscriber on one
// hears the notification of a job the other ran. Then `npm start`'s own
// cluster: WEB_CONCURRENCY=2 forks two workers that answer on one port.
// Collected only where TEST_DATABASE_URL is named (CI's server run; see
// vitest.config.ts): the embedded database cannot be shared by two processes.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { openLearnerSession } from '../services/session/sessions.ts';
import { hashSignInCode } from '../services/signInCodes/signInCodes.ts';
import { startServerProcess, type ServerProcess } from '../testing/serverProcess.ts';
import { freshPostgresDatabase, TEST_PASSWORD } from '../testing/testApp.ts';
import { subscribeOverWebSocket } from '../testing/webSocket.ts';

const databaseUrl = process.env.TEST_DATABASE_URL ?? '';
if (!databaseUrl) throw new Error('collected only with TEST_DATABASE_URL (vitest.config.ts)');

const LOOKUPS_PER_MINUTE = 4;
/** the processes' key for sign-in and step-up code hashes, so the test can store a code they accept */
const STEP_UP_SECRET = 'shared-processes-code-secret';

async function call(server: ServerProcess, path: string, body: unknown, token?: string) {
  const response = await fetch(`${server.url}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-org-alias': 'dev', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, data: ((await response.json()) as { data: Record<string, unknown> }).data };
}

async function adminToken(server: ServerProcess, username: string, level: string): Promise<string> {
  const { data } = await call(server, 'admin/accountLogin', { username, password: TEST_PASSWORD, level });
  if (typeof data.token !== 'string') throw new Error(`sign-in of ${username} failed: ${JSON.stringify(data)}`);
  return data.token;
}

describe('two server processes on one PostgreSQL, without Redis', () => {
  let database: { url: string; drop(): Promise<void> };
  let working: ServerProcess;
  let asking: ServerProcess;
  const uploads = mkdtempSync(join(tmpdir(), 'shared-processes-'));

  beforeAll(async () => {
    database = await freshPostgresDatabase(databaseUrl);
    const shared = {
      DATABASE_URL: database.url,
      REDIS_URL: '',
      WEB_CONCURRENCY: '1',
      UPLOAD_DIR: uploads,
      FILE_URL_SECRET: 'shared-processes-secret',
      SIGN_IN_CODE_SECRET: STEP_UP_SECRET,
      SEED_PASSWORD: TEST_PASSWORD,
      GRAPHQL_FREE_DOCUMENTS: 'true',
      JOB_POLL_SECONDS: '1',
      RATE_LIMIT_LOOKUPS_PER_MINUTE: String(LOOKUPS_PER_MINUTE),
    };
    // The working one first: it seeds the new database before the other starts.
    working = await startServerProcess({ ...shared, RUN_JOBS: 'true' });
    asking = await startServerProcess({ ...shared, RUN_JOBS: 'false' });
  }, 120_000);
  afterAll(async () => {
    await Promise.all([working, asking].map((server) => server?.stop()));
    await database?.drop();
    rmSync(uploads, { recursive: true, force: true });
  });

  it('counts sign-ins through both processes against one limit', async () => {
    const signIn = (server: ServerProcess) => call(server, 'user/login', { email: 'learner@example.com' });
    const statuses: number[] = [];
    // half of the allowance through each: neither alone reaches the limit
    for (let index = 0; index < LOOKUPS_PER_MINUTE; index += 1) statuses.push((await signIn(index % 2 === 0 ? working : asking)).status);
    expect(statuses).toEqual(Array(LOOKUPS_PER_MINUTE).fill(200));
    const refused = await signIn(asking);
    expect(refused.status).toBe(429);
    expect(refused.data.error).toBe('tooManyRequests');
    expect((await signIn(working)).status).toBe(429);
  });

  it("shows the maintenance switch made through one process on the other's next request", async () => {
    const platformToken = await adminToken(working, 'platform-admin', 'admin');
    const ownerToken = await adminToken(asking, 'demo-owner', 'account');
    // the asking process has just read (and cached) "off"
    expect((await call(asking, 'admin/getUserNotifications', {}, ownerToken)).status).toBe(200);

    expect((await call(working, 'admin/setMaintenanceMode', { enabled: true }, platformToken)).data).toMatchObject({ enabled: true });
    const during = await waitFor(() => call(asking, 'admin/getUserNotifications', {}, ownerToken), (answer) => answer.status === 503, 1_000);
    expect(during.data.error).toBe('maintenance');

    await call(working, 'admin/setMaintenanceMode', { enabled: false }, platformToken);
    const after = await waitFor(() => call(asking, 'admin/getUserNotifications', {}, ownerToken), (answer) => answer.status === 200, 1_000);
    expect(after.status).toBe(200);
  });

  it("refuses at once through one process a learner's session ended through the other", async () => {
    // A learner's session is kept by each process for seconds (server/auth/learnerSessions.ts):
    // the erasure through the working process must reach the asking one at once.
    const setup = await openDatabase({ databaseUrl: database.url, dataDir: null });
    let token: string;
    try {
      const organization = await setup.prisma.organization.findUniqueOrThrow({ where: { alias: 'dev' } });
      const learner = await setup.prisma.learner.create({ data: { organizationId: organization.id, email: 'leaving@example.com' } });
      ({ token } = await openLearnerSession(setup.prisma, { learnerId: learner.id, organizationId: organization.id, days: 1 }));
      // the step-up code the erasure needs (issue 30), as its mail would have stored it
      const codeHash = hashSignInCode(STEP_UP_SECRET, organization.id, learner.email, '123456');
      await setup.prisma.signInCode.create({ data: { organizationId: organization.id, email: learner.email, purpose: 'deleteAccount', codeHash, expiresAt: new Date(Date.now() + 600_000) } });
    } finally {
      await setup.close();
    }
    // the asking process reads the session, and keeps it
    expect((await call(asking, 'user/getUserData', {}, token)).status).toBe(200);
    expect((await call(asking, 'user/getUserData', {}, token)).status).toBe(200);

    const erased = await call(working, 'user/deleteUserData', { email: 'leaving@example.com', confirmDeletion: true, code: '123456' }, token);
    expect(erased.data).toMatchObject({ success: true });
    const after = await waitFor(() => call(asking, 'user/getUserData', {}, token), (answer) => answer.status === 401, 1_000);
    expect(after.data.error).toBe('unauthenticated');
  });

  it("tells a subscriber on one process of the job the other ran", async () => {
    const token = await adminToken(asking, 'demo-owner', 'account');
    const live = await subscribeOverWebSocket(asking.url, { query: 'subscription { notificationAdded { kind url } }' }, { authorization: `Bearer ${token}` });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const { data: asked } = await call(asking, 'admin/getResults', { level: 'account', format: 'csv' }, token);
    // only the working process takes jobs
    const event = await live.next(() => true, 60_000);
    const pathOf = (url: unknown) => String(url).split('?')[0];
    expect(event.data.notificationAdded.kind).toBe('resultsFile');
    // the same file (each signature is made afresh)
    expect(pathOf(event.data.notificationAdded.url)).toBe(pathOf(asked.fileUrl));
    await live.close();
  }, 90_000);
});

/** Repeats `ask` until `done` holds or `withinMs` passes; the last answer either way. */
async function waitFor<T>(ask: () => Promise<T>, done: (answer: T) => boolean, withinMs: number): Promise<T> {
  const until = Date.now() + withinMs;
  let answer = await ask();
  while (!done(answer) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    answer = await ask();
  }
  return answer;
}

describe('npm start on PostgreSQL with WEB_CONCURRENCY=2', () => {
  let database: { url: string; drop(): Promise<void> };
  let server: ServerProcess;

  beforeAll(async () => {
    database = await freshPostgresDatabase(databaseUrl);
    server = await startServerProcess({ DATABASE_URL: database.url, REDIS_URL: '', WEB_CONCURRENCY: '2', SEED_PASSWORD: TEST_PASSWORD });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('prepares the database once, then runs two workers answering on one port', async () => {
    expect(server.output()).toContain('PostgreSQL, 2 processes sharing state through PostgreSQL');
    const workers = execFileSync('pgrep', ['-P', String(server.pid)], { encoding: 'utf8' }).trim().split('\n');
    expect(workers).toHaveLength(2);
    const answers = await Promise.all(Array.from({ length: 8 }, () => fetch(`${server.url}/healthz`).then((response) => response.status)));
    expect(answers).toEqual(Array(8).fill(200));
    // the seeded identities exist once: the workers did not seed again
    expect(typeof (await adminToken(server, 'demo-owner', 'account'))).toBe('string');
  });
});
