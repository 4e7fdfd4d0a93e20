// Opens the database the app runs on: a real PostgreSQL when DATABASE_URL is
// set, else the embedded one in DATA_DIR. Either way the committed migrations
// are applied before the Prisma client is handed out.
import { PrismaPg } from '@prisma/adapter-pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded.ts';
import { PrismaClient } from './generated/client.ts';
import { applyMigrations, migrationsApplied } from './migrations.ts';

export type Db = PrismaClient;

export interface Database {
  prisma: PrismaClient;
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

  // One connection for PGlite: pooled connections would share its one session.
  const adapter = new PrismaPg({ connectionString: url, max: embedded ? 1 : 10 });
  const prisma = new PrismaClient({ adapter });

  return {
    prisma,
    url,
    embedded: Boolean(embedded),
    async isHealthy() {
      return migrationsApplied((sql) => prisma.$queryRawUnsafe(sql));
    },
    async close() {
      await prisma.$disconnect();
      await embedded?.whenIdle();
      await embedded?.stop();
    },
  };
}
