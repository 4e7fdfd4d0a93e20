// A results job survives a restart: asked for while no process works the
// queue (that server is then stopped), it is written by the next server
// started on the same database, and the URL answered at first (404 until
// then) opens it. Runs on the embedded database (its data folder kept across
// the two starts) and on the PostgreSQL of TEST_DATABASE_URL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../config.ts';
import { quizFixtures } from '../../testing/quizFixtures.ts';
import { downloadWhenReady, readXlsx } from '../../testing/resultsFiles.ts';
import { freshPostgresDatabase, startTestApp, type TestApp } from '../../testing/testApp.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'results-restart-'));
const apps: TestApp[] = [];
let dropDatabase: (() => Promise<void>) | undefined;

afterAll(async () => {
  for (const app of apps) await app.stop().catch(() => {});
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

it('a results job asked for on a server that works no jobs is written by the next server on the same database', async () => {
  const external = process.env.TEST_DATABASE_URL ? await freshPostgresDatabase(process.env.TEST_DATABASE_URL, { migrated: true }) : null;
  dropDatabase = external?.drop;
  // the data folder keeps the embedded database, the uploads and the secret signed URLs are made with
  const shared: Partial<Config> = { dataDir, uploadDir: join(dataDir, 'uploads'), databaseUrl: external?.url };
  const jobs = loadConfig({}).jobs;

  const first = await startTestApp({ ...shared, jobs: { ...jobs, runInServer: false } });
  apps.push(first);
  const fixtures = quizFixtures(first);
  const quiz = await fixtures.quiz({ name: 'Restart quiz' });
  const learner = await fixtures.learner('Rania');
  await first.app.database.prisma.submission.create({ data: { quizId: quiz.id, learnerId: learner.id, answers: {}, result: 4, maxGrade: 6 } });
  const owner = await first.adminToken('demo-owner', 'account');
  const answer = await first.rest('admin/getResults', { level: 'quiz', id: quiz.id, language: 'en' }, owner);
  expect(answer.status).toBe(200);
  const { fileUrl } = answer.body.data;
  const pending = await fetch(new URL(fileUrl, first.url));
  expect({ status: pending.status, body: await pending.json() }).toEqual({ status: 404, body: { data: { error: 'notFound' } } });
  expect(await first.app.database.prisma.job.findMany({ select: { kind: true, status: true } })).toEqual([{ kind: 'resultsFile', status: 'QUEUED' }]);
  await first.stop();
  apps.length = 0;

  const second = await startTestApp({ ...shared, jobs: { ...jobs, pollSeconds: 1 } });
  apps.push(second);
  const [sheet] = await readXlsx(await (await downloadWhenReady(second, fileUrl)).arrayBuffer());
  expect(sheet.rows.slice(1)).toEqual([[learner.email, 'Rania', null, 4, 6, 0, 'Passed', expect.any(String)]]);
  expect(await second.app.database.prisma.job.findMany({ select: { status: true, result: true } })).toEqual([{ status: 'DONE', result: { rows: 1 } }]);
}, 120_000);
