// One run of one job, as pg-boss hands it over: claim the row, keep its
// heartbeat while working, report progress, record the outcome and tell the
// owner in one transaction.
// The claim is what keeps a job from running twice at once: pg-boss may hand a
// job out again (its run expired, a retry), but a run starts only on a row
// that is queued, or running with a heartbeat older than JOB_STALE_SECONDS.
import type { PubSub } from 'graphql-yoga';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Job, Prisma } from '../db/generated/client.ts';
import type { Topics } from '../pubsub/pubSub.ts';
import { createNotification, publishNotification } from '../services/notifications/notifications.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { FileStorage } from '../storage/fileStorage.ts';
import type { JobHandler, JobOutcome } from './jobTypes.ts';

export interface RunDeps {
  prisma: Db;
  config: Config;
  storage: FileStorage;
  mailer: Mailer;
  pubsub: PubSub<Topics>;
  handlers: Record<string, JobHandler>;
  /** hands the job out again (a job that returned continueLater) */
  requeue(job: Job): Promise<void>;
}

/** The most one run of a job works before it yields (JobContext.shouldYield). */
export function runSliceMs(expireSeconds: number): number {
  return Math.min((expireSeconds * 1000) / 2, 60_000);
}

/** Thrown when another run holds the job: pg-boss tries again later. */
export class JobHeldElsewhere extends Error {
  constructor(jobId: string) {
    super(`job ${jobId} is held by another run`);
    this.name = 'JobHeldElsewhere';
  }
}

const PROGRESS_EVERY_MS = 250;

async function claim(prisma: Db, jobId: string, staleSeconds: number): Promise<Job | null> {
  const rows = await prisma.$queryRaw<Job[]>`
    UPDATE "Job" SET "status" = 'RUNNING', "lockedAt" = now(), "attempts" = "attempts" + 1
    WHERE "id" = ${jobId}
      AND ("status" = 'QUEUED' OR ("status" = 'RUNNING' AND "lockedAt" < now() - make_interval(secs => ${staleSeconds}::int)))
    RETURNING *`;
  return rows[0] ?? null;
}

/**
 * Runs the job once. `final` is pg-boss's last try: a failure then fails the
 * job for good (and tells its owner); before that the row is queued again
 * and the error rethrown, so that pg-boss retries it after its delay.
 */
export async function runJob(deps: RunDeps, jobId: string, final: boolean): Promise<void> {
  const { prisma, config, pubsub } = deps;
  const job = await claim(prisma, jobId, config.jobs.staleSeconds);
  if (!job) {
    const current = await prisma.job.findUnique({ where: { id: jobId }, select: { status: true } });
    if (!current || current.status === 'DONE' || current.status === 'FAILED') return;
    throw new JobHeldElsewhere(jobId);
  }
  const published = () => pubsub.publish('jobProgress', jobId, { jobId });
  published();

  const heartbeat = setInterval(() => {
    prisma.job.updateMany({ where: { id: jobId, status: 'RUNNING' }, data: { lockedAt: new Date() } }).catch(() => {});
  }, (config.jobs.staleSeconds * 1000) / 3);
  heartbeat.unref();

  let lastProgressAt = 0;
  let lastPercent = -1;
  const progress = async (percent: number) => {
    const value = Math.max(0, Math.min(99, Math.floor(percent)));
    const now = Date.now();
    if (value === lastPercent || now - lastProgressAt < PROGRESS_EVERY_MS) return;
    lastProgressAt = now;
    lastPercent = value;
    await prisma.job.updateMany({ where: { id: jobId, status: 'RUNNING' }, data: { progress: value, lockedAt: new Date() } });
    published();
  };

  const handler = deps.handlers[job.kind];
  try {
    if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`);
    const yieldAt = Date.now() + runSliceMs(config.jobs.expireSeconds);
    const outcome = await handler({ job, prisma, config, storage: deps.storage, mailer: deps.mailer, progress, shouldYield: () => Date.now() >= yieldAt });
    if (outcome.continueLater) {
      await prisma.job.update({ where: { id: jobId }, data: { status: 'QUEUED', lockedAt: null } });
      await deps.requeue(job);
      return;
    }
    await recordOutcome(deps, job, { status: 'DONE', progress: 100, result: outcome.result ?? undefined, error: null, finishedAt: new Date(), lockedAt: null }, outcome.notify);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await recordOutcome(
      deps,
      job,
      final ? { status: 'FAILED', error: message, finishedAt: new Date(), lockedAt: null } : { status: 'QUEUED', error: message, lockedAt: null },
      final ? { kind: 'jobFailed', url: '' } : undefined,
    );
    if (!final) throw error;
  } finally {
    clearInterval(heartbeat);
  }
}

/**
 * The job's new state and its owner's notification, in one transaction: a job
 * reads DONE or FAILED only with its owner told, and a notification that cannot
 * be recorded leaves the job as it was (its run then fails like any other).
 * Both are published once they are committed.
 */
async function recordOutcome(deps: RunDeps, job: Job, data: Prisma.JobUpdateInput, notify: JobOutcome['notify']): Promise<void> {
  const { ownerId } = job;
  const notification = await deps.prisma.$transaction(async (tx) => {
    await tx.job.update({ where: { id: job.id }, data });
    return notify && ownerId ? createNotification(tx, { identityId: ownerId, jobId: job.id, ...notify }) : null;
  });
  deps.pubsub.publish('jobProgress', job.id, { jobId: job.id });
  if (notification) publishNotification(deps.pubsub, notification);
}
