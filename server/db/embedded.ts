// The embedded PostgreSQL: PGlite (Postgres compiled to WebAssembly) served on a
// loopback port over the Postgres wire protocol, so the app keeps one code path
// (pg + @prisma/adapter-pg) whether the database is embedded or real.
// PGlite is single-user: one folder, one process, one connection at a time.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  url: string;
  /**
   * Resolves once no client is connected. PGlite is one session, so the socket
   * server admits one connection at a time; the next client (the app after the
   * migration engine) must wait for the previous one to be gone.
   */
  whenIdle(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts PGlite on a free loopback port; `dataDir` null keeps it in memory. */
export async function startEmbeddedPostgres(dataDir: string | null): Promise<EmbeddedPostgres> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir ?? undefined);
  // The app's pool holds one connection, but after a failed query pg-pool
  // destroys that connection and opens another at once: the old one may still
  // be closing, so the server must admit more than one. Queries of all
  // connections run one at a time on the one session either way.
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 4 });
  await server.start();
  const address = server.getServerConn();
  return {
    url: `postgres://postgres@${address}/postgres?sslmode=disable`,
    async whenIdle() {
      for (let waited = 0; server.getStats().activeConnections > 0 && waited < 5000; waited += 10) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
