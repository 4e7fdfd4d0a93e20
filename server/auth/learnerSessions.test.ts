// A learner's session is kept by the process that read it for a few seconds,
// never past its expiry, and forgotten at once when its end is announced here
// or by another process (sharedAcrossProcesses.postgres.test.ts crosses two
// real processes). An administrator's session is read on every request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { forgetLearnerSessions, LEARNER_SESSION_CACHE_MS } from './learnerSessions.ts';
import { hashToken } from './tokens.ts';
import { resolveViewer } from './viewer.ts';

let app: TestApp;
const db = () => app.app.database.prisma;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.stop();
});

let sessions = 0;
async function learnerSession(hours = 1) {
  const learner = await db().learner.findFirstOrThrow({ where: { erasedAt: null } });
  const token = `kept-session-${(sessions += 1)}`;
  const session = await db().session.create({
    data: { tokenHash: hashToken(token), kind: 'LEARNER', organizationId: learner.organizationId, learnerId: learner.id, expiresAt: new Date(Date.now() + hours * 3_600_000) },
  });
  return { token, session, learner };
}

const revoke = (id: string) => db().session.update({ where: { id }, data: { revokedAt: new Date() } });

describe('a learner session kept by the process', () => {
  it('answers from memory for LEARNER_SESSION_CACHE_MS after its read, then reads again', async () => {
    const { token, session, learner } = await learnerSession();
    const now = Date.now();
    expect(await resolveViewer(db(), token, new Date(now))).toMatchObject({ kind: 'learner', learnerId: learner.id, sessionId: session.id });
    // ended in the database without an announcement (a lost message)
    await revoke(session.id);
    expect(await resolveViewer(db(), token, new Date(now + LEARNER_SESSION_CACHE_MS - 1))).toMatchObject({ kind: 'learner' });
    expect(await resolveViewer(db(), token, new Date(now + LEARNER_SESSION_CACHE_MS))).toEqual({ kind: 'anonymous', invalidToken: true });
  });

  it('is one frozen object, shared by the requests it answers: none can change it for the next', async () => {
    const { token } = await learnerSession();
    const now = Date.now();
    const first = await resolveViewer(db(), token, new Date(now));
    const kept = await resolveViewer(db(), token, new Date(now + 1));
    expect(kept).toBe(first);
    expect(Object.isFrozen(kept)).toBe(true);
    expect(() => Object.assign(kept, { learnerId: 'someone-else' })).toThrow(TypeError);
  });

  it('is not kept past its own expiry', async () => {
    const { token, session } = await learnerSession();
    const expiresAt = session.expiresAt.getTime();
    expect(await resolveViewer(db(), token, new Date(expiresAt - 1_000))).toMatchObject({ kind: 'learner' });
    expect(await resolveViewer(db(), token, new Date(expiresAt))).toEqual({ kind: 'anonymous', invalidToken: true });
  });

  it('is forgotten at once when its end is announced', async () => {
    const { token, session, learner } = await learnerSession();
    const now = new Date();
    expect(await resolveViewer(db(), token, now)).toMatchObject({ kind: 'learner' });
    await revoke(session.id);
    forgetLearnerSessions(db(), learner.id);
    expect(await resolveViewer(db(), token, now)).toEqual({ kind: 'anonymous', invalidToken: true });
  });

  it('is forgotten when another process announces its end on the pub/sub', async () => {
    const { token, session, learner } = await learnerSession();
    const now = new Date();
    expect(await resolveViewer(db(), token, now)).toMatchObject({ kind: 'learner' });
    await revoke(session.id);
    app.app.pubsub.pubsub.publish('learnerSessionsEnded', { learnerId: learner.id });
    await expect.poll(async () => (await resolveViewer(db(), token, now)).kind, { timeout: 2_000 }).toBe('anonymous');
  });

  it('is not kept from a read that was under way when a session ended', async () => {
    const { token, session, learner } = await learnerSession();
    const now = new Date();
    const reading = resolveViewer(db(), token, now);
    forgetLearnerSessions(db(), learner.id);
    expect(await reading).toMatchObject({ kind: 'learner' });
    await revoke(session.id);
    expect(await resolveViewer(db(), token, now)).toEqual({ kind: 'anonymous', invalidToken: true });
  });

  it('keeps no administrator session: its end shows on the next request', async () => {
    const identity = await db().adminIdentity.findFirstOrThrow({ where: { role: 'ACCOUNT_OWNER', organizationId: { not: null }, account: { archivedAt: null } } });
    const token = 'admin-session-not-kept';
    const session = await db().session.create({
      data: { tokenHash: hashToken(token), kind: 'ADMIN', organizationId: identity.organizationId!, identityId: identity.id, expiresAt: new Date(Date.now() + 3_600_000) },
    });
    const now = new Date();
    expect(await resolveViewer(db(), token, now)).toMatchObject({ kind: 'admin', identityId: identity.id });
    await revoke(session.id);
    expect(await resolveViewer(db(), token, now)).toEqual({ kind: 'anonymous', invalidToken: true });
  });
});
