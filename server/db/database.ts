// Opens the database the app runs on: a real PostgreSQL when DATABASE_URL is
// set, else the embedded one in DATA_DIR. Either way the committed migrations
// are applied before the Prisma client is handed out.
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded.ts';
import { PrismaClient } from './generated/client.ts';
import { applyMigrations, migrationsApplied } from './migrations.ts';
import { attachPool } from './sql.ts';

export type Db = PrismaClient;

export interface Database {
  prisma: PrismaClient;
  /** the connections Prisma uses, shared with the job queue (one connection on the embedded database) */
  pool: pg.Pool;
  url: string;
  embedded: boolean;
  /** true when the database answers and every committed migration is applied */
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
    embedded = await startEmbeddedPostgres(options.dataDir);
    url = embedded.url;
  }
  try {
    await applyMigrations(url);
    await embedded?.whenIdle();
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

  return {
    prisma,
    pool,
    url,
    embedded: Boolean(embedded),
    async isHealthy() {
      return migrationsApplied((sql) => prisma.$queryRawUnsafe(sql));
    },
    async close() {
      await prisma.$disconnect();
      await pool.end();
      await embedded?.whenIdle();
      await embedded?.stop();
    },
  };
}
