// Mail is sent by a job (kind "sendMail"), so a message waits out an SMTP
// server that is away: pg-boss retries it with backoff (JOB_RETRY_LIMIT). The
// job names a template and its parameters, never the finished text: a message
// that carries a secret (a password-reset link) is composed when it is sent,
// and the secret is never stored in the job's row.
import type { Prisma } from '../db/generated/client.ts';
import type { RequestContext } from '../context.ts';
import type { JobContext, JobHandler } from '../jobs/jobTypes.ts';
import { AppError } from '../errors.ts';
import { mailTemplates } from './templates.ts';

export const MAIL_JOB_KIND = 'sendMail';

export interface MailRequest {
  /** a key of mailTemplates */
  template: string;
  params: Prisma.InputJsonObject;
}

/** Asks for a message to be sent; answers once the job is queued (not sent). */
export async function queueMail(ctx: Pick<RequestContext, 'jobs' | 'organization'>, request: MailRequest): Promise<void> {
  if (!mailTemplates[request.template]) throw new Error(`no mail template ${request.template}`);
  if (!ctx.jobs || !ctx.organization) throw new AppError('serverBusy');
  await ctx.jobs.enqueue({ kind: MAIL_JOB_KIND, organizationId: ctx.organization.id, ownerId: null, payload: { ...request } });
}

export const mailJob: JobHandler = async (ctx: JobContext) => {
  const { template, params } = ctx.job.payload as unknown as MailRequest;
  const compose = mailTemplates[template];
  if (!compose) throw new Error(`no mail template ${template}`);
  const message = await compose(ctx, params as Prisma.JsonObject);
  // Nothing to send any more (the identity is gone, the e-mail removed): done.
  if (!message) return { result: { sent: false } };
  const { messageId } = await ctx.mailer.deliver(message);
  return { result: { sent: true, messageId } };
};
