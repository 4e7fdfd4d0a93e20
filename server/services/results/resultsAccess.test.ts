// Who may ask for a results file (the account's owner, for their own account,
// program or quiz: nobody else), who reads its job (job(id)) and who reads the
// file (its signed URL; unsigned, a session of the right role). Every refusal
// and every bad input leaves no job and no file behind.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../testing/nodeFixtures.ts';
import { seedResultsFixture, type ResultsFixture } from '../../testing/resultsFixture.ts';
import { downloadWhenReady } from '../../testing/resultsFiles.ts';
import { alteredSignature } from '../../testing/signatures.ts';
import { startTestApp, type Json, type TestApp } from '../../testing/testApp.ts';

let app: TestApp;
let fixture: ResultsFixture;
/** a results job of the acme owner's, done, and its file's URL */
let done: { jobId: string; fileUrl: string };

const REQUEST = `mutation($input: RequestResultsFileInput!) { requestResultsFile(input: $input) {
  ... on MutationRequestResultsFileSuccess { data { fileUrl job { id } } } ... on AppError { code field } } }`;
const JOB = `query($id: ID!) { job(id: $id) { id status } }`;

beforeAll(async () => {
  app = await startTestApp();
  fixture = await seedResultsFixture(app);
  const answer = await app.gql(REQUEST, { input: { level: 'QUIZ', id: encodeGlobalID('Quiz', fixture.quizzes.algebra) } }, fixture.tokens.acmeOwner);
  const { job, fileUrl } = answer.body.data.requestResultsFile.data;
  await downloadWhenReady(app, fileUrl);
  done = { jobId: job.id, fileUrl };
}, 60_000);

afterAll(async () => {
  await app?.stop();
});

const counts = async () => {
  const prisma = app.app.database.prisma;
  return { jobs: await prisma.job.count(), files: await prisma.storedFile.count() };
};

/** The error code of a GraphQL answer: the AppError member of the union, or the top-level error. */
const codeOf = (body: Json): string | undefined => (Object.values(body.data ?? {})[0] as Json)?.code ?? body.errors?.[0]?.extensions?.code;

const token = (caller: Caller) => fixture.tokens[caller];
/** the field a notFound of each level names */
const FIELD_OF_LEVEL: Record<string, string> = { quiz: 'quizId', program: 'programId', account: 'accountId' };

describe('asking for a results file: only the account owner, for what is theirs', () => {
  const refused: [Caller, number, string][] = [
    ['anonymous', 401, 'unauthenticated'],
    ['acmeLearner', 403, 'forbidden'],
    ['devLearner', 403, 'forbidden'],
    ['acmeNeighbourOwner', 404, 'notFound'],
    ['acmeHolder', 403, 'forbidden'],
    ['devOwner', 404, 'notFound'],
    ['devHolder', 403, 'forbidden'],
    ['platform', 403, 'forbidden'],
  ];

  it.each(refused)('admin/getResults by %s is %i %s at every level, and makes no job and no file', async (caller, status, code) => {
    const before = await counts();
    const levels = [
      { level: 'quiz', id: fixture.quizzes.algebra },
      { level: 'program', id: fixture.programId },
      { level: 'account', id: fixture.rows.accountId },
    ];
    for (const body of levels) {
      // a notFound names the id's field (issue 30: REST answers carry the field)
      const field = code === 'notFound' ? { field: FIELD_OF_LEVEL[body.level] } : {};
      expect(await app.rest('admin/getResults', body, token(caller)), JSON.stringify(body)).toEqual({ status, body: { data: { error: code, ...field } } });
    }
    expect(await counts()).toEqual(before);
  });

  it.each(refused)('requestResultsFile by %s is %s at every level, and makes no job and no file', async (caller, _status, code) => {
    const before = await counts();
    const inputs = [
      { level: 'QUIZ', id: encodeGlobalID('Quiz', fixture.quizzes.algebra) },
      { level: 'PROGRAM', id: encodeGlobalID('Program', fixture.programId) },
      { level: 'ACCOUNT', id: encodeGlobalID('Account', fixture.rows.accountId) },
    ];
    for (const input of inputs) {
      const { body } = await app.gql(REQUEST, { input }, token(caller));
      // the role check comes first: an owner of another account or organisation is told notFound, the others their role is refused
      expect(codeOf(body), JSON.stringify(input)).toBe(code === 'notFound' ? 'notFound' : code);
    }
    expect(await counts()).toEqual(before);
  });

  it("the owner asking for another account's program, quiz or account is 404 notFound, with no job", async () => {
    const before = await counts();
    for (const body of [
      { level: 'quiz', id: fixture.neighbour.quizId },
      { level: 'program', id: fixture.neighbour.programId },
      { level: 'account', id: fixture.neighbour.accountId },
    ]) {
      expect(await app.rest('admin/getResults', body, token('acmeOwner'))).toEqual({ status: 404, body: { data: { error: 'notFound', field: FIELD_OF_LEVEL[body.level] } } });
    }
    expect(await counts()).toEqual(before);
  });
});

