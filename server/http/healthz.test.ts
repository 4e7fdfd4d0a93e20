// /healthz is what a load balancer or compose health check polls: 200 ok while
// the database answers with every committed migration applied, else 503.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.stop();
});

describe('/healthz', () => {
  it.each(['GET', 'HEAD'])('%s answers 200 {status: "ok"} on a migrated database, without a token', async (method) => {
    const response = await fetch(`${app.url}/healthz`, { method });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    if (method === 'GET') expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 {status: "unavailable"} while a committed migration is not applied, and ok again once it is', async () => {
    const prisma = app.app.database.prisma;
    const [latest] = await prisma.$queryRawUnsafe<{ migration_name: string }[]>(
      'SELECT migration_name FROM _prisma_migrations ORDER BY migration_name DESC LIMIT 1',
    );
    await prisma.$executeRawUnsafe('UPDATE _prisma_migrations SET rolled_back_at = now() WHERE migration_name = $1', latest.migration_name);
    try {
      const response = await fetch(`${app.url}/healthz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'unavailable' });
    } finally {
      await prisma.$executeRawUnsafe('UPDATE _prisma_migrations SET rolled_back_at = NULL WHERE migration_name = $1', latest.migration_name);
    }
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
  });
});
