// The test send (issue 17: "a test send to the sender's own address first"):
// the mail exactly as the learners will get it — sanitised, its text part, its
// attachments and inline images, an unsubscribe link — sent by the same job to
// the sender's own address only. No password: it reaches nobody else. At most
// TEST_SENDS_PER_HOUR a sender, counted from the stored test mails.
import type { RequestContext } from '../../context.ts';
import type { Job, StoredFile } from '../../db/generated/client.ts';
import { AppError } from '../../errors.ts';
import type { MailDraft } from '../../../domain/bulkMail/bulkMailInputs.ts';
import { mailContent, requireMailSender } from './mailContent.ts';
import { storeBulkMail } from './startBulkMail.ts';

export const TEST_SENDS_PER_HOUR = 20;

export interface SentTestMail {
  to: string;
  job: Job & { file: StoredFile | null };
}

export async function sendTestMail(ctx: RequestContext, draft: MailDraft): Promise<SentTestMail> {
  const sender = requireMailSender(ctx);
  const content = await mailContent(ctx, sender, draft);
  const identity = await ctx.prisma.adminIdentity.findUnique({ where: { id: sender.identityId }, select: { email: true } });
  const to = identity?.email?.trim().toLowerCase();
  if (!to) throw new AppError('senderHasNoEmail', { field: 'to' });
  const since = new Date(Date.now() - 60 * 60 * 1000);
  const recent = await ctx.prisma.bulkMail.count({ where: { senderId: sender.identityId, test: true, createdAt: { gte: since } } });
  if (recent >= TEST_SENDS_PER_HOUR) throw new AppError('tooManyRequests', { field: 'to' });
  const { job } = await storeBulkMail(ctx, sender, content, [{ email: to, status: 'PENDING', reason: null }], { test: true });
  return { to, job };
}
