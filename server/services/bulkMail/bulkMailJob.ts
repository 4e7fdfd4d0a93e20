// The job that sends a bulk e-mail (kind bulkMail; started by startBulkMail).
// One recipient at a time, at most BULK_MAIL_RATE a second: a row is marked
// SENDING before its message goes to the mail service and SENT (with the
// Message-ID) once the service took it. A failed try waits
// BULK_MAIL_RETRY_SECONDS, doubled after each further one, and is reported
// FAILED with the reason after BULK_MAIL_MAX_ATTEMPTS. A run that dies (a
// restart, kill -9) leaves the job to the queue, which hands it out again:
// the next run picks up the PENDING rows, so nobody already sent to gets a
// second copy. A row it finds SENDING may or may not have reached the mail
// server; it is not sent again but reported FAILED as `interrupted`, so the
// sender knows whom to check. A long mail yields after each slice of the
// queue's time (continueLater), so a run never outlives the queue's expiry of
// it. docs/decisions/bulkMail.md.
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { hashToken } from '../../auth/tokens.ts';
import type { Db } from '../../db/database.ts';
import type { BulkMailRecipient } from '../../db/generated/client.ts';
import type { JobHandler } from '../../jobs/jobTypes.ts';
import { fileUrlOf } from '../../files/fileAccess.ts';
import { writeBulkMailReport } from './bulkMailReport.ts';
import { loadAttachments, type StoredAttachment } from './mailAttachments.ts';
import { BULK_MAIL_JOB_KIND } from './startBulkMail.ts';

export const INTERRUPTED = 'interrupted';
/** an attached file was deleted before the mail went to everyone */
export const ATTACHMENT_MISSING = 'attachmentMissing';

/** The next recipient whose turn it is, marked SENDING (with the hash of the unsubscribe token its mail carries); null when none is due. */
async function claimNext(prisma: Db, bulkMailId: string, tokenHash: string): Promise<BulkMailRecipient | null> {
  const rows = await prisma.$queryRaw<BulkMailRecipient[]>`
    UPDATE "BulkMailRecipient" SET "status" = 'SENDING', "attempts" = "attempts" + 1, "unsubscribeTokenHash" = ${tokenHash}
    WHERE "id" = (
      SELECT "id" FROM "BulkMailRecipient"
      WHERE "bulkMailId" = ${bulkMailId} AND "status" = 'PENDING' AND "nextAttemptAt" <= now()
      ORDER BY "nextAttemptAt", "id" LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING *`;
  return rows[0] ?? null;
}

export async function bulkMailCounts(prisma: Db, bulkMailId: string) {
  const groups = await prisma.bulkMailRecipient.groupBy({ by: ['status'], where: { bulkMailId }, _count: { _all: true } });
  const count = (status: BulkMailRecipient['status']) => groups.find((group) => group.status === status)?._count._all ?? 0;
  return { sent: count('SENT'), failed: count('FAILED'), skipped: count('SKIPPED'), remaining: count('PENDING') + count('SENDING') };
}

/** The job's stored payload, as startBulkMail queues it. */
const bulkMailJobData = z.object({ bulkMailId: z.string() });

