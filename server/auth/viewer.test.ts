// The session's statement is typed SQL on pg (server/db/sql.ts): the moment a
// session ends is compared in the database, in UTC as Prisma wrote it, in
// whatever zone the process runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcTimestamp } from '../db/sql.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { hashToken } from './tokens.ts';
import { resolveViewer } from './viewer.ts';

let app: TestApp;
const zone = process.env.TZ;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  // assigning undefined would set the string "undefined"
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
  await app?.stop();
});

describe('utcTimestamp', () => {
  it('writes the moment in UTC, as a timestamp(3) column holds it, whatever the zone', () => {
    process.env.TZ = 'Asia/Riyadh';
    expect(utcTimestamp(new Date('2026-11-27T23:30:05.678Z'))).toBe('2026-11-27 23:30:05.678');
  });
});

describe('a learner session read on pg', () => {
  it.each(['UTC', 'Asia/Riyadh', 'America/Los_Angeles'])('is open until its expiresAt to the millisecond, in zone %s', async (timeZone) => {
    process.env.TZ = timeZone;
    const prisma = app.app.database.prisma;
    const learner = await prisma.learner.findFirstOrThrow({ where: { erasedAt: null } });
    const token = `viewer-test-${timeZone}`;
    const expiresAt = new Date(Date.now() + 3_600_000);
    await prisma.session.create({ data: { tokenHash: hashToken(token), kind: 'LEARNER', organizationId: learner.organizationId, learnerId: learner.id, expiresAt } });

    const justBefore = await resolveViewer(prisma, token, new Date(expiresAt.getTime() - 1));
    expect(justBefore).toMatchObject({ kind: 'learner', learnerId: learner.id, organizationId: learner.organizationId, email: learner.email });
    expect(await resolveViewer(prisma, token, expiresAt)).toEqual({ kind: 'anonymous', invalidToken: true });

    await prisma.session.update({ where: { tokenHash: hashToken(token) }, data: { revokedAt: new Date() } });
    expect(await resolveViewer(prisma, token, new Date(expiresAt.getTime() - 1))).toEqual({ kind: 'anonymous', invalidToken: true });
  });

  it('an unknown token is not valid; no token is anonymous', async () => {
    expect(await resolveViewer(app.app.database.prisma, 'no-such-token')).toEqual({ kind: 'anonymous', invalidToken: true });
    expect(await resolveViewer(app.app.database.prisma, null)).toEqual({ kind: 'anonymous', invalidToken: false });
  });
});
