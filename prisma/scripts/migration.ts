// `npm run db:migration -- <name>`: writes the next migration, the SQL that
// takes the latest committed snapshot of the datamodel to prisma/schema.prisma.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../../server/db/embedded.ts';
import { diffDatamodels, migrationsDir, readMigrations, schemaPath } from '../../server/db/migrations.ts';
import { openSchemaEngine } from '../../server/db/schemaEngine.ts';

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('usage: npm run db:migration -- <name>   (lower-case letters, digits and _)');
  process.exit(2);
}

const schema = await readFile(schemaPath, 'utf8');
const committed = await readMigrations();
const previous = committed.at(-1)?.snapshot ?? null;

const database = await startEmbeddedPostgres(null);
const { engine, close } = await openSchemaEngine(database.url);
let sql: string;
try {
  sql = await diffDatamodels(engine, previous, schema);
} finally {
  await close();
  await database.stop();
}

if (!sql) {
  console.log('prisma/schema.prisma matches the latest migration: nothing to write.');
  process.exit(0);
}

const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const folder = join(migrationsDir, `${stamp}_${name}`);
await mkdir(folder, { recursive: true });
await writeFile(join(folder, 'migration.sql'), sql);
await writeFile(join(folder, 'schema.prisma'), schema);
await writeFile(join(migrationsDir, 'migration_lock.toml'), 'provider = "postgresql"\n');
console.log(`wrote ${folder}/migration.sql`);
