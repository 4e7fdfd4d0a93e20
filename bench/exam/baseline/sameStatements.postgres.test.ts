// The baseline of `bench:exam -- --baseline` is only a fair yardstick if it
// sends what the real server sends: per call, as many statements to the same
// tables. Both run here in one process on one fresh PostgreSQL database; every
// statement a pg client sends is recorded, and the exam's open, save and
// submit of a learner are compared call by call. Background statements (the
// job queue, rate limits, LISTEN/NOTIFY, advisory locks) are left out.
// Collected only with TEST_DATABASE_URL (vitest.config.ts).
import { createServer, type Server } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../server/testing/testApp.ts';
import { answersOfLearner, answersUpTo, examQuestions } from '../quiz.ts';
import { seedExam } from '../setup.ts';
import { baselineHandler } from './handlers.ts';

if (!process.env.TEST_DATABASE_URL) throw new Error('collected only with TEST_DATABASE_URL (vitest.config.ts)');

const BACKGROUND = /pgboss|rate_limits|^\s*(LISTEN|UNLISTEN|NOTIFY|SELECT pg_notify)|pg_(try_)?advisory|^\s*(BEGIN|COMMIT|ROLLBACK)\b|"MaintenanceState"|"PlatformSetting"/i;

const recorded: string[] = [];
const originalQuery = pg.Client.prototype.query;

const tables = new Set<string>();

/** The tables each statement names (not its types or columns), one entry per statement. */
function tablesOf(statements: string[]): string[] {
  return statements.map((text) => [...new Set([...text.matchAll(/"([A-Za-z]+)"/g)].map((match) => match[1]).filter((name) => tables.has(name)))].sort().join(','));
}

describe('the baseline sends the statements the server sends', () => {
  let app: TestApp;
  let baseline: Server;
  let baselineUrl: string;
  let pool: pg.Pool;
  const tokens: Record<string, string> = {};
  let quizId: string;

  beforeAll(async () => {
    app = await startTestApp({ jobs: { ...(await import('../../../server/config.ts')).loadConfig({}).jobs, runInServer: false } });
    const exam = await seedExam(app.app.database.prisma, 'bench', 4);
    quizId = exam.quizId;
    for (const learner of exam.learners) {
      const { body } = await app.rest('user/login', { email: learner.email }, undefined, { 'x-org-alias': 'bench' });
      tokens[learner.email] = body.data.token;
    }
    pool = new pg.Pool({ connectionString: app.app.database.url, max: 10 });
    const { rows } = await pool.query<{ name: string }>(`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`);
    for (const { name } of rows) tables.add(name);
    baseline = createServer(baselineHandler(pool));
    await new Promise<void>((resolve) => baseline.listen(0, '127.0.0.1', resolve));
    const address = baseline.address();
    baselineUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
      if (typeof text === 'string' && !BACKGROUND.test(text)) recorded.push(text);
      return (originalQuery as (...rest: unknown[]) => unknown).apply(this, args);
    } as typeof pg.Client.prototype.query;
  });

  afterAll(async () => {
    pg.Client.prototype.query = originalQuery;
    await new Promise((resolve) => baseline?.close(resolve));
    await pool?.end();
    await app?.stop();
  });

  async function call(base: string, name: string, body: Record<string, unknown>, email: string) {
    const response = await fetch(`${base}/user/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-org-alias': 'bench', authorization: `Bearer ${tokens[email]}` },
      body: JSON.stringify({ email, ...body }),
    });
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    if (typeof data.error === 'string') throw new Error(`${name} on ${base}: ${data.error}`);
    return data;
  }

  /** The statements one exam (open, one save, submit) of `email` sends through the server at `base`. */
  async function examOf(base: string, email: string, index: number): Promise<Record<'open' | 'save' | 'submit', string[]>> {
    const answers = answersOfLearner(index);
    recorded.length = 0;
    const opened = await call(base, 'takeQuiz', { quizId }, email);
    const open = recorded.splice(0);
    const attemptId = (opened.attempt as { id: string }).id;
    await call(base, 'saveQuizAnswers', { attemptId, seq: 1, answers: answersUpTo(answers, 1) }, email);
    const save = recorded.splice(0);
    await call(base, 'submitQuiz', { quizId, attemptId, answers: answersUpTo(answers, examQuestions.length), submitKey: `key-${email}` }, email);
    const submit = recorded.splice(0);
    return { open, save, submit };
  }

  it('for an open, a save and a submit, as many statements on the same tables', async () => {
    const emails = Object.keys(tokens);
    // The first exam on each side fills the caches (the organisation row, the quiz document, the maintenance switch).
    await examOf(app.url, emails[0], 0);
    await examOf(baselineUrl, emails[1], 1);
    const server = await examOf(app.url, emails[2], 2);
    const ours = await examOf(baselineUrl, emails[3], 3);
    for (const call of ['open', 'save', 'submit'] as const) {
      expect({ call, tables: tablesOf(ours[call]).sort() }).toEqual({ call, tables: tablesOf(server[call]).sort() });
    }
    // The open reads the session; the save and the submit find it kept (server/auth/learnerSessions.ts).
    expect(tablesOf(server.open)[0].split(',')).toEqual(['Learner', 'Session']);
    expect(tablesOf(server.save)).toEqual(['Attempt,Quiz']);
    // A submit's statements: the quiz and its access, the attempt read with its grading facts, and the one that stores.
    expect(tablesOf(server.submit)).toHaveLength(3);
    expect(tablesOf(server.submit)[1].split(',')).toEqual(['Account', 'Attempt', 'GradeOffset', 'ManualGrade']);
  });
});
