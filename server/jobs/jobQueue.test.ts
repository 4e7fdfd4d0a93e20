// The job queue on the real database (embedded, or TEST_DATABASE_URL): jobs
// run in the server, report progress, retry, fail for good after the last
// try, survive a restart, never run twice at once, and tell their owner.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, freshPostgresDatabase, type TestApp } from '../testing/testApp.ts';
import type { JobContext, JobHandler } from './jobTypes.ts';
import { JobHeldElsewhere, runJob, type RunDeps } from './runJob.ts';
import { loadConfig } from '../config.ts';
import { createLocalStorage } from '../storage/localStorage.ts';

const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> => {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`not done within ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** Test kinds: what each run did, by job id. */
const runs = new Map<string, number>();
const release = new Map<string, () => void>();
const count = (ctx: JobContext) => runs.set(ctx.job.id, (runs.get(ctx.job.id) ?? 0) + 1).get(ctx.job.id)!;
const testKinds: Record<string, JobHandler> = {
  async steps(ctx) {
    count(ctx);
    for (const percent of [25, 50, 75]) {
      await ctx.progress(percent);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    return { result: { written: 3 }, notify: { kind: 'resultsFile', url: '/files/somewhere/steps.xlsx' } };
  },
  async failsOnce(ctx) {
    if (count(ctx) === 1) throw new Error('the first try fails');
    return { result: { tries: runs.get(ctx.job.id)! } };
  },
  async alwaysFails(ctx) {
    count(ctx);
    throw new Error('this job never works');
  },
  async toldAboutNoFile(ctx) {
    count(ctx);
    // a file that does not exist: its notification cannot be recorded
    return { result: { written: 1 }, notify: { kind: 'resultsFile', url: '', fileId: 'no-such-file' } };
  },
  async waits(ctx) {
    count(ctx);
    await new Promise<void>((resolve) => release.set(ctx.job.id, resolve));
    return {};
  },
};

describe('the job queue in the server process', () => {
  let app: TestApp;
  let organizationId: string;
  let ownerId: string;

  beforeAll(async () => {
    app = await startTestApp({ jobs: { ...defaultsForTests(), retryLimit: 2 } }, { extraJobHandlers: testKinds });
    const prisma = app.app.database.prisma;
    organizationId = (await prisma.organization.findUniqueOrThrow({ where: { alias: 'dev' } })).id;
    ownerId = (await prisma.adminIdentity.findUniqueOrThrow({ where: { username: 'demo-owner' } })).id;
  }, 60_000);
  afterAll(() => app?.stop());

  const job = (id: string) => app.app.database.prisma.job.findUniqueOrThrow({ where: { id } });

  it('runs a job, stores its progress and result, and notifies its owner', async () => {
    const asked = await app.app.jobs.enqueue({ kind: 'steps', organizationId, ownerId });
    expect(asked.status).toBe('QUEUED');
    const seen = new Set<number>();
    const done = await until(
      async () => {
        const row = await job(asked.id);
        seen.add(row.progress);
        return row;
      },
      (row) => row.status === 'DONE',
    );
    expect(done).toMatchObject({ progress: 100, result: { written: 3 }, attempts: 1, error: null });
    expect([...seen].some((percent) => percent > 0 && percent < 100)).toBe(true);
    const notifications = await app.app.database.prisma.notification.findMany({ where: { jobId: asked.id } });
    expect(notifications).toEqual([expect.objectContaining({ identityId: ownerId, kind: 'resultsFile', url: '/files/somewhere/steps.xlsx' })]);
  });

  it('tries a failed job again, and it then succeeds', async () => {
    const asked = await app.app.jobs.enqueue({ kind: 'failsOnce', organizationId, ownerId: null });
    const done = await until(() => job(asked.id), (row) => row.status === 'DONE');
    expect(done).toMatchObject({ attempts: 2, result: { tries: 2 } });
  });

  it('fails a job for good after its last try, and tells its owner', async () => {
    const asked = await app.app.jobs.enqueue({ kind: 'alwaysFails', organizationId, ownerId });
    const failed = await until(() => job(asked.id), (row) => row.status === 'FAILED', 40_000);
    // the first run and the retry limit's (2) more
    expect(failed).toMatchObject({ attempts: 3, error: 'this job never works' });
    expect(runs.get(asked.id)).toBe(3);
    // the owner is told in the transaction that fails the job (runJob.ts): the notification is there as soon as the row says FAILED
    const notification = await app.app.database.prisma.notification.findFirst({ where: { jobId: asked.id } });
    expect(notification?.kind).toBe('jobFailed');
  }, 60_000);

  it('never runs a job twice at once: a second run finds it held and leaves it', async () => {
    const asked = await app.app.jobs.enqueue({ kind: 'waits', organizationId, ownerId: null });
    await until(async () => runs.get(asked.id) ?? 0, (started) => started === 1);
    const deps = runDeps(app);
    await expect(runJob(deps, asked.id, false)).rejects.toBeInstanceOf(JobHeldElsewhere);
    expect(runs.get(asked.id)).toBe(1);
    release.get(asked.id)!();
    const done = await until(() => job(asked.id), (row) => row.status === 'DONE');
    expect(done.attempts).toBe(1);
    // handed out again once done (a late duplicate delivery): nothing runs
    await runJob(deps, asked.id, false);
    expect(runs.get(asked.id)).toBe(1);
  });

  it('records a job done only with its owner told: a notification that cannot be written leaves no result behind', async () => {
    const prisma = app.app.database.prisma;
    const asked = await prisma.job.create({ data: { organizationId, ownerId, kind: 'toldAboutNoFile', status: 'QUEUED' } });
    await runJob(runDeps(app), asked.id, true);
    expect(await job(asked.id)).toMatchObject({ status: 'FAILED', result: null, attempts: 1 });
    expect((await job(asked.id)).progress).toBeLessThan(100);
    const notifications = await prisma.notification.findMany({ where: { jobId: asked.id } });
    expect(notifications.map((notification) => notification.kind)).toEqual(['jobFailed']);
  });

  it('takes over a job whose run stopped beating (its process died)', async () => {
    const prisma = app.app.database.prisma;
    const asked = await prisma.job.create({
      data: { organizationId, kind: 'failsOnce', status: 'RUNNING', attempts: 1, lockedAt: new Date(Date.now() - 120_000) },
    });
    runs.set(asked.id, 1); // the dead run was the first try
    const deps = runDeps(app);
    await runJob(deps, asked.id, false);
    expect(await job(asked.id)).toMatchObject({ status: 'DONE', attempts: 2 });
  });
});

describe('a job asked for while no process works the queue', () => {
  it('waits in the database and runs when a working server starts', async () => {
    // The embedded database keeps its folder across the two starts; PostgreSQL keeps its database.
    const dataDir = mkdtempSync(join(tmpdir(), 'jobs-restart-'));
    const external = process.env.TEST_DATABASE_URL ? await freshPostgresDatabase(process.env.TEST_DATABASE_URL, { migrated: true }) : null;
    const where = external ? { databaseUrl: external.url } : { dataDir };
    try {
      const idle = await startTestApp({ ...where, jobs: { ...defaultsForTests(), runInServer: false } }, { extraJobHandlers: testKinds });
      const prisma = idle.app.database.prisma;
      const { id: organizationId } = await prisma.organization.findUniqueOrThrow({ where: { alias: 'dev' } });
      const asked = await idle.app.jobs.enqueue({ kind: 'failsOnce', organizationId, ownerId: null });
      runs.set(asked.id, 1); // its first try will "fail": the retry path after a restart
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect((await prisma.job.findUniqueOrThrow({ where: { id: asked.id } })).status).toBe('QUEUED');
      await idle.stop();

      const working = await startTestApp({ ...where }, { extraJobHandlers: testKinds });
      try {
        const done = await until(
          () => working.app.database.prisma.job.findUniqueOrThrow({ where: { id: asked.id } }),
          (row) => row.status === 'DONE',
        );
        expect(done.result).toEqual({ tries: 2 });
      } finally {
        await working.stop();
      }
    } finally {
      await external?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});

function defaultsForTests() {
  return { ...loadConfig({}).jobs, pollSeconds: 1, retryDelaySeconds: 1 };
}

/** What the queue hands runJob, for calling it as a second worker would. */
function runDeps(app: TestApp): RunDeps {
  return {
    prisma: app.app.database.prisma,
    config: loadConfig({}, { jobs: defaultsForTests() }),
    storage: createLocalStorage(mkdtempSync(join(tmpdir(), 'jobs-storage-')), { secretDir: null }),
    mailer: app.app.mailer,
    pubsub: app.app.pubsub.pubsub,
    handlers: testKinds,
    requeue: async () => {
      throw new Error('the kinds of these tests never yield');
    },
  };
}
