// The demo seed runs on the first start only, and without SEED_PASSWORD it
// generates the admins' passwords and prints them once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../server/auth/passwords.ts';
import { openDatabase } from '../server/db/database.ts';
import { createLocalStorage } from '../server/storage/localStorage.ts';
import { freshPostgresDatabase, startTestApp, TEST_PASSWORD } from '../server/testing/testApp.ts';
import { DEMO_LEARNER_EMAIL, DEMO_USERNAMES, seedDemo } from './seed.ts';

const temporaryFolder = (prefix: string) => mkdtempSync(join(tmpdir(), prefix));

/** An in-memory embedded database, or a fresh one on TEST_DATABASE_URL's server. */
async function openFreshDatabase() {
  const external = process.env.TEST_DATABASE_URL ? await freshPostgresDatabase(process.env.TEST_DATABASE_URL) : null;
  const database = await openDatabase({ databaseUrl: external?.url, dataDir: null });
  return { database, close: async () => (await database.close(), await external?.drop()) };
}

/** The report's sign-in lines as username -> the password shown. */
function shownPasswords(report: string[]): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const line of report) {
    const match = /^\s+(?:account owner|organisation holder|platform admin)\s+(\S+) \/ (.+?)\s+at \//.exec(line);
    if (match) shown[match[1]] = match[2];
  }
  return shown;
}

describe('a second start on the same data', () => {
  it('does not seed again and keeps a learner registered in the first run', async () => {
    // The embedded database keeps its data in a folder; a real PostgreSQL in a database both runs are given.
    const external = process.env.TEST_DATABASE_URL ? await freshPostgresDatabase(process.env.TEST_DATABASE_URL) : null;
    const dataDir = external ? null : temporaryFolder('seed-data-');
    const sameData = external ? { databaseUrl: external.url } : { dataDir };
    try {
      const first = await startTestApp(sameData);
      let firstRun: { devId: string; counts: number[] };
      const counts = (app: typeof first) => {
        const prisma = app.app.database.prisma;
        return Promise.all([prisma.organization.count(), prisma.adminIdentity.count(), prisma.program.count(), prisma.programItem.count(), prisma.quiz.count()]);
      };
      try {
        const registered = await first.rest('user/setUserInfo', {
          email: 'kept@example.com',
          name: 'Kept Learner',
          privacyPolicyAccepted: true,
          termsAccepted: true,
        });
        expect(registered).toEqual({ status: 200, body: { data: true } });
        const dev = await first.app.database.prisma.organization.findUniqueOrThrow({ where: { alias: 'dev' } });
        firstRun = { devId: dev.id, counts: await counts(first) };
      } finally {
        await first.stop();
      }

      const second = await startTestApp(sameData);
      try {
        const prisma = second.app.database.prisma;
        expect((await prisma.organization.findUniqueOrThrow({ where: { alias: 'dev' } })).id).toBe(firstRun.devId);
        expect(await counts(second)).toEqual(firstRun.counts);
        expect((await prisma.learner.findMany({ orderBy: { email: 'asc' } })).map((l) => l.email)).toEqual(['kept@example.com', DEMO_LEARNER_EMAIL]);
        expect(await second.rest('user/checkIfUserExists', { username: 'kept@example.com' })).toEqual({ status: 200, body: { data: true } });
        expect(await second.adminToken('demo-owner', 'account')).toEqual(expect.any(String));
      } finally {
        await second.stop();
      }
    } finally {
      await external?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('seedDemo', () => {
  it('without a seed password reports generated passwords once, which the three identities verify', async () => {
    const { database, close } = await openFreshDatabase();
    const uploads = temporaryFolder('seed-uploads-');
    try {
      const storage = createLocalStorage(uploads, { secretDir: null });
      const seeded = await seedDemo(database.prisma, storage, {});
      expect(seeded).not.toBeNull();

      const shown = shownPasswords(seeded!.report);
      const usernames = [DEMO_USERNAMES.owner, DEMO_USERNAMES.holder, DEMO_USERNAMES.platform];
      expect(Object.keys(shown).sort()).toEqual([...usernames].sort());
      expect(new Set(Object.values(shown)).size).toBe(3);
      for (const username of usernames) {
        const password = shown[username];
        expect(password).toMatch(/^[A-Za-z0-9_-]{16,}$/);
        const identity = await database.prisma.adminIdentity.findUniqueOrThrow({ where: { username } });
        expect(identity.passwordHash).not.toContain(password);
        expect(await verifyPassword(identity.passwordHash, password), username).toBe(true);
        expect(await verifyPassword(identity.passwordHash, `${password}x`), username).toBe(false);
      }

      expect(await seedDemo(database.prisma, storage, {}), 'a second seed').toBeNull();
      expect(await database.prisma.organization.count()).toBe(1);
      expect(await storage.size('files/dev/seed/intro-video.mp4')).toBeGreaterThan(0);
    } finally {
      await close();
      rmSync(uploads, { recursive: true, force: true });
    }
  });

  it('with a seed password every identity uses it, and the report does not print it', async () => {
    const { database, close } = await openFreshDatabase();
    const uploads = temporaryFolder('seed-uploads-');
    try {
      const seeded = await seedDemo(database.prisma, createLocalStorage(uploads, { secretDir: null }), { password: TEST_PASSWORD });
      expect(seeded!.report.join('\n')).not.toContain(TEST_PASSWORD);
      expect(Object.values(shownPasswords(seeded!.report))).toEqual(['(SEED_PASSWORD)', '(SEED_PASSWORD)', '(SEED_PASSWORD)']);
      for (const username of Object.values(DEMO_USERNAMES)) {
        const identity = await database.prisma.adminIdentity.findUniqueOrThrow({ where: { username } });
        expect(await verifyPassword(identity.passwordHash, TEST_PASSWORD), username).toBe(true);
      }
    } finally {
      await close();
      rmSync(uploads, { recursive: true, force: true });
    }
  });
});
