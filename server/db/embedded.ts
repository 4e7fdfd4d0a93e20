// The embedded PostgreSQL: PGlite (Postgres compiled to WebAssembly) served on a
// loopback port over the Postgres wire protocol, so the app keeps one code path
// (pg + @prisma/adapter-pg) whether the database is embedded or real.
// PGlite is single-user: one folder, one process, one connection at a time.
import { mkdirSync, readFileSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  url: string;
  /** loaded from a dump with every committed migration applied (startEmbeddedPostgres's migrationsKey) */
  migrated: boolean;
  /** an in-memory database with its migrations just applied: dumps it for the next ones with the same key */
  keepAsMigrated(): Promise<void>;
  /**
   * Resolves once no client is connected. PGlite is one session, so the socket
   * server admits one connection at a time; the next client (the app after the
   * migration engine) must wait for the previous one to be gone.
   */
  whenIdle(): Promise<void>;
  stop(): Promise<void>;
}

let freshCluster: Promise<Blob> | undefined;

/**
 * A saved dump as PGlite's loadDataDir reads it (arrayBuffer() and type only).
 * Node 20's own Blob.arrayBuffer() joins the bytes piece by piece: 1.3 to 3 s
 * for the 40 MB cluster, against 0.4 s to read the file, and every test file
 * and browser journey loads one or more. Each load gets a copy, as PGlite
 * keeps what it is given.
 */
class DumpBytes extends Blob {
  readonly #bytes: Uint8Array;
  constructor(bytes: Uint8Array) {
    super();
    this.#bytes = bytes;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(new Uint8Array(this.#bytes).buffer);
  }
}

/** Dumps read by this process, by file: a test worker starts many databases from the same one. */
const dumpsRead = new Map<string, DumpBytes>();

async function savedDump(file: string): Promise<DumpBytes | null> {
  const known = dumpsRead.get(file);
  if (known) return known;
  const saved = await readFile(file).catch(() => null);
  if (!saved) return null;
  const dump = new DumpBytes(saved);
  dumpsRead.set(file, dump);
  return dump;
}

function clusterFile(kind: string): string {
  const packageJson = join(dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite'))), '..', 'package.json');
  const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string };
  return join(tmpdir(), `pglite-${version}-${kind}.tar`);
}

const freshClusterFile = () => clusterFile('initdb');

/** Written whole, then renamed: another process reads the old file or the complete new one. */
async function saveDump(file: string, dump: Blob): Promise<void> {
  const partial = `${file}.${process.pid}.${Date.now()}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
}

/**
 * A cluster with every committed migration applied, dumped by the first
 * in-memory database that applied them (keepAsMigrated) under a key of the
 * migrations' names and words: the test files and browser journeys that each
 * start a database then skip the schema engine (about a second each).
 */
async function migratedCluster(migrationsKey: string): Promise<PGlite | null> {
  const file = clusterFile(`migrated-${migrationsKey}`);
  const saved = await savedDump(file);
  if (!saved) return null;
  try {
    return await PGlite.create({ loadDataDir: saved });
  } catch {
    dumpsRead.delete(file);
    await rm(file, { force: true });
    return null;
  }
}

/**
 * A freshly initialised cluster, as PGlite's own data-directory dump: made once
 * per PGlite version on this machine (in the temporary folder) and then loaded
 * by every in-memory database instead of running initdb again, which takes
 * seconds in WebAssembly (each test file starts its own database).
 */
function freshClusterDump(): Promise<Blob> {
  freshCluster ??= (async () => {
    const file = freshClusterFile();
    const saved = await savedDump(file);
    if (saved) return saved;
    const db = await PGlite.create();
    const dump = await db.dumpDataDir('none');
    await db.close();
    await saveDump(file, dump);
    return new DumpBytes(new Uint8Array(await dump.arrayBuffer()));
  })();
  return freshCluster;
}

async function inMemoryCluster(): Promise<PGlite> {
  try {
    return await PGlite.create({ loadDataDir: await freshClusterDump() });
  } catch {
    // an unreadable saved dump: made again next time, a fresh cluster now
    freshCluster = undefined;
    dumpsRead.delete(freshClusterFile());
    await rm(freshClusterFile(), { force: true });
    return PGlite.create();
  }
}

/**
 * Starts PGlite on a free loopback port; `dataDir` null keeps it in memory.
 * An in-memory database given a migrationsKey starts from the migrated dump
 * of that key when there is one (`migrated`).
 */
export async function startEmbeddedPostgres(dataDir: string | null, options: { migrationsKey?: string } = {}): Promise<EmbeddedPostgres> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const { migrationsKey } = options;
  const migrated = !dataDir && migrationsKey ? await migratedCluster(migrationsKey) : null;
  const db = migrated ?? (dataDir ? await PGlite.create(dataDir) : await inMemoryCluster());
  // The app's pool holds one connection, but after a failed query pg-pool
  // destroys that connection and opens another at once: the old one may still
  // be closing, so the server must admit more than one. Queries of all
  // connections run one at a time on the one session either way.
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 4 });
  await server.start();
  const address = server.getServerConn();
  return {
    url: `postgres://postgres@${address}/postgres?sslmode=disable`,
    migrated: migrated !== null,
    async keepAsMigrated() {
      if (dataDir || !migrationsKey || migrated) return;
      await saveDump(clusterFile(`migrated-${migrationsKey}`), await db.dumpDataDir('none'));
    },
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
