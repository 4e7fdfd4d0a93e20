// The primary of a clustered `npm start` (Node's cluster module): it prepares
// the database once (migrations and the demo seed, which several processes
// must not race on), then forks the workers, which each run the whole app and
// share the listening port. A worker that dies is replaced, after a pause that
// doubles while workers keep dying young, so a crash loop does not spin.
// SIGTERM or SIGINT stops every worker gracefully, then the primary.
import cluster, { type Worker } from 'node:cluster';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { createFileStorage } from '../storage/fileStorage.ts';
import { seedDemo } from '../../prisma/seed.ts';

const STOP_TIMEOUT_MS = 30_000;
const YOUNG_DEATH_MS = 60_000;
const MAX_RESTART_PAUSE_MS = 30_000;

/** What a worker tells the primary once it listens. */
export interface WorkerReady {
  listening: string;
}

async function prepareDatabase(config: Config, log: (line: string) => void): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (config.seed) {
      const seeded = await seedDemo(database.prisma, createFileStorage(config), { password: config.seedPassword });
      if (seeded) for (const line of seeded.report) log(line);
    }
  } finally {
    await database.close();
  }
}

export async function runPrimary(config: Config, processes: number, description: string, log = (line: string) => console.log(line)): Promise<void> {
  await prepareDatabase(config, log);

  // The workers find the database ready and seeded.
  const workerEnv = { SEED: 'false' };
  let stopping = false;
  let restartPause = 1_000;
  const bornAt = new Map<Worker, number>();
  let announced = false;
  const ready = new Set<number>();

  const fork = () => {
    const worker = cluster.fork(workerEnv);
    bornAt.set(worker, Date.now());
    worker.on('message', (message: WorkerReady) => {
      if (typeof message?.listening !== 'string') return;
      ready.add(worker.id);
      if (!announced && ready.size >= processes) {
        announced = true;
        log(`listening on ${message.listening} (${description})`);
      }
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (bornAt.get(worker) ?? 0);
    bornAt.delete(worker);
    ready.delete(worker.id);
    if (stopping) return;
    restartPause = lived > YOUNG_DEATH_MS ? 1_000 : Math.min(restartPause * 2, MAX_RESTART_PAUSE_MS);
    log(`worker ${worker.process.pid} ended (${signal ?? `code ${code}`}); another starts in ${restartPause / 1000} s`);
    setTimeout(() => {
      if (!stopping) fork();
    }, restartPause);
  });

  for (let index = 0; index < processes; index += 1) fork();

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            const timer = setTimeout(() => worker.process.kill('SIGKILL'), STOP_TIMEOUT_MS);
            worker.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            worker.process.kill('SIGTERM');
          }),
      ),
    );
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop());
}
