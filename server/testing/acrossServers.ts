// Two servers on one fresh PostgreSQL database and one Redis, for the tests of
// what must reach every process (organisation changes). Defined only where
// TEST_DATABASE_URL and TEST_REDIS_URL are named (CI's server run), so that no
// test is reported skipped elsewhere.
import { afterAll, beforeAll, describe } from 'vitest';
import { freshPostgresDatabase, startTestApp, type TestApp } from './testApp.ts';

export interface TwoServers {
  /** seeded: the demo organisation and its holder */
  writer: TestApp;
  /** the same database, not seeding again */
  reader: TestApp;
}

export function describeAcrossServers(name: string, suite: (servers: TwoServers) => void): void {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  if (!databaseUrl || !redisUrl) return;
  describe(name, () => {
    const servers = {} as TwoServers;
    let database: { url: string; drop(): Promise<void> } | undefined;
    beforeAll(async () => {
      database = await freshPostgresDatabase(databaseUrl, { migrated: true });
      servers.writer = await startTestApp({ databaseUrl: database.url, redisUrl });
      servers.reader = await startTestApp({ databaseUrl: database.url, redisUrl, seed: false });
    }, 60_000);
    afterAll(async () => {
      await servers.writer?.stop();
      await servers.reader?.stop();
      await database?.drop();
    });
    suite(servers);
  });
}
