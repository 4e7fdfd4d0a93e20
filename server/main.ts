// `npm start`: the server, serving the client, /graphql (HTTP and WebSocket),
// the REST facade and /healthz. On PostgreSQL it runs WEB_CONCURRENCY
// processes (default: one per core) under a primary (server/cluster/); on the
// embedded database, one process.
import cluster from 'node:cluster';
import { createApp } from './app.ts';
import { processModel } from './cluster/processModel.ts';
import { runPrimary, type WorkerReady } from './cluster/primary.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const model = processModel(config);

if (model.processes > 1 && cluster.isPrimary) {
  await runPrimary(config, model.processes, model.description);
} else {
  const app = await createApp(config);
  const { url } = await app.start();
  if (cluster.isWorker) process.send?.({ listening: url } satisfies WorkerReady);
  else console.log(`listening on ${url} (${model.description})`);

  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      app.stop().then(
        () => process.exit(0),
        (error) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
}
