// Opens the database the app runs on: a real PostgreSQL when DATABASE_URL is
// set, else the embedded one in DATA_DIR. Either way the committed migrations
// are applied before the Prisma client is handed out.
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded.ts';
import { PrismaClient } from './generated/client.ts';
import { applyMigrations, migrationsApplied, migrationsFingerprint } from './migrations.ts';
import { attachPool } from './sql.ts';

export type Db = PrismaClient;

export interface Database {
  prisma: PrismaClient;
  /** the connections Prisma uses, shared with the job queue (one connection on the embedded database) */
  pool: pg.Pool;
  url: string;
  embedded: boolean;
  /**
   * true when the database answers and every committed migration is applied:
   * asked on a connection of its own (a real PostgreSQL), so /healthz does not
   * queue behind requests holding the pool; callers at the same moment share one answer
   */
  isHealthy(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** a real PostgreSQL; absent: embedded */
  databaseUrl?: string;
  /** the embedded database's folder; null: in memory */
  dataDir: string | null;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  let url = options.databaseUrl;
  if (!url) {
    // an in-memory database starts from a dump with the migrations applied, once one was made
    const migrationsKey = options.dataDir === null ? await migrationsFingerprint() : undefined;
    embedded = await startEmbeddedPostgres(options.dataDir, { migrationsKey });
    url = embedded.url;
  }
  try {
    if (!embedded?.migrated) {
      await applyMigrations(url);
      await embedded?.whenIdle();
      await embedded?.keepAsMigrated();
    }
  } catch (error) {
    await embedded?.stop();
    throw error;
  }

  // One connection for PGlite: pooled connections would share its one session
  // (and the job queue's statements would land inside Prisma's transactions).
  // A connection once opened stays open while idle (pg-pool closes it after 10 s
  // by default): an exam's submits come in a burst after minutes of light saves,
  // and each new connection costs a server process with a cold catalog cache and
  // its statements prepared again (docs/decisions/cluster.md). Idle connections
  // do not keep a process from exiting.
  const pool = new pg.Pool({ connectionString: url, max: embedded ? 1 : 10, idleTimeoutMillis: 0, allowExitOnIdle: true });
  // An idle connection the server closed is dropped and replaced; the next query reports real trouble.
  pool.on('error', () => {});
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  attachPool(prisma, pool, { prepare: !embedded });
  // The health check's own connection, outside the pool's queue. On the
  // embedded database its one read-only statement runs between the pool's
  // statements on PGlite's one session: it waits for the statement running, not
  // for every request queued for the pool's connection.
  const probe = new pg.Pool({ connectionString: url, max: 1, idleTimeoutMillis: 0, allowExitOnIdle: true, connectionTimeoutMillis: 2000, query_timeout: 2000 });
  probe.on('error', () => {});
  let probing: Promise<boolean> | null = null;

  return {
    prisma,
    pool,
    url,
    embedded: Boolean(embedded),
    isHealthy() {
      probing ??= migrationsApplied(async (sql) => (await probe.query<{ migration_name: string }>(sql)).rows).finally(
        () => (probing = null),
      );
      return probing;
    },
    async close() {
      await prisma.$disconnect();
      await probe.end();
      await pool.end();
      await embedded?.whenIdle();
      await embedded?.stop();
    },
  };
}
