// An account owner sends one e-mail to many learners (admin/sendBulkEmail,
// sendBulkEmail; issue 17). Everything is checked before anything is stored:
// the fields, the sender's own password (re-entered: a mass mail is the
// owner's deliberate act, not something a stolen session or an API token can
// do), the recipients file, the HTML (sanitised) and its text part. Then one
// transaction stores the mail and a row per address (the skipped ones with
// their reason), and a job sends it (bulkMailJob.ts). docs/decisions/bulkMail.md.
import { randomUUID } from 'node:crypto';
import type { BulkMailSubmission } from '../../../domain/bulkMail/bulkMailInputs.ts';
import { readRecipients, type DroppedLine } from '../../../domain/bulkMail/recipients.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import type { RequestContext } from '../../context.ts';
import type { BulkMail, Job, Prisma, StoredFile } from '../../db/generated/client.ts';
import { storageForNewFile } from '../../storage/accountStorage.ts';
import { AppError } from '../../errors.ts';
import { addressableOf } from './addressable.ts';
import { linkOriginOf, mailContent, requireMailSender, type MailContent } from './mailContent.ts';

export const BULK_MAIL_JOB_KIND = 'bulkMail';
export const BULK_MAIL_REPORT_NAME = 'bulk-mail-report.csv';

export interface StartedBulkMail {
  bulkMail: BulkMail;
  job: Job & { file: StoredFile | null };
  /** addresses the job will send to */
  sending: number;
  /** addresses kept from the file but not sent to, with why */
  skipped: { email: string; reason: 'unsubscribed' | 'notALearner' }[];
  /** lines of the file that are not addresses, or repeat one */
  dropped: DroppedLine[];
}

/** The mail as bulkMailSubmission answers it (the fields' own checks done); the rest needs the database. */
export async function startBulkMail(ctx: RequestContext, submission: BulkMailSubmission): Promise<StartedBulkMail> {
  const viewer = requireMailSender(ctx);
  const { accountId } = viewer;
  const { password } = submission;
  linkOriginOf(ctx, submission.origin);

  const recipients = readRecipients(submission.to);
  if (!recipients.ok) throw new AppError('tooManyRecipients', { field: 'to' });
  if (recipients.recipients.length === 0) throw new AppError('noRecipients', { field: 'to' });

  const sender = await ctx.prisma.adminIdentity.findUnique({ where: { id: viewer.identityId }, select: { passwordHash: true } });
  if (!sender || !(await verifyPassword(sender.passwordHash, password))) throw new AppError('invalidCredentials', { field: 'password' });

  const content = await mailContent(ctx, viewer, submission);
  const { addressable, unsubscribed } = await addressableOf(ctx.prisma, accountId, recipients.recipients);
  const skipped: StartedBulkMail['skipped'] = [];
  const rows = recipients.recipients.map((email) => {
    const reason = unsubscribed.has(email) ? 'unsubscribed' : addressable.has(email) ? null : 'notALearner';
    if (reason) skipped.push({ email, reason });
    return { email, status: reason ? ('SKIPPED' as const) : ('PENDING' as const), reason };
  });
  const sending = rows.length - skipped.length;
  if (sending === 0) throw new AppError('noRecipients', { field: 'to' });
  const { bulkMail, job } = await storeBulkMail(ctx, viewer, content, rows, { test: false });
  return { bulkMail, job, sending, skipped, dropped: recipients.dropped };
}

type Sender = ReturnType<typeof requireMailSender>;
type RecipientRow = { email: string; status: 'PENDING' | 'SKIPPED'; reason: string | null };

/** Stores the mail and its rows, and queues its job (with the report's file, unless a test). */
export async function storeBulkMail(ctx: RequestContext, sender: Sender, content: MailContent, rows: RecipientRow[], { test }: { test: boolean }) {
  if (!ctx.jobs || !ctx.storage) throw new AppError('serverBusy');
  const { organizationId, accountId, identityId } = sender;
  // the report the job writes at the end: private, where the account keeps its files
  const { location } = await storageForNewFile(ctx.prisma, ctx.storage, accountId);
  const { bulkMail, report } = await ctx.prisma.$transaction(async (tx) => ({
    bulkMail: await tx.bulkMail.create({
      data: {
        organizationId,
        accountId,
        senderId: identityId,
        subject: content.subject,
        html: content.html,
        text: content.text,
        linkOrigin: content.linkOrigin,
        attachments: content.attachments as unknown as Prisma.InputJsonValue,
        test,
        recipients: { createMany: { data: rows } },
      },
    }),
    report: test
      ? null
      : await tx.storedFile.create({
          data: {
            organizationId,
            key: `files/${organizationId}/bulk-mail/${randomUUID()}/${BULK_MAIL_REPORT_NAME}`,
            fileName: BULK_MAIL_REPORT_NAME,
            contentType: 'text/csv',
            visibility: 'PRIVATE',
            uploadedById: identityId,
            ...location,
          },
        }),
  }));
  let job: Job;
  try {
    job = await ctx.jobs.enqueue({ kind: BULK_MAIL_JOB_KIND, organizationId, ownerId: identityId, payload: { bulkMailId: bulkMail.id }, fileId: report?.id ?? null });
  } catch (error) {
    await ctx.prisma.bulkMail.delete({ where: { id: bulkMail.id } }).catch(() => {});
    if (report) await ctx.prisma.storedFile.delete({ where: { id: report.id } }).catch(() => {});
    throw error;
  }
  const stored = await ctx.prisma.bulkMail.update({ where: { id: bulkMail.id }, data: { jobId: job.id } });
  return { bulkMail: stored, job: { ...job, file: report } };
}