describe('bad input is a coded 4xx and makes no job and no file', () => {
  it.each([
    ['no level', {}, 400, 'invalid_data_entry', 'level'],
    ['an unknown level', { level: 'grades' }, 400, 'invalid_data_entry', 'level'],
    ['a level that is not a text', { level: ['account'] }, 400, 'invalid_data_entry', 'level'],
    ['a quiz without an id', { level: 'quiz' }, 400, 'invalid_data_entry', 'id'],
    ['a program without an id', { level: 'program', id: '' }, 400, 'invalid_data_entry', 'id'],
    ['an id that is not a text', { level: 'quiz', id: 5 }, 400, 'invalid_data_entry', 'id'],
    ['an id of nothing', { level: 'quiz', id: 'missing-quiz' }, 404, 'notFound', 'quizId'],
    ['an unknown format', { level: 'account', format: 'pdf' }, 400, 'invalid_data_entry', 'format'],
    ['an unknown language', { level: 'account', language: 'fr' }, 400, 'invalid_data_entry', 'language'],
  ])('REST: %s', async (_case, body, status, code, field) => {
    const before = await counts();
    expect(await app.rest('admin/getResults', body, token('acmeOwner'))).toEqual({ status, body: { data: { error: code, field } } });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['the id of nothing', { level: 'QUIZ', id: 'missing-quiz' }, 'notFound'],
    ['a quiz without an id', { level: 'QUIZ' }, 'invalid_data_entry'],
    ['an unknown level', { level: 'quiz', id: 'x' }, 'invalid_data_entry'],
    ['an unknown format', { level: 'ACCOUNT', format: 'PDF' }, 'invalid_data_entry'],
    ['an unknown language', { level: 'ACCOUNT', language: 'FR' }, 'invalid_data_entry'],
  ])('GraphQL: %s', async (_case, input, code) => {
    const before = await counts();
    const { status, body } = await app.gql(REQUEST, { input }, token('acmeOwner'));
    expect(status).toBeLessThan(500);
    expect(codeOf(body)).toBe(code);
    expect(await counts()).toEqual(before);
  });
});

describe("a results job is read by its owner, its organisation's holder and platform admins", () => {
  it.each([
    ['acmeOwner', 'job'],
    ['acmeHolder', 'job'],
    ['platform', 'job'],
    ['acmeNeighbourOwner', null],
    ['devOwner', null],
    ['devHolder', null],
    ['acmeLearner', 'forbidden'],
    ['devLearner', 'forbidden'],
    ['anonymous', 'unauthenticated'],
  ] as [Caller, string | null][])('job(id) for %s: %s', async (caller, expected) => {
    const { body } = await app.gql(JOB, { id: done.jobId }, token(caller));
    if (expected === 'job') expect(body.data.job).toEqual({ id: done.jobId, status: 'DONE' });
    else if (expected === null) expect(body).toEqual({ data: { job: null } });
    else expect(body.errors?.[0]?.extensions?.code).toBe(expected);
  });
});

describe('the results file is private', () => {
  const unsigned = () => {
    const url = new URL(done.fileUrl, app.url);
    url.search = '';
    return url;
  };

  it('its signed URL opens without a session; a changed signature is 403 invalidSignature', async () => {
    expect((await fetch(new URL(done.fileUrl, app.url))).status).toBe(200);
    const tampered = new URL(done.fileUrl, app.url);
    tampered.searchParams.set('signature', alteredSignature(tampered.searchParams.get('signature')!));
    const response = await fetch(tampered);
    expect({ status: response.status, body: await response.json() }).toEqual({ status: 403, body: { data: { error: 'invalidSignature' } } });
  });

  it.each([
    ['anonymous', 401],
    ['acmeLearner', 403],
    ['devLearner', 403],
    ['acmeNeighbourOwner', 403],
    ['devOwner', 403],
    ['devHolder', 403],
    ['acmeOwner', 200],
    ['acmeHolder', 200],
    ['platform', 200],
  ] as [Caller, number][])('unsigned, with the session of %s: %i', async (caller, status) => {
    const bearer = token(caller);
    const response = await fetch(unsigned(), { headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
    await response.arrayBuffer();
    expect(response.status).toBe(status);
  });
});
