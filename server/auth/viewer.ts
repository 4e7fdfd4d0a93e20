// Who is making a request, decided once from the bearer token.
import type { AdminRole } from '../db/generated/client.ts';
import type { Db } from '../db/database.ts';
import { hashToken } from './tokens.ts';

export type Viewer =
  | { kind: 'anonymous'; invalidToken: boolean }
  | { kind: 'learner'; sessionId: string; learnerId: string; organizationId: string }
  | {
      kind: 'admin';
      sessionId: string;
      identityId: string;
      role: AdminRole;
      username: string;
      /** the organisation the session was opened for */
      organizationId: string;
      accountId: string | null;
    };

export const anonymous: Viewer = { kind: 'anonymous', invalidToken: false };

export async function resolveViewer(prisma: Db, token: string | null, now = new Date()): Promise<Viewer> {
  if (!token) return anonymous;
  const session = await prisma.session.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { identity: { select: { role: true, username: true, accountId: true } } },
  });
  if (!session || session.revokedAt || session.expiresAt <= now) return { kind: 'anonymous', invalidToken: true };
  if (session.kind === 'LEARNER' && session.learnerId) {
    return { kind: 'learner', sessionId: session.id, learnerId: session.learnerId, organizationId: session.organizationId };
  }
  if (session.kind === 'ADMIN' && session.identity && session.identityId) {
    return {
      kind: 'admin',
      sessionId: session.id,
      identityId: session.identityId,
      role: session.identity.role,
      username: session.identity.username,
      organizationId: session.organizationId,
      accountId: session.identity.accountId,
    };
  }
  return { kind: 'anonymous', invalidToken: true };
}
