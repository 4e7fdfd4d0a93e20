// Notifications and job progress, live over graphql-ws and polled over REST
// and GraphQL, each authorised like a query: a caller sees their own
// notifications and the jobs they may read, nobody else's. With
// TEST_DATABASE_URL and TEST_REDIS_URL (CI's server run), also across two
// servers on one PostgreSQL and one Redis.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { JobHandler } from '../jobs/jobTypes.ts';
import { seedNodeFixture, type Caller, type NodeFixture } from '../testing/nodeFixtures.ts';
import { startServerProcess, type ServerProcess } from '../testing/serverProcess.ts';
import { freshPostgresDatabase, startTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';
import { subscribeOverWebSocket, type LiveSubscription } from '../testing/webSocket.ts';

const release: (() => void)[] = [];
const testKinds: Record<string, JobHandler> = {
  async gated(ctx) {
    await ctx.progress(40);
    await new Promise<void>((resolve) => release.push(resolve));
    return { notify: { kind: 'resultsFile', url: `/files/${ctx.job.organizationId}/gated.xlsx` } };
  },
};

const NOTIFICATION_ADDED = 'subscription { notificationAdded { id kind url } }';
const JOB_PROGRESS = 'subscription ($id: ID!) { jobProgress(id: $id) { id status progress fileUrl } }';
const bearer = (token: string | undefined) => (token ? { authorization: `Bearer ${token}` } : undefined);
/** The code a refused subscription ended with: as an error message, or as its one result's errors. */
const refusalOf = async (live: LiveSubscription) => {
  const errors = (await live.errors) ?? live.events[0]?.errors;
  return errors?.[0]?.extensions?.code ?? errors?.[0]?.message;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('notifications and job progress', () => {
  let app: TestApp;
  let fixture: NodeFixture;
  let ownerId: string;

  beforeAll(async () => {
    app = await startTestApp({}, { extraJobHandlers: testKinds });
    fixture = await seedNodeFixture(app);
    ownerId = (await app.app.database.prisma.adminIdentity.findUniqueOrThrow({ where: { username: 'acme-owner' } })).id;
  }, 60_000);
  afterAll(() => app?.stop());

  const askJob = () => app.app.jobs.enqueue({ kind: 'gated', organizationId: fixture.rows.organizationId, ownerId });
  /** lets the job through its gate and waits until it is done */
  const finish = async (job: { id: string }) => {
    const prisma = app.app.database.prisma;
    for (let waited = 0; waited < 15_000; waited += 50) {
      release.shift()?.();
      if ((await prisma.job.findUniqueOrThrow({ where: { id: job.id } })).status === 'DONE') return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`job ${job.id} did not finish`);
  };

  it("pushes the owner's notification to the owner's subscription only, and lists it until cleared", async () => {
    const owner = await subscribeOverWebSocket(app.url, { query: NOTIFICATION_ADDED }, bearer(fixture.tokens.acmeOwner));
    const neighbour = await subscribeOverWebSocket(app.url, { query: NOTIFICATION_ADDED }, bearer(fixture.tokens.acmeNeighbourOwner));
    const holder = await subscribeOverWebSocket(app.url, { query: NOTIFICATION_ADDED }, bearer(fixture.tokens.acmeHolder));
    await settle();
    const job = await askJob();
    await finish(job);
    const event = await owner.next();
    expect(event.data.notificationAdded).toMatchObject({ kind: 'resultsFile', url: `/files/${fixture.rows.organizationId}/gated.xlsx` });
    await settle();
    expect(neighbour.events).toEqual([]);
    expect(holder.events).toEqual([]);
    await Promise.all([owner.close(), neighbour.close(), holder.close()]);

    const listed = await app.rest('admin/getUserNotifications', {}, fixture.tokens.acmeOwner);
    expect(listed.body.data).toEqual([{ url: `/files/${fixture.rows.organizationId}/gated.xlsx` }]);
    const viaGraphql = await app.gql('{ viewer { notifications { kind url } } }', {}, fixture.tokens.acmeOwner);
    expect(viaGraphql.body.data.viewer.notifications).toEqual([{ kind: 'resultsFile', url: `/files/${fixture.rows.organizationId}/gated.xlsx` }]);
    expect((await app.rest('admin/getUserNotifications', {}, fixture.tokens.acmeNeighbourOwner)).body.data).toEqual([]);

    const cleared = await app.gql('mutation { clearNotifications { ... on MutationClearNotificationsSuccess { data { cleared } } } }', {}, fixture.tokens.acmeOwner);
    expect(cleared.body.data.clearNotifications.data.cleared).toBe(1);
    expect((await app.rest('admin/getUserNotifications', {}, fixture.tokens.acmeOwner)).body.data).toEqual([]);
    expect(job.ownerId).toBe(ownerId);
  });

  it('clears through the legacy path too', async () => {
    await finish(await askJob());
    expect((await app.rest('admin/getUserNotifications', {}, fixture.tokens.acmeOwner)).body.data).toHaveLength(1);
    expect((await app.rest('admin/clearUserNotifications', {}, fixture.tokens.acmeOwner)).body).toEqual({ data: true });
    expect((await app.rest('admin/getUserNotifications', {}, fixture.tokens.acmeOwner)).body.data).toEqual([]);
  });

  it.each([
    ['anonymous', 401, 'unauthenticated'],
    ['acmeLearner', 403, 'forbidden'],
  ] as const)('refuses the notifications of %s over REST (%i %s)', async (caller, status, code) => {
    for (const path of ['admin/getUserNotifications', 'admin/clearUserNotifications']) {
      const answer = await app.rest(path, {}, fixture.tokens[caller]);
      expect(answer).toEqual({ status, body: { data: { error: code } } });
    }
  });

  it.each([
    ['anonymous', 'unauthenticated'],
    ['acmeLearner', 'forbidden'],
    ['devLearner', 'forbidden'],
  ] as const)('refuses the notificationAdded subscription of %s (%s)', async (caller, code) => {
    const live = await subscribeOverWebSocket(app.url, { query: NOTIFICATION_ADDED }, bearer(fixture.tokens[caller]));
    expect(await refusalOf(live)).toBe(code);
    await live.close();
  });

  it("follows a job's progress to the end for those who may read it", async () => {
    const job = await askJob();
    const id = encodeGlobalID('Job', job.id);
    const readers: Caller[] = ['acmeOwner', 'acmeHolder', 'platform'];
    const live = await Promise.all(readers.map((caller) => subscribeOverWebSocket(app.url, { query: JOB_PROGRESS, variables: { id } }, bearer(fixture.tokens[caller]))));
    for (const subscription of live) await subscription.next();
    await live[0].next((event) => event.data.jobProgress?.progress === 40);
    await finish(job);
    for (const subscription of live) {
      const done = await subscription.next((event) => event.data.jobProgress?.status === 'DONE');
      expect(done.data.jobProgress).toMatchObject({ id, progress: 100 });
    }
    await Promise.all(live.map((subscription) => subscription.close()));
  });

  it.each(['anonymous', 'acmeLearner', 'acmeNeighbourOwner', 'devOwner', 'devHolder'] as const)(
    "refuses a job's progress and the job itself to %s, the same whether the job exists or not",
    async (caller) => {
      const job = await askJob();
      const existing = encodeGlobalID('Job', job.id);
      const missing = encodeGlobalID('Job', '00000000-0000-4000-8000-000000000000');
      const answers = [];
      for (const id of [existing, missing]) {
        const live = await subscribeOverWebSocket(app.url, { query: JOB_PROGRESS, variables: { id } }, bearer(fixture.tokens[caller]));
        answers.push(await refusalOf(live));
        await live.close();
        const read = await app.gql('query ($id: ID!) { job(id: $id) { id } }', { id }, fixture.tokens[caller]);
        answers.push(read.body.data?.job ?? read.body.errors?.[0]?.extensions?.code);
      }
      expect(answers[0]).toBe(caller === 'anonymous' ? 'unauthenticated' : caller === 'acmeLearner' ? 'forbidden' : 'notFound');
      expect(answers.slice(0, 2)).toEqual(answers.slice(2));
      await finish(job);
    },
  );

  it.each([
    ['a malformed id', () => 'nope'],
    ['the raw row id', (jobId: string) => jobId],
    ['the id of another type', (jobId: string) => encodeGlobalID('Notification', jobId)],
  ])("answers %s of a job as notFound on id, to the job's reader too", async (_name, idOf) => {
    const job = await askJob();
    const id = idOf(job.id);
    const read = await app.gql('query ($id: ID!) { job(id: $id) { id } }', { id }, fixture.tokens.acmeOwner);
    expect(read.body.errors?.[0]?.extensions).toMatchObject({ code: 'notFound', field: 'id' });
    const live = await subscribeOverWebSocket(app.url, { query: JOB_PROGRESS, variables: { id } }, bearer(fixture.tokens.acmeOwner));
    expect(await refusalOf(live)).toBe('notFound');
    await live.close();
    await finish(job);
  });

  it.each([
    ['anonymous', 'unauthenticated'],
    ['acmeLearner', 'forbidden'],
  ] as const)('refuses clearNotifications to %s (%s)', async (caller, code) => {
    const answer = await app.gql('mutation { clearNotifications { __typename } }', {}, fixture.tokens[caller]);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe(code);
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

const slowKinds: Record<string, JobHandler> = {
  async slow(ctx) {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await ctx.progress(50);
    await new Promise((resolve) => setTimeout(resolve, 400));
    return { notify: { kind: 'resultsFile', url: '/files/elsewhere/slow.xlsx' } };
  },
};

// Defined only where both are named (CI's server run), so that none is reported skipped elsewhere;
// without Redis, server/pubsub/notifications.test.ts covers the same events within one server.
const acrossServers = databaseUrl && redisUrl ? describe : () => {};

acrossServers('pub/sub across servers through Redis', () => {
  let database: { url: string; drop(): Promise<void> };
  let asking: TestApp;
  let working: TestApp;

  beforeAll(async () => {
    database = await freshPostgresDatabase(databaseUrl!, { migrated: true });
    const jobs = { ...loadConfig({}).jobs, pollSeconds: 1, retryDelaySeconds: 1 };
    asking = await startTestApp({ databaseUrl: database.url, redisUrl, jobs: { ...jobs, runInServer: false } }, { extraJobHandlers: slowKinds });
    working = await startTestApp({ databaseUrl: database.url, redisUrl, jobs }, { extraJobHandlers: slowKinds });
  }, 60_000);
  afterAll(async () => {
    await asking?.stop();
    await working?.stop();
    await database?.drop();
  });

  it("delivers the other server's job progress and notification to this server's subscribers", async () => {
    const token = await asking.adminToken('demo-owner', 'account');
    const prisma = asking.app.database.prisma;
    const owner = await prisma.adminIdentity.findUniqueOrThrow({ where: { username: 'demo-owner' } });
    const connection = { authorization: `Bearer ${token}` };
    const notifications = await subscribeOverWebSocket(asking.url, { query: 'subscription { notificationAdded { kind url } }' }, connection);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const job = await asking.app.jobs.enqueue({ kind: 'slow', organizationId: owner.organizationId!, ownerId: owner.id });
    const progress = await subscribeOverWebSocket(
      asking.url,
      { query: 'subscription ($id: ID!) { jobProgress(id: $id) { status progress } }', variables: { id: encodeGlobalID('Job', job.id) } },
      connection,
    );
    const done = await progress.next((event) => event.data.jobProgress.status === 'DONE', 20_000);
    expect(done.data.jobProgress.progress).toBe(100);
    // the run was the other server's: this one does not work the queue
    expect(progress.events.some((event) => event.data.jobProgress.progress === 50)).toBe(true);
    const notified = await notifications.next();
    expect(notified.data.notificationAdded).toEqual({ kind: 'resultsFile', url: '/files/elsewhere/slow.xlsx' });
    await Promise.all([notifications.close(), progress.close()]);
  });
});

acrossServers('two server processes on one PostgreSQL and one Redis', () => {
  let database: { url: string; drop(): Promise<void> };
  const processes: ServerProcess[] = [];
  const uploads = mkdtempSync(join(tmpdir(), 'two-processes-'));

  beforeAll(async () => {
    database = await freshPostgresDatabase(databaseUrl!);
    const shared = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl!,
      UPLOAD_DIR: uploads,
      FILE_URL_SECRET: 'two-processes-secret',
      SEED_PASSWORD: TEST_PASSWORD,
      GRAPHQL_FREE_DOCUMENTS: 'true',
      JOB_POLL_SECONDS: '1',
    };
    // The working one first: it seeds the new database before the other starts.
    processes.push(await startServerProcess({ ...shared, RUN_JOBS: 'true' }));
    processes.push(await startServerProcess({ ...shared, RUN_JOBS: 'false' }));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(processes.map((server) => server.stop()));
    await database?.drop();
    rmSync(uploads, { recursive: true, force: true });
  });

  it("tells a subscriber on one process of the results file the other process wrote", async () => {
    const [, asking] = processes;
    const call = async (path: string, body: unknown, token?: string) => {
      const response = await fetch(`${asking.url}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      return (await response.json()) as { data: Record<string, unknown> };
    };
    const { data: session } = await call('admin/accountLogin', { username: 'demo-owner', password: TEST_PASSWORD, level: 'account' });
    const token = String(session.token);
    const live = await subscribeOverWebSocket(asking.url, { query: 'subscription { notificationAdded { kind url } }' }, { authorization: `Bearer ${token}` });
    await new Promise((resolve) => setTimeout(resolve, 300));

    const { data: asked } = await call('admin/getResults', { level: 'account', format: 'csv' }, token);
    const fileUrl = String(asked.fileUrl);
    expect((await fetch(`${asking.url}${fileUrl}`)).status).toBe(404);
    const event = await live.next(() => true, 60_000);
    expect(event.data.notificationAdded.kind).toBe('resultsFile');
    const file = await fetch(`${asking.url}${fileUrl}`);
    expect(file.status).toBe(200);
    // the account's results, with the Arabic headers of the default language
    expect(await file.text()).toContain('البريد الإلكتروني');
    await live.close();
  }, 90_000);
});
