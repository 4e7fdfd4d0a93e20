// Committed migrations: prisma/migrations/<timestamp>_<name>/migration.sql, each
// beside a snapshot of the datamodel it leads to (schema.prisma). A new migration
// is the diff from the latest snapshot to prisma/schema.prisma; start-up and
// tests apply the folders with the engine's applyMigrations, which records them
// in _prisma_migrations exactly as `prisma migrate deploy` would.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MigrationList, SchemaEngine } from '@prisma/schema-engine-wasm';
import { openSchemaEngine } from './schemaEngine.ts';

export const prismaDir = join(import.meta.dirname, '..', '..', 'prisma');
export const migrationsDir = join(prismaDir, 'migrations');
export const schemaPath = join(prismaDir, 'schema.prisma');

const noFilters = { externalTables: [], externalEnums: [] };

export interface CommittedMigration {
  name: string;
  sql: string;
  /** the datamodel after this migration */
  snapshot: string;
}

export async function readMigrations(dir = migrationsDir): Promise<CommittedMigration[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries.filter((e) => e.isDirectory()).map((e) => e.name).sort();
  return Promise.all(
    names.map(async (name) => ({
      name,
      sql: await readFile(join(dir, name, 'migration.sql'), 'utf8'),
      snapshot: await readFile(join(dir, name, 'schema.prisma'), 'utf8'),
    })),
  );
}

/** A short hash of the committed migrations' names and words: what a migrated embedded cluster was made from. */
export async function migrationsFingerprint(dir = migrationsDir): Promise<string> {
  const hash = createHash('sha256');
  for (const migration of await readMigrations(dir)) hash.update(`${migration.name}\0${migration.sql}\0`);
  return hash.digest('base64url').slice(0, 16);
}

function toMigrationList(dir: string, migrations: CommittedMigration[]): MigrationList {
  return {
    baseDir: dir,
    lockfile: { path: 'migration_lock.toml', content: 'provider = "postgresql"\n' },
    shadowDbInitScript: '',
    migrationDirectories: migrations.map((m) => ({
      path: m.name,
      migrationFile: { path: 'migration.sql', content: { tag: 'ok', value: m.sql } },
    })),
  };
}

/** Applies every committed migration not yet recorded in the database. */
export async function applyMigrations(connectionString: string, dir = migrationsDir): Promise<string[]> {
  const migrations = await readMigrations(dir);
  const { engine, close } = await openSchemaEngine(connectionString);
  try {
    const out = await engine.applyMigrations({ migrationsList: toMigrationList(dir, migrations), filters: noFilters });
    return out.appliedMigrationNames;
  } finally {
    await close();
  }
}

/** True when every committed migration is recorded as finished in the database. */
export async function migrationsApplied(query: (sql: string) => Promise<{ migration_name: string }[]>): Promise<boolean> {
  // the folder names only: /healthz asks this on every poll, and the migrations' SQL and snapshots are hundreds of kilobytes
  const migrations = existsSync(migrationsDir)
    ? (await readdir(migrationsDir, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => ({ name: entry.name }))
    : [];
  try {
    const rows = await query(
      'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    );
    const applied = new Set(rows.map((r) => r.migration_name));
    return migrations.every((m) => applied.has(m.name));
  } catch {
    return false;
  }
}

/**
 * The SQL that turns the datamodel `from` (null: an empty database) into `to`.
 * The engine connects to a database even for this; an in-memory one will do.
 * Several diffs share one engine: see EmbeddedPostgres.whenIdle.
 */
export async function diffDatamodels(engine: SchemaEngine, from: string | null, to: string): Promise<string> {
  const result = await engine.diff({
    from: from === null ? { tag: 'empty' } : { tag: 'schemaDatamodel', files: [{ path: 'schema.prisma', content: from }] },
    to: { tag: 'schemaDatamodel', files: [{ path: 'schema.prisma', content: to }] },
    script: true,
    exitCode: null,
    filters: noFilters,
  });
  const sql = result.stdout ?? '';
  return sql.includes('-- This is an empty migration.') ? '' : sql;
}
