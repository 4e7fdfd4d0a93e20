// Who is making a request, decided once from the bearer token.
import type { AdminRole, ApiTokenScope, Session } from '../db/generated/client.ts';
import { sqlFor, utcTimestamp } from '../db/sql.ts';
import type { Db } from '../db/database.ts';
import { resolveApiToken } from './apiTokenViewer.ts';
import { keepLearnerSession, keptLearnerSession, sessionReadMark, type LearnerViewer } from './learnerSessions.ts';
import { API_TOKEN_PREFIX, hashToken } from './tokens.ts';

export type Viewer =
  | { kind: 'anonymous'; invalidToken: boolean }
  | {
      kind: 'learner';
      /** null when the legacy body named the learner by e-mail, without a token (docs/decisions.md, "Legacy e-mail identity") */
      sessionId: string | null;
      learnerId: string;
      organizationId: string;
      /** the learner's e-mail, read with the session: the legacy bodies' e-mail is checked against it without a query */
      email: string;
    }
  | {
      kind: 'admin';
      sessionId: string;
      identityId: string;
      role: AdminRole;
      username: string;
      /** the organisation the session was opened for */
      organizationId: string;
      accountId: string | null;
      /** set when an integrator's API token, not a signed-in session, makes the request */
      apiToken?: { id: string; scope: ApiTokenScope };
    };

/** What the session's statement reads: the session's ids, whether it is open now, and a learner's e-mail. */
type SessionRow = Pick<Session, 'id' | 'kind' | 'organizationId' | 'identityId' | 'learnerId' | 'expiresAt'> & { live: boolean; learnerEmail: string | null };

export const anonymous: Viewer = { kind: 'anonymous', invalidToken: false };

export async function resolveViewer(prisma: Db, token: string | null, now = new Date()): Promise<Viewer> {
  if (!token) return anonymous;
  if (token.startsWith(API_TOKEN_PREFIX)) {
    const viaApiToken = await resolveApiToken(prisma, hashToken(token), now);
    if (viaApiToken) return viaApiToken;
  }
  const tokenHash = hashToken(token);
  const keptLearner = keptLearnerSession(prisma, tokenHash, now.getTime());
  if (keptLearner) return keptLearner;
  // Every learner request starts here: the session and the learner's e-mail in
  // one statement. The identity is read only for admin sessions.
  const mark = sessionReadMark(prisma);
  const [session] = await sqlFor(prisma).rows<SessionRow>(
    `SELECT s."id", s."kind", s."organizationId", s."identityId", s."learnerId", s."expiresAt",
            s."revokedAt" IS NULL AND s."expiresAt" > $2::timestamp AS "live", l."email" AS "learnerEmail"
     FROM "Session" AS s LEFT JOIN "Learner" AS l ON l."id" = s."learnerId"
     WHERE s."tokenHash" = $1`,
    [tokenHash, utcTimestamp(now)],
  );
  if (!session?.live) return { kind: 'anonymous', invalidToken: true };
  if (session.kind === 'LEARNER' && session.learnerId && session.learnerEmail !== null) {
    const learner: LearnerViewer = { kind: 'learner', sessionId: session.id, learnerId: session.learnerId, organizationId: session.organizationId, email: session.learnerEmail };
    keepLearnerSession(prisma, tokenHash, learner, session.expiresAt, mark, now.getTime());
    return learner;
  }
  const identity =
    session.kind === 'ADMIN' && session.identityId
      ? await prisma.adminIdentity.findUnique({ where: { id: session.identityId }, select: { role: true, username: true, accountId: true, account: { select: { archivedAt: true } } } })
      : null;
  // The owner of an archived account is signed out everywhere (docs/decisions/orgAccounts.md).
  if (identity && session.identityId && !identity.account?.archivedAt) {
    const { identityId } = session;
    return {
      kind: 'admin',
      sessionId: session.id,
      identityId,
      role: identity.role,
      username: identity.username,
      organizationId: session.organizationId,
      accountId: identity.accountId,
    };
  }
  return { kind: 'anonymous', invalidToken: true };
}
