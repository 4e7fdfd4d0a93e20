// The viewer of a request made with an integrator's API token: its creator's
// role, limited to the token's organisation (and account, for an account
// owner's token). Expired or revoked tokens, and tokens whose creator no
// longer holds what the token was made for, make the request anonymous.
import type { Db } from '../db/database.ts';
import type { Viewer } from './viewer.ts';

/** lastUsedAt is written at most this often per token: one write a minute, not one per request. */
const LAST_USED_PRECISION_MS = 60_000;

export async function resolveApiToken(prisma: Db, tokenHash: string, now: Date): Promise<Viewer | null> {
  const token = await prisma.apiToken.findUnique({
    where: { tokenHash },
    include: { createdBy: { select: { role: true, username: true, organizationId: true, accountId: true, account: { select: { archivedAt: true } } } } },
  });
  if (!token) return null;
  if (token.revokedAt || token.expiresAt <= now) return { kind: 'anonymous', invalidToken: true };
  const creator = token.createdBy;
  const stillEntitled =
    creator.role === 'ACCOUNT_OWNER'
      ? token.accountId !== null && creator.accountId === token.accountId && !creator.account?.archivedAt
      : creator.role === 'ORG_HOLDER' && token.accountId === null && creator.organizationId === token.organizationId;
  if (!stillEntitled) return { kind: 'anonymous', invalidToken: true };

  if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
    await prisma.apiToken.update({ where: { id: token.id }, data: { lastUsedAt: now } });
  }
  return {
    kind: 'admin',
    sessionId: token.id,
    identityId: token.createdById,
    role: creator.role,
    username: creator.username,
    organizationId: token.organizationId,
    accountId: token.accountId,
    apiToken: { id: token.id, scope: token.scope },
  };
}
