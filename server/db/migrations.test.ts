// The committed migrations are the schema: schema.prisma must not drift from the
// latest snapshot, each migration must be exactly the diff between snapshots,
// and applying them must give a database every model can be read from.
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded.ts';
import { applyMigrations, diffDatamodels, readMigrations, schemaPath } from './migrations.ts';
import { freshPostgresDatabase } from '../testing/testApp.ts';
import { openSchemaEngine, type LoadedSchemaEngine } from './schemaEngine.ts';
import { openDatabase } from './database.ts';

describe('committed migrations', () => {
  let database: EmbeddedPostgres;
  let engine: LoadedSchemaEngine;

  beforeAll(async () => {
    database = await startEmbeddedPostgres(null);
    engine = await openSchemaEngine(database.url);
  });
  afterAll(async () => {
    await engine?.close();
    await database?.stop();
  });

  it('prisma/schema.prisma equals the snapshot of the latest migration (run npm run db:migration -- <name>)', async () => {
    const migrations = await readMigrations();
    const schema = await readFile(schemaPath, 'utf8');
    expect(migrations.length).toBeGreaterThan(0);
    expect(await diffDatamodels(engine.engine, migrations.at(-1)!.snapshot, schema)).toBe('');
  });

  it('each migration.sql is the diff from the previous snapshot to its own', async () => {
    const migrations = await readMigrations();
    let previous: string | null = null;
    for (const migration of migrations) {
      expect(await diffDatamodels(engine.engine, previous, migration.snapshot), migration.name).toBe(migration.sql);
      previous = migration.snapshot;
    }
  });
});

/** An in-memory embedded database, or a fresh one on TEST_DATABASE_URL's server. */
async function openFresh() {
  const external = process.env.TEST_DATABASE_URL ? await freshPostgresDatabase(process.env.TEST_DATABASE_URL) : null;
  const db = await openDatabase({ databaseUrl: external?.url, dataDir: null });
  return { db, close: async () => (await db.close(), await external?.drop()) };
}

describe('applying migrations', () => {
  it('creates every table, records the migrations and is idempotent', async () => {
    const { db: first, close } = await openFresh();
    try {
      expect(await first.isHealthy()).toBe(true);
      const rows = await first.prisma.$queryRawUnsafe<{ migration_name: string }[]>('SELECT migration_name FROM _prisma_migrations');
      expect(rows.map((r) => r.migration_name)).toEqual((await readMigrations()).map((m) => m.name));
      // every model answers a query on the migrated schema
      const delegates = Object.keys(first.prisma).filter((key) => !key.startsWith('$') && !key.startsWith('_'));
      for (const key of delegates) {
        const delegate = (first.prisma as unknown as Record<string, { count?: () => Promise<number> }>)[key];
        if (typeof delegate?.count === 'function') expect(await delegate.count(), key).toBe(0);
      }
      expect(process.env.TEST_DATABASE_URL ? await applyMigrations(first.url) : []).toEqual([]);
    } finally {
      await close();
    }
  });

  it('reports unhealthy when a committed migration is not recorded', async () => {
    const { db, close } = await openFresh();
    try {
      await db.prisma.$executeRawUnsafe('DELETE FROM _prisma_migrations');
      expect(await db.isHealthy()).toBe(false);
    } finally {
      await close();
    }
  });
});

// Test apps on PostgreSQL copy their database from a migrated template (server/testing/testApp.ts).
describe.runIf(process.env.TEST_DATABASE_URL)('test databases copied from the migrated template', () => {
  /** Read straight from the database, with no app or migration engine in between. */
  const read = async <Row,>(url: string, sql: string): Promise<Row[]> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(sql)).rows as Row[];
    } finally {
      await client.end();
    }
  };
  const COLUMNS = `SELECT table_name, column_name, data_type FROM information_schema.columns WHERE table_schema = 'public' ORDER BY 1, 2`;

  it('hold, before any app opens them, what migrating an empty database makes: every migration recorded, no rows', async () => {
    const baseUrl = process.env.TEST_DATABASE_URL!;
    const [empty, copies] = await Promise.all([
      freshPostgresDatabase(baseUrl),
      Promise.all([freshPostgresDatabase(baseUrl, { migrated: true }), freshPostgresDatabase(baseUrl, { migrated: true })]),
    ]);
    try {
      await applyMigrations(empty.url);
      const expected = await read(empty.url, COLUMNS);
      expect(expected.length).toBeGreaterThan(50);
      for (const copy of copies) {
        expect(await read(copy.url, COLUMNS)).toEqual(expected);
        const recorded = await read<{ migration_name: string }>(copy.url, 'SELECT migration_name FROM _prisma_migrations ORDER BY 1');
        expect(recorded.map((row) => row.migration_name)).toEqual((await readMigrations()).map((m) => m.name));
        expect(await read(copy.url, 'SELECT id FROM "Organization"')).toEqual([]);
      }
    } finally {
      await Promise.all([empty.drop(), ...copies.map((copy) => copy.drop())]);
    }
  });
});
