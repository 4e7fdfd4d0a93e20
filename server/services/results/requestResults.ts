// An account owner asks for the results file of their account, one of its
// programs or one of its quizzes (admin/getResults, requestResultsFile). The
// file's row is made first, private and not yet written, so that the answer
// can carry the signed URL the file will have; a job writes it
// (resultsFileJob.ts) and tells the owner. Until then the URL answers 404.
import { randomUUID } from 'node:crypto';
import { safeFileName } from '../../../domain/files/fileTypes.ts';
import type { RequestContext } from '../../context.ts';
import type { StoredFile } from '../../db/generated/client.ts';
import { pendingFileUrlExpiry, signedFileUrl } from '../../files/fileAccess.ts';
import type { JobWithFile } from '../jobs/jobs.ts';
import { AppError } from '../../errors.ts';
import { managedAccountId, managedProgram, managedQuiz } from '../learnerRecords/managedAccess.ts';
import type { ResultsOptions } from './resultsOptions.ts';
import { requireAdmin } from '../../auth/scopes.ts';
import { RESULTS_CONTENT_TYPES } from './resultsWriters.ts';
import { storageForNewFile } from '../../storage/accountStorage.ts';

export const RESULTS_JOB_KIND = 'resultsFile';

/** The payload of a results job: the request, with the account the owner meant. */
export type ResultsJobPayload = Omit<ResultsOptions, 'id'> & { id: string };

interface Target {
  organizationId: string;
  id: string;
  /** the file is named after it */
  title: string;
}

/** What the request names, if the viewer owns it; notFound otherwise. */
async function ownedTarget(ctx: RequestContext, options: ResultsOptions): Promise<Target> {
  if (options.level === 'quiz') {
    const quiz = await managedQuiz(ctx, options.id, 'owner');
    return { organizationId: quiz.organizationId, id: quiz.id, title: quiz.name };
  }
  if (options.level === 'program') {
    const program = await managedProgram(ctx, options.id, 'owner');
    return { organizationId: program.organizationId, id: program.id, title: program.name };
  }
  const accountId = await managedAccountId(ctx, options.id ?? undefined, 'owner');
  const account = await ctx.prisma.account.findUniqueOrThrow({ where: { id: accountId }, select: { organizationId: true, alias: true } });
  return { organizationId: account.organizationId, id: accountId, title: account.alias };
}

/** `<name>-results.xlsx`, with the characters file systems refuse replaced. */
export function resultsFileName(title: string, format: ResultsOptions['format']): string {
  const name = title.replace(/[\u0000-\u001f\\/:*?"<>|]+/g, '-').trim().slice(0, 150);
  return `${name || 'results'}-results.${format}`;
}

export interface RequestedResults {
  job: JobWithFile;
  /** the signed URL the file will be read at: 404 until the job has written it */
  fileUrl: string;
}

/** The request as resultsRequest answers it; the owner's own account, quiz or program. */
export async function requestResultsFile(ctx: RequestContext, options: ResultsOptions): Promise<RequestedResults> {
  const owner = requireAdmin(ctx, 'ACCOUNT_OWNER');
  const ownerId = owner.identityId;
  const target = await ownedTarget(ctx, options);
  if (!ctx.storage || !ctx.jobs) throw new AppError('serverBusy');

  const fileName = resultsFileName(target.title, options.format);
  // written where the account keeps its files (its own bucket when it has one)
  const { location } = await storageForNewFile(ctx.prisma, ctx.storage, owner.accountId);
  const file: StoredFile = await ctx.prisma.storedFile.create({
    data: {
      organizationId: target.organizationId,
      key: `files/${target.organizationId}/results/${randomUUID()}/${safeFileName(fileName)}`,
      fileName,
      contentType: RESULTS_CONTENT_TYPES[options.format],
      visibility: 'PRIVATE',
      uploadedById: ownerId,
      ...location,
    },
  });
  const payload: ResultsJobPayload = { level: options.level, id: target.id, format: options.format, language: options.language };
  let job;
  try {
    job = await ctx.jobs.enqueue({ kind: RESULTS_JOB_KIND, organizationId: target.organizationId, ownerId, payload: { ...payload }, fileId: file.id });
  } catch (error) {
    await ctx.prisma.storedFile.delete({ where: { id: file.id } }).catch(() => {});
    throw error;
  }
  return { job: { ...job, file }, fileUrl: signedFileUrl(ctx.config, ctx.storage, 'GET', file.key, pendingFileUrlExpiry()) };
}
