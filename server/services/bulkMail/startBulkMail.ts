// An account owner sends one e-mail to many learners (admin/sendBulkEmail,
// sendBulkEmail; issue 17). Everything is checked before anything is stored:
// the fields, the sender's own password (re-entered: a mass mail is the
// owner's deliberate act, not something a stolen session or an API token can
// do), the recipients file, the HTML (sanitised) and its text part. Then one
// transaction stores the mail and a row per address (the skipped ones with
// their reason), and a job sends it (bulkMailJob.ts). docs/decisions/bulkMail.md.
import { MAX_RECIPIENT_LINES, readRecipients, type DroppedLine } from '../../../domain/bulkMail/recipients.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import type { RequestContext } from '../../context.ts';
import type { BulkMail, Job } from '../../db/generated/client.ts';
import { sanitizeMailHtml } from '../../security/sanitizeMailHtml.ts';
import { AppError } from '../errors.ts';
import { resetLinkOrigin } from '../passwords/resetOrigin.ts';
import { addressableOf } from './addressable.ts';
import { plainTextOf } from './plainText.ts';

export const BULK_MAIL_JOB_KIND = 'bulkMail';
export const MAX_SUBJECT_LENGTH = 300;
/** the HTML as the sender wrote it (and the recipients file's text): admin/sendBulkEmail takes 3 MB for both */
export const MAX_MESSAGE_LENGTH = 1_000_000;

export interface BulkMailInput {
  password?: unknown;
  /** the recipients file: its text, or its lines (the legacy client split the file itself) */
  to?: unknown;
  subject?: unknown;
  /** the HTML */
  message?: unknown;
  attachments?: unknown;
  /** the origin the client is served from: the unsubscribe links point there when it is trusted (as reset links do) */
  origin?: unknown;
}

export interface StartedBulkMail {
  bulkMail: BulkMail;
  job: Job;
  /** addresses the job will send to */
  sending: number;
  /** addresses kept from the file but not sent to, with why */
  skipped: { email: string; reason: 'unsubscribed' | 'notALearner' }[];
  /** lines of the file that are not addresses, or repeat one */
  dropped: DroppedLine[];
}

/** A required text: absent or blank is requiredFieldsMissing, anything but a string is invalid_data_entry. */
function requiredText(value: unknown, field: string, maxLength: number): string {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) throw new AppError('requiredFieldsMissing', { field });
  if (typeof value !== 'string' || value.length > maxLength) throw new AppError('invalid_data_entry', { field });
  return value;
}

/** A file given as its lines, as text again (so its line numbers stay); lines that are not text are refused. */
function linesAsText(lines: unknown[]): string {
  if (!lines.every((line) => typeof line === 'string')) throw new AppError('invalid_data_entry', { field: 'to' });
  // more lines than a file may have: refused as such, before the text is even made
  if (lines.filter((line) => (line as string).trim() !== '').length > MAX_RECIPIENT_LINES) throw new AppError('tooManyRecipients', { field: 'to' });
  return lines.join('\n');
}

export async function startBulkMail(ctx: RequestContext, input: BulkMailInput): Promise<StartedBulkMail> {
  const { viewer } = ctx;
  if (viewer.kind !== 'admin') throw new AppError(viewer.kind === 'anonymous' ? 'unauthenticated' : 'forbidden');
  if (viewer.role !== 'ACCOUNT_OWNER' || !viewer.accountId || viewer.apiToken) throw new AppError('forbidden');
  const accountId = viewer.accountId;

  const password = requiredText(input.password, 'password', 1_000);
  const file = requiredText(Array.isArray(input.to) ? linesAsText(input.to) : input.to, 'to', MAX_MESSAGE_LENGTH);
  const subject = requiredText(input.subject, 'subject', MAX_SUBJECT_LENGTH).trim();
  const message = requiredText(input.message, 'message', MAX_MESSAGE_LENGTH);
  // Attachments come with their upload (a later piece of issue 17): until then a mail carries none.
  if (input.attachments !== undefined && input.attachments !== null && !(Array.isArray(input.attachments) && input.attachments.length === 0)) {
    throw new AppError('invalid_data_entry', { field: 'attachments' });
  }
  if (/[\r\n]/.test(subject)) throw new AppError('invalid_data_entry', { field: 'subject' });

  // Every mail carries its recipient's unsubscribe link: without an address to point it at, nothing is sent.
  const linkOrigin = resetLinkOrigin(ctx, input.origin);
  if (!linkOrigin) throw new AppError('invalid_data_entry', { field: 'origin' });

  const recipients = readRecipients(file);
  if (!recipients.ok) throw new AppError('tooManyRecipients', { field: 'to' });
  if (recipients.recipients.length === 0) throw new AppError('noRecipients', { field: 'to' });

  const sender = await ctx.prisma.adminIdentity.findUnique({ where: { id: viewer.identityId }, select: { passwordHash: true } });
  if (!sender || !(await verifyPassword(sender.passwordHash, password))) throw new AppError('invalidCredentials', { field: 'password' });

  const html = sanitizeMailHtml(message);
  const text = plainTextOf(html);
  if (text.trim() === '' && !/<img\b/i.test(html)) throw new AppError('requiredFieldsMissing', { field: 'message' });

  const { addressable, unsubscribed } = await addressableOf(ctx.prisma, accountId, recipients.recipients);
  const skipped: StartedBulkMail['skipped'] = [];
  const rows = recipients.recipients.map((email) => {
    const reason = unsubscribed.has(email) ? 'unsubscribed' : addressable.has(email) ? null : 'notALearner';
    if (reason) skipped.push({ email, reason });
    return { email, status: reason ? ('SKIPPED' as const) : ('PENDING' as const), reason };
  });
  const sending = rows.length - skipped.length;
  if (sending === 0) throw new AppError('noRecipients', { field: 'to' });
  if (!ctx.jobs) throw new AppError('serverBusy');

  const bulkMail = await ctx.prisma.bulkMail.create({
    data: {
      organizationId: viewer.organizationId,
      accountId,
      senderId: viewer.identityId,
      subject,
      html,
      text,
      linkOrigin,
      recipients: { createMany: { data: rows } },
    },
  });
  let job: Job;
  try {
    job = await ctx.jobs.enqueue({ kind: BULK_MAIL_JOB_KIND, organizationId: viewer.organizationId, ownerId: viewer.identityId, payload: { bulkMailId: bulkMail.id } });
  } catch (error) {
    await ctx.prisma.bulkMail.delete({ where: { id: bulkMail.id } }).catch(() => {});
    throw error;
  }
  const stored = await ctx.prisma.bulkMail.update({ where: { id: bulkMail.id }, data: { jobId: job.id } });
  return { bulkMail: stored, job, sending, skipped, dropped: recipients.dropped };
}
