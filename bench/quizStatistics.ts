// `npm run bench:statistics -- [--submissions N] [--questions K]`: the results
// screen's reads on a big quiz (default 100,000 submissions of 30 questions,
// 3,000,000 question scores), straight through the services on a fresh
// database (the PostgreSQL of DATABASE_URL, else an embedded one): the
// statistics (summary and item analysis, aggregated in SQL), the first page of
// the submissions table, a page deep in it (keyset cursor), and a search.
// Prints the median of 5 runs of each, and the heap used by the process.
import { rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase, type Db } from '../server/db/database.ts';
import type { Prisma, Quiz } from '../server/db/generated/client.ts';
import { quizStatistics } from '../server/services/results/quizStatistics.ts';
import { resultRowsPage } from '../server/services/results/resultRowsPage.ts';

const { values } = parseArgs({ options: { submissions: { type: 'string', default: '100000' }, questions: { type: 'string', default: '30' } } });
const submissions = Number(values.submissions);
const questions = Number(values.questions);
const started = performance.now();
const say = (message: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s] ${message}`);

async function freshDatabase(): Promise<{ databaseUrl?: string; dataDir: string | null; remove(): Promise<void> }> {
  const server = process.env.DATABASE_URL;
  if (!server) {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-statistics-'));
    return { dataDir, remove: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `bench_statistics_${Date.now()}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await run(`CREATE DATABASE "${name}"`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { databaseUrl: url.toString(), dataDir: null, remove: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** Learners of ability i mod 10 answer question q right when (31 i + 17 q) mod 10 is below it: scores that correlate. */
async function seed(prisma: Db): Promise<Quiz> {
  const organization = await prisma.organization.create({ data: { alias: 'bench-statistics', name: 'Statistics benchmark' } });
  const account = await prisma.account.create({ data: { organizationId: organization.id, alias: 'Statistics account' } });
  const content = {
    sections: [
      {
        id: 's1',
        name: 'All',
        questions: Array.from({ length: questions }, (_, index) => ({ id: `q${index + 1}`, type: 0, text: `Question ${index + 1}`, choices: ['a', 'b'], correctAnswer: 1, weight: 1 })),
      },
    ],
  };
  const quiz = await prisma.quiz.create({
    data: { organizationId: organization.id, accountId: account.id, name: 'Big quiz', version: 2, passGrade: Math.ceil(questions / 2), maxGrade: questions, content: content as Prisma.InputJsonObject },
  });
  const right = (i: string, q: string) => `(mod(${i} * 31 + ${q} * 17, 10) < mod(${i}, 10))`;
  await prisma.$executeRawUnsafe(
    `INSERT INTO "Learner" ("id", "organizationId", "email", "name", "updatedAt")
     SELECT 'l' || i, $1, 'learner' || lpad(i::text, 6, '0') || '@bench.example', CASE WHEN i % 3 = 0 THEN 'متعلم ' || i ELSE 'Learner ' || i END, now()
     FROM generate_series(1, ${submissions}) AS i`,
    organization.id,
  );
  await prisma.$executeRawUnsafe(
    `INSERT INTO "Submission" ("id", "quizId", "learnerId", "answers", "result", "maxGrade", "submittedAt")
     SELECT 's' || i, $1, 'l' || i, '{}'::jsonb,
            (SELECT count(*) FROM generate_series(1, ${questions}) AS q WHERE ${right('i', 'q')}), ${questions},
            timestamp '2026-11-01' + i * interval '1 second'
     FROM generate_series(1, ${submissions}) AS i`,
    quiz.id,
  );
  await prisma.$executeRawUnsafe(
    `INSERT INTO "QuestionScore" ("submissionId", "questionId", "score", "maxScore")
     SELECT 's' || i, 'q' || q, CASE WHEN ${right('i', 'q')} THEN 1 ELSE 0 END, 1
     FROM generate_series(1, ${submissions}) AS i, generate_series(1, ${questions}) AS q`,
  );
  await prisma.$executeRawUnsafe('ANALYZE');
  return quiz;
}

async function median(label: string, work: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < 5; run++) {
    const at = performance.now();
    await work();
    times.push(performance.now() - at);
  }
  const result = times.sort((a, b) => a - b)[2];
  console.log(`${label.padEnd(44)} ${result.toFixed(0).padStart(7)} ms   (runs: ${times.map((time) => time.toFixed(0)).join(', ')})`);
  return result;
}

const target = await freshDatabase();
const database = await openDatabase(target);
try {
  say(`seeding ${submissions} submissions of ${questions} questions (${target.databaseUrl ? 'postgresql' : 'embedded'})`);
  const quiz = await seed(database.prisma);
  say('seeded');
  const order = { field: 'RESULT', direction: 'DESC' } as const;
  const statistics = await quizStatistics(database.prisma, quiz);
  say(`count ${statistics.count}, pass rate ${statistics.passRate?.toFixed(1)} %, alpha ${statistics.itemAnalysis?.cronbachAlpha?.toFixed(3)}`);
  const figures = {
    statistics: await median('statistics (summary + item analysis)', () => quizStatistics(database.prisma, quiz)),
    firstPage: await median('first page of 20, by result', () => resultRowsPage(database.prisma, quiz, { first: 20, orderBy: order })),
    deepPage: 0,
    search: await median('search "learner09" (e-mail or name), 20', () => resultRowsPage(database.prisma, quiz, { first: 20, search: 'learner09' })),
  };
  // a cursor 90 % down the table, as the client would hold after paging there
  const far = await database.prisma.$queryRawUnsafe<Array<{ id: string; result: number }>>(
    `SELECT "id", "result" FROM "Submission" WHERE "quizId" = $1 ORDER BY "result" DESC, "id" DESC OFFSET ${Math.floor(submissions * 0.9)} LIMIT 1`,
    quiz.id,
  );
  const after = Buffer.from(JSON.stringify(['RESULT', 'DESC', far[0].result, far[0].id])).toString('base64url');
  figures.deepPage = await median('page of 20 at 90 % of the table (keyset)', () => resultRowsPage(database.prisma, quiz, { first: 20, after, orderBy: order }));
  console.log(`heap used ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MiB, rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB`);
  console.log(JSON.stringify({ submissions, questions, ...Object.fromEntries(Object.entries(figures).map(([key, ms]) => [key, Math.round(ms)])) }));
} finally {
  await database.close();
  await target.remove();
}
