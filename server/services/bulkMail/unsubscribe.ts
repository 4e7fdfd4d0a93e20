// The unsubscribe link of a bulk e-mail: its token (random, one per mail sent;
// only its SHA-256 is stored) names the recipient's row, and so the account
// and the address. Unsubscribing records (account, address) once; the
// account's later bulk mails skip that address (startBulkMail.ts).
import type { Db } from '../../db/database.ts';
import { hashToken } from '../../auth/tokens.ts';

const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

export interface UnsubscribeTarget {
  accountId: string;
  email: string;
}

/** Who the link is for; null when the token names no mail sent. */
export async function unsubscribeTarget(prisma: Db, token: string): Promise<UnsubscribeTarget | null> {
  if (!TOKEN.test(token)) return null;
  const recipient = await prisma.bulkMailRecipient.findUnique({
    where: { unsubscribeTokenHash: hashToken(token) },
    select: { email: true, bulkMail: { select: { accountId: true } } },
  });
  return recipient ? { accountId: recipient.bulkMail.accountId, email: recipient.email } : null;
}

/** Records the unsubscription (again is the same); false when the token names no mail sent. */
export async function unsubscribe(prisma: Db, token: string): Promise<boolean> {
  const target = await unsubscribeTarget(prisma, token);
  if (!target) return false;
  await prisma.mailUnsubscribe.upsert({
    where: { accountId_email: target },
    create: target,
    update: {},
  });
  return true;
}
