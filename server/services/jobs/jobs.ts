// Jobs as administrators see them: their own, or any of their organisation's
// for its holder, or any for a platform admin. Anyone else gets nothing, the
// same as for a job that does not exist.
import type { RequestContext } from '../../context.ts';
import type { Job, StoredFile } from '../../db/generated/client.ts';
import { readUrlExpiry, signedFileUrl } from '../../files/fileAccess.ts';
import { AppError } from '../../errors.ts';

export type JobWithFile = Job & { file: StoredFile | null };

export function mayReadJob(ctx: RequestContext, job: Pick<Job, 'organizationId' | 'ownerId'>): boolean {
  const { viewer } = ctx;
  if (viewer.kind !== 'admin') return false;
  if (viewer.role === 'PLATFORM_ADMIN') return true;
  if (viewer.organizationId !== job.organizationId) return false;
  return job.ownerId === viewer.identityId || viewer.role === 'ORG_HOLDER';
}

/** The job, if the viewer may read it; null otherwise (and for an unknown id). */
export async function readableJob(ctx: RequestContext, jobId: string): Promise<JobWithFile | null> {
  if (ctx.viewer.kind !== 'admin') throw new AppError(ctx.viewer.kind === 'anonymous' ? 'unauthenticated' : 'forbidden');
  const job = await ctx.prisma.job.findUnique({ where: { id: jobId }, include: { file: true } });
  return job && mayReadJob(ctx, job) ? job : null;
}

/** The job's file, signed for its reader, once the job is done. */
export function jobFileUrl(ctx: RequestContext, job: JobWithFile): string | null {
  if (job.status !== 'DONE' || !job.file || !ctx.storage) return null;
  return signedFileUrl(ctx.config, ctx.storage, 'GET', job.file.key, readUrlExpiry());
}
