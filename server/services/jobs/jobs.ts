// Jobs as administrators see them: their own, or any of their organisation's
// for its holder, or any for a platform admin. Anyone else gets nothing, the
// same as for a job that does not exist.
import type { RequestContext } from '../../context.ts';
import type { Job, StoredFile } from '../../db/generated/client.ts';
import { readUrlExpiry, signedFileUrl } from '../../files/fileAccess.ts';
import { hasRole, isAdmin, requireAdmin } from '../../auth/scopes.ts';

export type JobWithFile = Job & { file: StoredFile | null };

export function mayReadJob(ctx: RequestContext, job: Pick<Job, 'organizationId' | 'ownerId'>): boolean {
  const { viewer } = ctx;
  if (!isAdmin(viewer)) return false;
  if (hasRole(viewer, 'PLATFORM_ADMIN')) return true;
  if (viewer.organizationId !== job.organizationId) return false;
  return job.ownerId === viewer.identityId || hasRole(viewer, 'ORG_HOLDER');
}

/** The job, if the viewer may read it; null otherwise (and for an unknown id). */
export async function readableJob(ctx: RequestContext, jobId: string): Promise<JobWithFile | null> {
  requireAdmin(ctx);
  const job = await ctx.prisma.job.findUnique({ where: { id: jobId }, include: { file: true } });
  return job && mayReadJob(ctx, job) ? job : null;
}

/** The job's file, signed for its reader, once the job is done. */
export function jobFileUrl(ctx: RequestContext, job: JobWithFile): string | null {
  if (job.status !== 'DONE' || !job.file || !ctx.storage) return null;
  return signedFileUrl(ctx.config, ctx.storage, 'GET', job.file.key, readUrlExpiry());
}
