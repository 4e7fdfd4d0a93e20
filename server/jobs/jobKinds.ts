// Every kind of job the queue runs, by name (the pg-boss queue of the same name).
import type { JobHandler } from './jobTypes.ts';
import { resultsFileJob } from '../services/results/resultsFileJob.ts';
import { RESULTS_JOB_KIND } from '../services/results/requestResults.ts';
import { MAIL_JOB_KIND, mailJob } from '../mail/mailJob.ts';
import { bulkMailJob } from '../services/bulkMail/bulkMailJob.ts';
import { BULK_MAIL_JOB_KIND } from '../services/bulkMail/startBulkMail.ts';

export const jobHandlers: Record<string, JobHandler> = {
  [RESULTS_JOB_KIND]: resultsFileJob,
  [MAIL_JOB_KIND]: mailJob,
  [BULK_MAIL_JOB_KIND]: bulkMailJob,
};