export const bulkMailJob: JobHandler = async ({ job, prisma, config, storage, mailer, progress, shouldYield }) => {
  const data = bulkMailJobData.safeParse(job.payload);
  if (!data.success) throw new Error(`bulk mail job ${job.id} names no mail`);
  const { bulkMailId } = data.data;
  const mail = await prisma.bulkMail.findUnique({ where: { id: bulkMailId } });
  // the account (and its mail) was deleted meanwhile: nothing left to send
  if (!mail) return { result: { sent: 0, failed: 0, skipped: 0, remaining: 0 } };

  await prisma.bulkMailRecipient.updateMany({ where: { bulkMailId, status: 'SENDING' }, data: { status: 'FAILED', reason: INTERRUPTED } });
  const total = await prisma.bulkMailRecipient.count({ where: { bulkMailId, status: { not: 'SKIPPED' } } });
  let done = await prisma.bulkMailRecipient.count({ where: { bulkMailId, status: { in: ['SENT', 'FAILED'] } } });
  const { ratePerSecond, maxAttempts, retrySeconds } = config.bulkMail;
  const spacingMs = 1000 / ratePerSecond;
  let nextSendAt = 0;
  const messageHost = new URL(mail.linkOrigin).hostname;
  // the files are read once a run; one that is gone fails the rest rather than sending a mail without it
  const attachments = await loadAttachments(prisma, storage, mail.attachments as unknown as StoredAttachment[]);
  if (attachments === null) {
    await prisma.bulkMailRecipient.updateMany({ where: { bulkMailId, status: 'PENDING' }, data: { status: 'FAILED', reason: ATTACHMENT_MISSING } });
  }

  for (;;) {
    // A long mail is sent in runs of at most a minute, each handed out again by the queue (JobContext.shouldYield).
    if (attachments === null) break;
    if (shouldYield()) return { continueLater: true };
    // The pace is kept before a row is claimed: a run that dies while it waits leaves nothing SENDING.
    const wait = nextSendAt - Date.now();
    if (wait > 0) await sleep(wait);
    const token = randomBytes(24).toString('base64url');
    const recipient = await claimNext(prisma, bulkMailId, hashToken(token));
    if (!recipient) {
      const waiting = await prisma.bulkMailRecipient.findFirst({ where: { bulkMailId, status: 'PENDING' }, orderBy: { nextAttemptAt: 'asc' }, select: { nextAttemptAt: true } });
      if (!waiting) break;
      await sleep(Math.min(Math.max(waiting.nextAttemptAt.getTime() - Date.now(), 10), 1000));
      continue;
    }
    nextSendAt = Date.now() + spacingMs;
    const unsubscribe = unsubscribeUrl(mail.linkOrigin, token);
    try {
      const { messageId } = await mailer.deliver({
        to: recipient.email,
        subject: mail.subject,
        // the text part's last line, in both languages (the reader's is not known)
        text: `${mail.text}\n\nإلغاء الاشتراك / Unsubscribe: ${unsubscribe}`,
        html: withUnsubscribeFooter(mail.html, unsubscribe),
        messageId: `<bulk-${recipient.id}@${messageHost}>`,
        unsubscribeUrl: unsubscribe,
        attachments,
      });
      await prisma.bulkMailRecipient.update({ where: { id: recipient.id }, data: { status: 'SENT', messageId, sentAt: new Date(), reason: null } });
      done += 1;
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const last = recipient.attempts >= maxAttempts;
      await prisma.bulkMailRecipient.update({
        where: { id: recipient.id },
        data: last
          ? { status: 'FAILED', reason, unsubscribeTokenHash: null }
          : { status: 'PENDING', reason, unsubscribeTokenHash: null, nextAttemptAt: new Date(Date.now() + retrySeconds * 1000 * 2 ** (recipient.attempts - 1)) },
      });
      if (last) done += 1;
    }
    await progress((done / Math.max(total, 1)) * 100);
  }

  const counts = await bulkMailCounts(prisma, bulkMailId);
  if (!job.fileId) return { result: counts, notify: { kind: BULK_MAIL_JOB_KIND, url: '' } };
  const report = await writeBulkMailReport(prisma, storage, bulkMailId, job.fileId);
  return { result: counts, notify: { kind: BULK_MAIL_JOB_KIND, url: report ? fileUrlOf(config, report.key) : '', fileId: report?.id } };
};

export function unsubscribeUrl(origin: string, token: string): string {
  return `${origin}/unsubscribe/${token}`;
}

/** The HTML with the recipient's own unsubscribe link at its end. */
export function withUnsubscribeFooter(html: string, url: string): string {
  const href = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `${html}\n<p style="font-size:12px;color:#666;text-align:center"><a href="${href}"><span dir="rtl" lang="ar">إلغاء الاشتراك</span> / <span dir="ltr" lang="en">Unsubscribe</span></a></p>`;
}
