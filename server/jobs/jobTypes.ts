// What a kind of job is: the function that does the work, given the claimed
// row and a way to report progress. server/jobs/jobKinds.ts lists the kinds.
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Job, Prisma } from '../db/generated/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { FileStorage } from '../storage/fileStorage.ts';

export interface JobContext {
  /** the job's row, claimed by this run */
  job: Job;
  prisma: Db;
  config: Config;
  storage: FileStorage;
  mailer: Mailer;
  /** 0 to 100; stored and published at most a few times a second */
  progress(percent: number): Promise<void>;
  /**
   * True once this run has used its slice (half of JOB_EXPIRE_SECONDS, at most
   * a minute): a long job then returns `continueLater` and the queue hands it
   * out again, so no run outlives the queue's expiry of it.
   */
  shouldYield(): boolean;
}

export interface JobOutcome {
  /** stored on the job (and answered by jobProgress) */
  result?: Prisma.InputJsonValue;
  /** tells the job's owner; a private file's link is signed when the notification is read */
  notify?: { kind: string; url: string; fileId?: string };
  /** not finished: queue the job again (its handler picks up where its rows say) */
  continueLater?: boolean;
}

export type JobHandler = (ctx: JobContext) => Promise<JobOutcome>;

export interface JobRequest {
  kind: string;
  organizationId: string;
  /** the administrator who asked; null for work nobody waits on */
  ownerId: string | null;
  payload?: Prisma.InputJsonValue;
  /** the file the job will write, made before the job so its URL can be answered at once */
  fileId?: string | null;
}
