// Opening and closing sessions. The token goes to the client once; the table
// keeps its hash and an expiry.
import { randomUUID } from 'node:crypto';
import { announceLearnerSessionsEnded } from '../../auth/learnerSessions.ts';
import { isLearner, isSignedInPerson } from '../../auth/scopes.ts';
import { newToken, hashToken } from '../../auth/tokens.ts';
import type { RequestContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { Learner } from '../../db/generated/client.ts';

const HOUR = 3_600_000;

export async function openAdminSession(
  prisma: Db,
  input: { identityId: string; organizationId: string; hours: number },
): Promise<{ token: string; sessionId: string }> {
  const token = newToken();
  const session = await prisma.session.create({
    data: {
      tokenHash: hashToken(token),
      kind: 'ADMIN',
      identityId: input.identityId,
      organizationId: input.organizationId,
      expiresAt: new Date(Date.now() + input.hours * HOUR),
    },
  });
  return { token, sessionId: session.id };
}

export async function openLearnerSession(
  prisma: Db,
  input: { learnerId: string; organizationId: string; days: number },
): Promise<{ token: string; sessionId: string }> {
  const token = newToken();
  const session = await prisma.session.create({
    data: {
      tokenHash: hashToken(token),
      kind: 'LEARNER',
      learnerId: input.learnerId,
      organizationId: input.organizationId,
      expiresAt: new Date(Date.now() + input.days * 24 * HOUR),
    },
  });
  return { token, sessionId: session.id };
}

/**
 * A learner's sign-in by e-mail in one statement: the learner of the
 * organisation with that e-mail, and a new session for them; null (and no
 * session) when there is none. One round trip instead of a lookup and an
 * insert: sign-in is an exam-day hot path, and on a small machine each
 * statement costs the app a hand-over of the core to PostgreSQL (bench:login,
 * docs/benchmarks.md).
 */
export async function openLearnerSessionByEmail(
  prisma: Db,
  input: { organizationId: string; email: string; days: number },
): Promise<{ token: string; sessionId: string; learner: Learner } | null> {
  const token = newToken();
  const sessionId = randomUUID();
  const expiresAt = new Date(Date.now() + input.days * 24 * HOUR);
  const rows = await prisma.$queryRaw<Learner[]>`
    WITH learner AS (SELECT * FROM "Learner" WHERE "organizationId" = ${input.organizationId} AND "email" = ${input.email}),
    opened AS (
      INSERT INTO "Session" ("id", "tokenHash", "kind", "organizationId", "learnerId", "expiresAt")
      SELECT ${sessionId}, ${hashToken(token)}, 'LEARNER'::"SessionKind", "organizationId", "id", ${expiresAt} FROM learner
      RETURNING "id")
    SELECT learner.* FROM learner, opened`;
  return rows[0] ? { token, sessionId, learner: rows[0] } : null;
}

/** Ends the session of the request's token; true when there was one. */
export async function closeSession(ctx: RequestContext): Promise<boolean> {
  const { viewer } = ctx;
  // An API token is not a session (it is revoked with revokeApiToken); learners
  // named by the e-mail of a legacy body have no session.
  if (!isSignedInPerson(viewer) || viewer.sessionId === null) return false;
  await ctx.prisma.session.update({ where: { id: viewer.sessionId }, data: { revokedAt: new Date() } });
  if (isLearner(viewer)) announceLearnerSessionsEnded(ctx, viewer.learnerId);
  return true;
}
