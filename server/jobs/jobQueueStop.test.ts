// Stopping the job queue while a worker's fetch is on the wire. pg-boss's stop
// resolves as soon as no job is in hand; a fetch answered after that used to
// run its job in a stopping process and mark it done or failed on a pool the
// app had already ended (CI: "Cannot use a pool after calling end on the
// pool", unhandled). The fetch is held here, after the database answered it,
// until stop() has begun: nothing may run once stop() resolves, and the job
// runs after the next start.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { loadConfig } from '../config.ts';
import { createLocalStorage } from '../storage/localStorage.ts';
import { createJobQueue, type JobQueue } from './jobQueue.ts';
import type { JobHandler } from './jobTypes.ts';

const ran: string[] = [];
const handlers: Record<string, JobHandler> = {
  async recorded(ctx) {
    ran.push(ctx.job.id);
    return {};
  },
};

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ jobs: { ...jobSettings(), runInServer: false } }, { extraJobHandlers: handlers });
}, 60_000);
afterAll(() => app?.stop());

function jobSettings() {
  return { ...loadConfig({}).jobs, pollSeconds: 1, retryDelaySeconds: 1 };
}

/** The app's pool, with pg-boss's fetches answered only once `open` is called. */
function heldFetches(pool: pg.Pool) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let asked!: () => void;
  const fetchAsked = new Promise<void>((resolve) => (asked = resolve));
  const held = {
    query(text: string, values?: unknown[]) {
      const answer = pool.query(text, values);
      if (!text.includes('FOR UPDATE SKIP LOCKED')) return answer;
      asked();
      return answer.then((result) => gate.then(() => result));
    },
    connect: () => pool.connect(),
  };
  return { pool: held as unknown as pg.Pool, open, fetchAsked };
}

function queueOver(pool: pg.Pool): JobQueue {
  const { app: server } = app;
  return createJobQueue({
    pool,
    prisma: server.database.prisma,
    config: loadConfig({}, { jobs: jobSettings() }),
    storage: createLocalStorage(mkdtempSync(join(tmpdir(), 'jobs-stop-')), { secretDir: null }),
    mailer: server.mailer,
    pubsub: server.pubsub.pubsub,
    handlers,
    log: () => {},
  });
}

it('runs nothing after stop() resolves, though a fetch was answered while stopping, and runs the job after the next start', async () => {
  const prisma = app.app.database.prisma;
  const { id: organizationId } = await prisma.organization.findUniqueOrThrow({ where: { alias: 'dev' } });
  const asked = await app.app.jobs.enqueue({ kind: 'recorded', organizationId, ownerId: null });

  const held = heldFetches(app.app.database.pool);
  const stopping = queueOver(held.pool);
  await stopping.start({ work: true });
  await held.fetchAsked;
  const stopped = stopping.stop();
  await new Promise((resolve) => setTimeout(resolve, 100));
  held.open();
  await stopped;
  // anything the stopped queue would still do has had its chance
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(ran).toEqual([]);
  expect((await prisma.job.findUniqueOrThrow({ where: { id: asked.id } })).status).toBe('QUEUED');

  const next = queueOver(app.app.database.pool);
  await next.start({ work: true });
  try {
    for (let tries = 0; tries < 200 && !ran.includes(asked.id); tries++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ran).toEqual([asked.id]);
  } finally {
    await next.stop();
  }
}, 60_000);
