// The real server as a child process, as `npm start` runs it but without a
// client build or demo seed, on a free loopback port. Its output goes to a
// log file, so a failed run can be read afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;

export interface ServerProcess {
  url: string;
  /** the server's process id (its memory is read from /proc/<pid>/status); on PostgreSQL the cluster's primary unless WEB_CONCURRENCY=1 */
  pid: number;
  logFile: string;
  /** the last lines the server printed */
  logTail(lines?: number): string;
  /** SIGTERM, then waits for the process to end (SIGKILL after 30 s) */
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitUntilHealthy(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} while starting`);
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer /healthz within ${START_TIMEOUT_MS / 1000} s`);
}

export async function startServer(
  database: { databaseUrl?: string; dataDir: string | null },
  logFile: string,
  extraEnv: NodeJS.ProcessEnv = {},
  /** what to run: the real server, or the exam's baseline (bench/exam/baseline/server.ts) */
  script = 'server/main.ts',
  /** more of Node's flags (--cpu-prof: NODE_OPTIONS does not take it) */
  nodeFlags: string[] = [],
): Promise<ServerProcess> {
  const port = await freePort();
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED: 'false',
    CLIENT_DIST: join(root, 'bench', 'no-client-build'),
    // 2,000 learners sign in from 127.0.0.1 within seconds: the per-address
    // limits (sized for a school behind one address) would refuse most of them.
    // The limiter still runs on every sign-in; sign-in by identity keeps its defaults.
    RATE_LIMIT_LOOKUPS_PER_MINUTE: '1000000',
    RATE_LIMIT_PUBLIC_PER_MINUTE: '1000000',
    RATE_LIMIT_ADDRESS_FAILURES_PER_DAY: '1000000',
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : { DATA_DIR: database.dataDir ?? '' }),
    ...extraEnv,
  };
  const log = createWriteStream(logFile);
  // Node's flags for the server alone (BENCH_SERVER_NODE_FLAGS="--trace-gc", say;
  // NODE_OPTIONS does not take every flag): cluster workers inherit them.
  const flags = [...nodeFlags, ...(process.env.BENCH_SERVER_NODE_FLAGS?.split(' ').filter(Boolean) ?? [])];
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', script], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.pipe(log, { end: false });
  child.stderr!.pipe(log, { end: false });
  const ended = exited(child).then(() => new Promise<void>((resolve) => log.end(resolve)));

  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    pid: child.pid!,
    logFile,
    logTail(lines = 30) {
      const text = readFileSync(logFile, 'utf8').trimEnd();
      return text.split('\n').slice(-lines).join('\n');
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
        await exited(child);
        clearTimeout(timer);
      }
      await ended;
    },
  };
  try {
    await waitUntilHealthy(url, child);
  } catch (error) {
    await server.stop();
    throw new Error(`${(error as Error).message}\n${server.logTail()}`);
  }
  return server;
}
