// `DATABASE_URL=postgres://… npm run bench:login [-- --learners 2000 --concurrency 50 --profile]`
// Learners sign in (user/login, their e-mail) against the real server
// (server/main.ts, one process) on a fresh PostgreSQL database, `concurrency`
// at a time, each once. Prints the rate and the latency percentiles; with
// --profile the server runs under Node's CPU profiler during the sign-ins only
// and the share of its time by where it is spent (the app, each package,
// PostgreSQL I/O, garbage collection) is printed too. Issue 16: "take the
// remaining per-request overhead off the hot paths (… sign-in) where a profile
// shows it". Figures: docs/benchmarks.md.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../server/db/database.ts';
import { learnerClient } from '../exam/client.ts';
import { startServer } from '../exam/server.ts';
import { freshPostgresDatabase, seedExam } from '../exam/setup.ts';
import { summarize, type Sample } from '../exam/stats.ts';
import { profileShares } from './profileShares.ts';

const { values } = parseArgs({
  options: { learners: { type: 'string', default: '2000' }, concurrency: { type: 'string', default: '50' }, profile: { type: 'boolean', default: false } },
});
const learnerCount = Number(values.learners);
const concurrency = Number(values.concurrency);
if (!process.env.DATABASE_URL) {
  console.error('bench:login needs DATABASE_URL (a PostgreSQL server; a fresh database is made on it)');
  process.exit(2);
}

const database = await freshPostgresDatabase(process.env.DATABASE_URL);
const setup = await openDatabase(database);
const exam = await seedExam(setup.prisma, 'bench', learnerCount);
await setup.close();

const profileDir = mkdtempSync(join(tmpdir(), 'bench-login-'));
const server = await startServer(database, join(profileDir, 'server.log'), { WEB_CONCURRENCY: '1' }, 'server/main.ts', values.profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []);
const client = learnerClient(server.url, 'bench');
try {
  // a few sign-ins first, so the profile and the figures are of a warm server
  for (const learner of exam.learners.slice(0, 20)) await client.post('login', { email: learner.email });
  const samples: Sample[] = [];
  let next = 0;
  const worker = async () => {
    while (next < exam.learners.length) {
      const learner = exam.learners[next++];
      const reply = await client.post('login', { email: learner.email });
      samples.push(reply.sample);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const summary = summarize(samples);
  console.log(`bench:login: ${learnerCount} learners, ${concurrency} at a time, one server process, PostgreSQL`);
  console.log(`  ${summary.rps} sign-ins/s; p50 ${summary.p50} ms, p95 ${summary.p95} ms, p99 ${summary.p99} ms, max ${summary.max} ms; errors ${summary.errors}`);
  client.close();
  await server.stop();
  if (values.profile) {
    const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
    if (!file) throw new Error('the server wrote no CPU profile');
    console.log(`  server CPU profile ${join(profileDir, file)} (warm-up and start included):`);
    for (const share of profileShares(JSON.parse(readFileSync(join(profileDir, file), 'utf8')), 14)) console.log(`    ${share.percent.toFixed(1).padStart(5)} %  ${share.where}`);
  }
  console.log(JSON.stringify({ learners: learnerCount, concurrency, ...summary }));
  if (summary.errors > 0) process.exitCode = 1;
} finally {
  client.close();
  await server.stop();
  await database.remove();
}
