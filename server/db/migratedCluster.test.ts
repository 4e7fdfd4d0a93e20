// In-memory databases start from a dump with the migrations applied
// (server/db/embedded.ts): what a test file or browser journey saves in
// seconds must be the same schema the migrations make.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase } from './database.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import { applyMigrations, migrationsFingerprint, readMigrations } from './migrations.ts';

async function appliedNames(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ migration_name: string }>('SELECT migration_name FROM _prisma_migrations ORDER BY migration_name');
    return rows.map((row) => row.migration_name);
  } finally {
    await client.end();
  }
}

describe('the migrated embedded cluster', () => {
  it('is made by the first in-memory database and loaded, migrated, by the next', async () => {
    const key = `test-${randomUUID()}`;
    const first = await startEmbeddedPostgres(null, { migrationsKey: key });
    expect(first.migrated).toBe(false);
    await applyMigrations(first.url);
    await first.whenIdle();
    await first.keepAsMigrated();
    await first.stop();

    const second = await startEmbeddedPostgres(null, { migrationsKey: key });
    try {
      expect(second.migrated).toBe(true);
      expect(await appliedNames(second.url)).toEqual((await readMigrations()).map((migration) => migration.name));
    } finally {
      await second.stop();
    }
  });

  it('is not used under another key: changed migrations are applied afresh', async () => {
    const other = await startEmbeddedPostgres(null, { migrationsKey: `test-${randomUUID()}` });
    try {
      expect(other.migrated).toBe(false);
      expect(await appliedNames(other.url).catch((error: Error) => error.message)).toMatch(/_prisma_migrations/);
    } finally {
      await other.stop();
    }
  });

  it('gives openDatabase every committed migration, whether it loaded the dump or made it', async () => {
    for (let round = 0; round < 2; round += 1) {
      const database = await openDatabase({ dataDir: null });
      try {
        expect(await database.isHealthy()).toBe(true);
        expect(await database.prisma.organization.count()).toBe(0);
      } finally {
        await database.close();
      }
    }
    expect(await migrationsFingerprint()).toMatch(/^[\w-]{16}$/);
  });
});
