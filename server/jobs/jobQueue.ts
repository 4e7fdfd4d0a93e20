// The job queue: pg-boss in the database's `pgboss` schema (docs/decisions.md,
// "Jobs"), over the app's own connections, so that it works on the embedded
// database's one connection as on PostgreSQL. A job is asked for by writing
// its Job row and pg-boss's job in one transaction: neither exists without
// the other. The server process works the queue unless RUN_JOBS=false, when
// `npm run worker` does (server/worker.ts).
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { PubSub } from 'graphql-yoga';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Job } from '../db/generated/client.ts';
import type { Topics } from '../pubsub/pubSub.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { FileStorage } from '../storage/fileStorage.ts';
import type { JobHandler, JobRequest } from './jobTypes.ts';
import { runOneAtATime } from '../cluster/singleRunner.ts';
import { runJob } from './runJob.ts';

export interface JobQueue {
  /** creates pg-boss's schema and queues; with `work`, starts taking jobs */
  start(options: { work: boolean }): Promise<void>;
  enqueue(request: JobRequest): Promise<Job>;
  stop(): Promise<void>;
}

export interface JobQueueDeps {
  pool: pg.Pool;
  prisma: Db;
  config: Config;
  storage: FileStorage;
  mailer: Mailer;
  pubsub: PubSub<Topics>;
  handlers: Record<string, JobHandler>;
  log(message: string): void;
}

const executorOf = (client: pg.PoolClient): PgBoss.Db => ({
  executeSql: (text, values) => client.query(text, values),
});

// pg-boss's stop can resolve while a worker's fetch is still on the wire: the
// fetched job then runs, and pg-boss marks it done or failed without awaiting,
// after the pool has ended. So the queue counts its own statements and runs,
// refuses runs once stopping (pg-boss retries them later) and stop() waits
// until none is left.
function inFlightTracker() {
  const pending = new Set<Promise<unknown>>();
  return {
    track<T>(promise: Promise<T>): Promise<T> {
      pending.add(promise);
      const forget = () => pending.delete(promise);
      promise.then(forget, forget);
      return promise;
    },
    async settle() {
      do {
        await Promise.allSettled([...pending]);
        // what the settled statements set off (a run, its completion) starts before the next turn
        await new Promise((resolve) => setImmediate(resolve));
      } while (pending.size > 0);
    },
  };
}

export function createJobQueue(deps: JobQueueDeps): JobQueue {
  const { jobs } = deps.config;
  const inFlight = inFlightTracker();
  const boss = new PgBoss({
    db: { executeSql: (text, values) => inFlight.track(deps.pool.query(text, values)) },
    schema: 'pgboss',
    // pg-boss's own upkeep: expiring runs that stopped answering, retries, archive
    maintenanceIntervalSeconds: jobs.maintenanceSeconds,
    monitorStateIntervalSeconds: jobs.maintenanceSeconds,
  });
  boss.on('error', (error: Error) => deps.log(`job queue: ${error.message}`));
  const kinds = Object.keys(deps.handlers);
  let started = false;
  let stopping = false;
  // this process's workers, by kind: told at once of a job asked for here
  const workers = new Map<string, string>();

  // A job that yielded (continueLater) is a new pg-boss job for the same row: each run stays within the queue's expiry.
  const requeue = async (job: Job) => {
    await boss.send(job.kind, { jobId: job.id });
    const worker = workers.get(job.kind);
    if (worker) boss.notifyWorker(worker);
  };

  return {
    async start({ work }) {
      // Several processes starting together on one database (npm start's
      // cluster) take turns: creating the queues at once deadlocks.
      await runOneAtATime(deps.config.databaseUrl ? deps.pool : null, 'job queue set-up', async () => {
        await boss.start();
        for (const kind of kinds) {
          const existing = await boss.getQueue(kind);
          const options = {
            name: kind,
            retryLimit: jobs.retryLimit,
            retryDelay: jobs.retryDelaySeconds,
            retryBackoff: true,
            expireInSeconds: jobs.expireSeconds,
          };
          if (existing) await boss.updateQueue(kind, options);
          else await boss.createQueue(kind, options);
        }
      });
      started = true;
      stopping = false;
      if (!work) return;
      for (const kind of kinds) {
        const workerId = await boss.work<{ jobId: string }>(
          kind,
          { pollingIntervalSeconds: jobs.pollSeconds, batchSize: 1, includeMetadata: true },
          ([job]) => {
            if (stopping) throw new Error('the job queue is stopping; the job runs after the next start');
            return inFlight.track(runJob({ ...deps, requeue }, job.data.jobId, job.retryCount >= job.retryLimit));
          },
        );
        workers.set(kind, workerId);
      }
    },

    async enqueue(request) {
      if (!deps.handlers[request.kind]) throw new Error(`no handler for jobs of kind ${request.kind}`);
      if (!started) throw new Error('the job queue is not started');
      const id = randomUUID();
      const client = await deps.pool.connect();
      try {
        await client.query('BEGIN');
        const { rows } = await client.query<Job>(
          `INSERT INTO "Job" ("id", "organizationId", "ownerId", "kind", "payload", "fileId")
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
          [id, request.organizationId, request.ownerId, request.kind, JSON.stringify(request.payload ?? {}), request.fileId ?? null],
        );
        await boss.send(request.kind, { jobId: id }, { id, db: executorOf(client) });
        await client.query('COMMIT');
        const worker = workers.get(request.kind);
        if (worker) boss.notifyWorker(worker);
        return rows[0];
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },

    async stop() {
      if (!started) return;
      started = false;
      stopping = true;
      workers.clear();
      // Runs in progress finish (up to the timeout); the rest wait for the next start.
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      await inFlight.settle();
    },
  };
}
