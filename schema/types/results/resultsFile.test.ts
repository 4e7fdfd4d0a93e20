// requestResultsFile over the real server: the payload's job runs to DONE
// (read through job(id)), its fileUrl and the payload's fileUrl download the
// same file, the owner's viewer.notifications lists it, and each level and
// format holds the effective results.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedResultsFixture, type ResultsFixture } from '../../../server/testing/resultsFixture.ts';
import { downloadWhenReady, readCsv, readXlsx } from '../../../server/testing/resultsFiles.ts';
import { startTestApp, type Json, type TestApp } from '../../../server/testing/testApp.ts';

let app: TestApp;
let fixture: ResultsFixture;

beforeAll(async () => {
  app = await startTestApp();
  fixture = await seedResultsFixture(app);
}, 60_000);

afterAll(async () => {
  await app?.stop();
});

const REQUEST = `mutation($input: RequestResultsFileInput!) { requestResultsFile(input: $input) {
  ... on MutationRequestResultsFileSuccess { data { fileUrl job { id kind status progress fileUrl } } }
  ... on AppError { code field } } }`;
const JOB = `query($id: ID!) { job(id: $id) { id kind status progress fileUrl finishedAt } }`;
const NOTIFICATIONS = `{ viewer { notifications { kind url } } }`;

async function request(input: Json, token = fixture.tokens.acmeOwner) {
  const answer = await app.gql(REQUEST, { input }, token);
  expect(answer.body.errors, JSON.stringify(answer.body.errors)).toBeUndefined();
  return answer.body.data.requestResultsFile;
}

/** Polls job(id) until the job is done or failed. */
async function finished(jobId: string): Promise<Json> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { body } = await app.gql(JOB, { id: jobId }, fixture.tokens.acmeOwner);
    const job = body.data?.job;
    if (job?.status === 'DONE' || job?.status === 'FAILED' || Date.now() > deadline) return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function resultsFile(input: Json) {
  const { data } = await request(input);
  expect(data.job).toMatchObject({ kind: 'resultsFile', fileUrl: null });
  expect(['QUEUED', 'RUNNING', 'DONE']).toContain(data.job.status);
  const job = await finished(data.job.id);
  expect(job).toMatchObject({ status: 'DONE', progress: 100 });
  const fromJob = Buffer.from(await (await fetch(new URL(job.fileUrl, app.url))).arrayBuffer());
  const fromPayload = Buffer.from(await (await downloadWhenReady(app, data.fileUrl)).arrayBuffer());
  expect(fromJob.equals(fromPayload)).toBe(true);
  return fromPayload.buffer.slice(fromPayload.byteOffset, fromPayload.byteOffset + fromPayload.byteLength) as ArrayBuffer;
}

// GraphQL takes global ids
const id = {
  quiz: () => encodeGlobalID('Quiz', fixture.quizzes.algebra),
  program: () => encodeGlobalID('Program', fixture.programId),
  account: () => encodeGlobalID('Account', fixture.rows.accountId),
};

describe('requestResultsFile', () => {
  it('of a quiz as .xlsx: Arabic by default, right to left, with its sheet of scores per question', async () => {
    const [results, questions] = await readXlsx(await resultsFile({ level: 'QUIZ', id: id.quiz() }));
    expect(results.rightToLeft).toBe(true);
    expect(results.rows.slice(1)).toEqual([
      ['omar@acme.example', 'Omar', null, 2, 6, 0, 'راسب', '2026-11-20 09:00'],
      ['sara@acme.example', 'سارة علي', '@sara', 5, 6, -1, 'ناجح', '2026-11-20 10:15'],
    ]);
    expect(questions.rows.slice(1)).toEqual([
      ['omar@acme.example', 'Omar', 0, 1, 0, 1, 0],
      ['sara@acme.example', 'سارة علي', 2, 1, 1, 2, 0],
    ]);
  });

  it('of a quiz as CSV in English', async () => {
    const { bom, rows } = readCsv(await resultsFile({ level: 'QUIZ', id: id.quiz(), format: 'CSV', language: 'EN' }));
    expect(bom).toBe(true);
    expect(rows[0].slice(0, 4)).toEqual(['E-mail', 'Name', 'Telegram', 'Result']);
    expect(rows[2]).toEqual(['sara@acme.example', 'سارة علي', '@sara', '5', '6', '-1', 'Passed', '2026-11-20 10:15', '2', '1', '1', '2', '0']);
  });

  it.each([
    ['xlsx', 'program'],
    ['csv', 'program'],
    ['xlsx', 'account'],
    ['csv', 'account'],
  ] as const)('as %s of the %s: a row per learner ending with the total and whether all were passed', async (format, level) => {
    const bytes = await resultsFile({ level: level.toUpperCase(), id: id[level](), format: format.toUpperCase(), language: 'EN' });
    const rows = format === 'xlsx' ? (await readXlsx(bytes))[0].rows : readCsv(bytes).rows;
    const sara = rows.find((row) => row[0] === 'sara@acme.example')!;
    expect(rows[0].slice(-3)).toEqual(['Total', 'Total max', 'Passed all']);
    const tail = level === 'program' ? [5, 6, 'Passed'] : [25, 26, 'Failed'];
    expect(sara.slice(-3)).toEqual(format === 'csv' ? tail.map(String) : tail);
    expect(rows.map((row) => row[0]).slice(1)).toEqual(
      level === 'program' ? ['omar@acme.example', 'sara@acme.example'] : ['ghost@acme.example', 'omar@acme.example', 'sara@acme.example', 'zed@acme.example'],
    );
  });

  it("the owner's viewer.notifications lists the ready file with a signed URL that downloads", async () => {
    await app.gql('mutation { clearNotifications { __typename } }', {}, fixture.tokens.acmeOwner);
    await resultsFile({ level: 'QUIZ', id: id.quiz(), format: 'CSV' });
    const { body } = await app.gql(NOTIFICATIONS, {}, fixture.tokens.acmeOwner);
    expect(body.data.viewer.notifications).toEqual([{ kind: 'resultsFile', url: expect.stringContaining('signature=') }]);
    expect((await fetch(new URL(body.data.viewer.notifications[0].url, app.url))).status).toBe(200);
  });

  it("the account's own file without an id, as the toolbar asks for it", async () => {
    const rows = (await readXlsx(await resultsFile({ level: 'ACCOUNT', language: 'EN' })))[0].rows;
    expect(rows.map((row) => row[0]).slice(1)).toEqual(['ghost@acme.example', 'omar@acme.example', 'sara@acme.example', 'zed@acme.example']);
  });

  it("a program's id given as a quiz's is notFound", async () => {
    const answer = await request({ level: 'QUIZ', id: id.program() });
    expect(answer).toEqual({ code: 'notFound', field: 'quizId' });
  });

  it.each([
    ['a row id', () => fixture.quizzes.algebra],
    ['a global id of a type that has no results', () => encodeGlobalID('Ticket', fixture.quizzes.algebra)],
  ])('%s is notFound naming id', async (_case, given) => {
    expect(await request({ level: 'QUIZ', id: given() })).toEqual({ code: 'notFound', field: 'id' });
  });
});
