// `npm run worker`: a process that only works the job queue, for servers
// started with RUN_JOBS=false. It needs the same DATABASE_URL (the embedded
// database belongs to one process), the same storage and, for live
// notifications, the same REDIS_URL as the servers.
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { jobHandlers } from './jobs/jobKinds.ts';
import { createJobQueue } from './jobs/jobQueue.ts';
import { createAppPubSub } from './pubsub/pubSub.ts';
import { createFileStorage } from './storage/fileStorage.ts';
import { createMailer } from './mail/mailer.ts';

const config = loadConfig();
if (!config.databaseUrl) {
  console.error('npm run worker needs DATABASE_URL: the embedded database is opened by the server alone, which then runs the jobs itself.');
  process.exit(2);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const storage = createFileStorage(config);
const pubsub = createAppPubSub(config.redisUrl, { connectionString: config.databaseUrl, pool: database.pool });
await pubsub.ready().catch((error: Error) => console.error(`worker: ${config.redisUrl ? 'Redis at REDIS_URL' : 'PostgreSQL'} did not answer (${error.message})`));
const queue = createJobQueue({
  pool: database.pool,
  prisma: database.prisma,
  config,
  storage,
  mailer: createMailer(config.mail),
  pubsub: pubsub.pubsub,
  handlers: jobHandlers,
  log: (message) => console.log(message),
});
await queue.start({ work: true });
console.log(`worker: taking ${Object.keys(jobHandlers).join(', ') || 'no'} jobs from PostgreSQL`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void (async () => {
      await queue.stop();
      await pubsub.close();
      await database.close();
      process.exit(0);
    })();
  });
}
