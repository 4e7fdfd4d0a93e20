// The exam bench's baseline as a process (`npm run bench:exam -- --baseline`
// starts it like the real server: PORT, HOST, DATABASE_URL): ./handlers.ts on
// node:http with a pool of 10 connections, as the real server has.
import { createServer } from 'node:http';
import pg from 'pg';
import { baselineHandler } from './handlers.ts';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const server = createServer(baselineHandler(pool));
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1', () => console.log(`baseline listening on ${process.env.PORT}`));
const stop = () => server.close(() => void pool.end().then(() => process.exit(0)));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
