// The bulk mail job reads its stored payload by the shape startBulkMail
// queues; a payload that names no mail fails the job before anything is read.
import { describe, expect, it } from 'vitest';
import type { JobContext } from '../../jobs/jobTypes.ts';
import { bulkMailJob } from './bulkMailJob.ts';

describe('the bulk mail job', () => {
  it.each([[{}], [{ bulkMailId: 42 }], [null], [['mail-1']]])('fails a job whose payload %j names no mail', async (payload) => {
    // only the job row is read before the payload is refused
    const job = { job: { id: 'job-1', payload } } as unknown as JobContext;
    await expect(bulkMailJob(job)).rejects.toThrow('bulk mail job job-1 names no mail');
  });
});
