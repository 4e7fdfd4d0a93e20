// `npm start`: one process serving the client, /graphql (HTTP and WebSocket),
// the REST facade and /healthz, on the embedded database unless DATABASE_URL.
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const app = await createApp(config);
const { url } = await app.start();
console.log(`listening on ${url} (${config.databaseUrl ? 'PostgreSQL' : `embedded PostgreSQL in ${config.dataDir ?? 'memory'}`})`);

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
