// Who may publish a quiz (publishQuiz, and saveQuiz/createQuiz with publish):
// the owner of its account and the owner's read-write API token; every other
// caller is refused with a code and nothing changes. Bad input answers a code,
// never a 5xx.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashToken, newApiToken } from '../../auth/tokens.ts';
import { examContent } from '../../testing/quizFixtures.ts';
import { callers, seedNodeFixture, type Caller, type NodeFixture } from '../../testing/nodeFixtures.ts';
import { startTestApp, type Json, type TestApp } from '../../testing/testApp.ts';

let app: TestApp;
let fx: NodeFixture;
let quizId = '';
const db = () => app.app.database.prisma;
const acme = { 'x-org-alias': 'acme' };

beforeAll(async () => {
  app = await startTestApp();
  fx = await seedNodeFixture(app);
  const quiz = await db().quiz.create({
    data: { organizationId: fx.rows.organizationId, accountId: fx.rows.accountId, name: 'Acme quiz', content: examContent, passGrade: 1, maxGrade: 6 },
  });
  quizId = quiz.id;
});

afterAll(async () => {
  await app?.stop();
});

// the victim's quiz starts unpublished, with a saved draft, in every test
beforeEach(async () => {
  await db().quiz.update({ where: { id: quizId }, data: { name: 'Acme quiz', publishedAt: null, draft: { ...examContent, name: 'Acme draft', version: 2, passGrade: 1 }, revision: 7 } });
});

const PUBLISH = `mutation($input: PublishQuizInput!) { publishQuiz(input: $input) {
  ... on AppError { code field } ... on MutationPublishQuizSuccess { data { quizId publishedAt } } } }`;
const SAVE = `mutation($input: SaveQuizInput!) { saveQuiz(input: $input) {
  ... on AppError { code field } ... on MutationSaveQuizSuccess { data { quizId publishedAt } } } }`;

/** The answer's data, or its error code (from the union or from the errors list), and the HTTP status. */
async function call(query: string, input: Json, token: string | undefined): Promise<{ status: number; answer: Json }> {
  const { status, body } = await app.gql(query, { input }, token, acme);
  const answer = Object.values(body.data ?? {})[0] as Json;
  if (answer?.data) return { status, answer: answer.data };
  if (answer?.code) return { status, answer: { code: answer.code } };
  return { status, answer: { code: body.errors?.[0]?.extensions?.code ?? JSON.stringify(body) } };
}

const publish = (token: string | undefined, input: Json = { quizId, revision: 7 }) => call(PUBLISH, input, token);
const saveAndPublish = (token: string | undefined) =>
  call(SAVE, { quizId, revision: 7, publish: true, document: { ...examContent, id: quizId, name: 'Taken over', version: 2, passGrade: 1 } }, token);

/** The quiz as stored: unchanged by a refused call. */
const stored = async () => {
  const quiz = await db().quiz.findUniqueOrThrow({ where: { id: quizId } });
  return { publishedAt: quiz.publishedAt, name: quiz.name, revision: quiz.revision, hasDraft: quiz.draft !== null };
};
const UNTOUCHED = { publishedAt: null, name: 'Acme quiz', revision: 7, hasDraft: true };

async function apiToken(username: string, scope: 'READ_ONLY' | 'READ_WRITE'): Promise<string> {
  const identity = await db().adminIdentity.findUniqueOrThrow({ where: { username } });
  const token = newApiToken();
  await db().apiToken.create({
    data: {
      organizationId: identity.organizationId!,
      accountId: identity.accountId,
      createdById: identity.id,
      name: `${username} ${scope}`,
      tokenHash: hashToken(token),
      scope,
      expiresAt: new Date(Date.now() + 86_400_000),
    },
  });
  return token;
}

describe('publishQuiz: who may', () => {
  it("the account's owner publishes the saved draft", async () => {
    const { answer } = await publish(fx.tokens.acmeOwner);
    expect(answer).toEqual({ quizId, publishedAt: expect.any(String) });
    expect(await stored()).toEqual({ publishedAt: expect.any(Date), name: 'Acme draft', revision: 8, hasDraft: false });
  });

  const refused: [Caller, string][] = [
    ['anonymous', 'unauthenticated'],
    ['acmeLearner', 'forbidden'],
    ['acmeNeighbour', 'forbidden'],
    // another owner of the same organisation: the quiz is not theirs, answered as missing
    ['acmeNeighbourOwner', 'notFound'],
    // the holder runs accounts, not their quizzes
    ['acmeHolder', 'forbidden'],
    ['platform', 'forbidden'],
    ['devLearner', 'forbidden'],
    // another organisation's owner: a quiz outside their account is missing to them
    ['devOwner', 'notFound'],
    ['devHolder', 'forbidden'],
  ];
  it.each(refused)('%s is refused (%s) by publishQuiz and by saveQuiz with publish, and nothing changes', async (caller, code) => {
    expect(callers[caller]).toBeTruthy();
    for (const attempt of [publish, saveAndPublish]) {
      const { status, answer } = await attempt(fx.tokens[caller]);
      expect(answer).toEqual({ code });
      expect(status).toBeLessThan(500);
      expect(await stored()).toEqual(UNTOUCHED);
    }
  });

  it("the owner's read-write API token publishes; a read-only one is refused", async () => {
    const readOnly = await publish(await apiToken('acme-owner', 'READ_ONLY'));
    expect(readOnly).toEqual({ status: 403, answer: { code: 'forbidden' } });
    expect(await stored()).toEqual(UNTOUCHED);
    expect((await publish(await apiToken('acme-owner', 'READ_WRITE'))).answer).toEqual({ quizId, publishedAt: expect.any(String) });
  });
});

describe('publishQuiz: bad input answers a code and changes nothing', () => {
  const bad: [string, Json, string][] = [
    ['an empty id', { quizId: '', revision: 7 }, 'invalid_data_entry'],
    ['a quiz that does not exist', { quizId: 'c'.repeat(25), revision: 7 }, 'notFound'],
    ['an older revision', { quizId: 'QUIZ', revision: 6 }, 'staleRevision'],
    ['a newer revision', { quizId: 'QUIZ', revision: 8 }, 'staleRevision'],
  ];
  it.each(bad)('%s is %s', async (_what, input, code) => {
    const { status, answer } = await publish(fx.tokens.acmeOwner, { ...input, quizId: input.quizId === 'QUIZ' ? quizId : input.quizId });
    expect(answer).toEqual({ code });
    expect(status).toBeLessThan(500);
    expect(await stored()).toEqual(UNTOUCHED);
  });

  it('a draft that no longer passes the editor\'s rules is refused with their code, and stays a draft', async () => {
    await db().quiz.update({ where: { id: quizId }, data: { draft: { ...examContent, name: 'Too hard', version: 2, passGrade: 99 } } });
    const { status, answer } = await publish(fx.tokens.acmeOwner);
    expect(answer).toEqual({ code: 'passGrade_too_high' });
    expect(status).toBeLessThan(500);
    expect(await stored()).toEqual(UNTOUCHED);
  });
});
