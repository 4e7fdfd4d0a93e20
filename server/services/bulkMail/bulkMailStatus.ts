// Where a bulk e-mail stands, for the screen that follows its job: how many
// were sent, failed (the last ones with their reasons) and remain. Readable by
// whoever may read the job (its sender; the organisation holder; a platform
// admin); anyone else gets null, as for a job that does not exist.
import type { RequestContext } from '../../context.ts';
import { readableJob } from '../jobs/jobs.ts';
import { bulkMailCounts } from './bulkMailJob.ts';

export const LISTED_FAILURES = 100;

export async function bulkMailStatus(ctx: RequestContext, jobId: string) {
  const job = await readableJob(ctx, jobId);
  if (!job) return null;
  const mail = await ctx.prisma.bulkMail.findUnique({ where: { jobId: job.id }, select: { id: true, subject: true, test: true } });
  if (!mail) return null;
  const counts = await bulkMailCounts(ctx.prisma, mail.id);
  const failures = await ctx.prisma.bulkMailRecipient.findMany({
    where: { bulkMailId: mail.id, status: 'FAILED' },
    orderBy: [{ nextAttemptAt: 'desc' }, { id: 'desc' }],
    take: LISTED_FAILURES,
    select: { email: true, reason: true },
  });
  return {
    ...mail,
    ...counts,
    total: counts.sent + counts.failed + counts.remaining,
    failures: failures.map((failure) => ({ email: failure.email, reason: failure.reason ?? '' })),
  };
}

export type BulkMailStatus = NonNullable<Awaited<ReturnType<typeof bulkMailStatus>>>;
