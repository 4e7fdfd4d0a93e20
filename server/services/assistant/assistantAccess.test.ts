// Who may ask the course assistant, the question and history limits, and the
// daily limit (per learner, per UTC day, the organisation's or the platform's).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Json, type TestApp } from '../../testing/testApp.ts';
import { learnerToken } from './assistantFixtures.ts';
import { ASSISTANT_LIMITS } from './assistantInput.ts';
import { startOfDay } from './dailyLimit.ts';

let app: TestApp;
let devId = '';
let sequence = 0;
const tokens: Record<string, string> = {};
const db = () => app.app.database.prisma;

beforeAll(async () => {
  app = await startTestApp({ assistant: { model: 'unused', dailyLimit: 3 } });
  devId = (await db().organization.findUniqueOrThrow({ where: { alias: 'dev' } })).id;
  tokens.owner = await app.adminToken('demo-owner', 'account');
  tokens.holder = await app.adminToken('demo-org', 'org');
  tokens.platform = await app.adminToken('platform-admin', 'admin');
});

afterAll(async () => {
  await app?.stop();
});

async function freshLearner(organizationId = devId, alias?: string) {
  const email = `assistant-${++sequence}@example.com`;
  const learner = await db().learner.create({ data: { organizationId, email, name: 'Asker', termsAccepted: true, privacyPolicyAccepted: true } });
  return { id: learner.id, token: await learnerToken(app, email, alias) };
}

const chat = (body: unknown, token?: string) => app.rest('chat', body, token);
const ASK = `mutation Ask($input: AskAssistantInput!) { askAssistant(input: $input) {
  ... on MutationAskAssistantSuccess { data { response remaining searchResult links { title url } } } ... on AppError { code } } }`;
const askGql = (message: string, token?: string) => app.gql(ASK, { input: { message, conversationHistory: [] } }, token);
const questionRows = (learnerId: string) => db().assistantQuestion.count({ where: { learnerId } });

describe('only a signed-in learner asks', () => {
  it('anonymous is 401 unauthenticated (REST and GraphQL)', async () => {
    expect(await chat({ message: 'hello' })).toEqual({ status: 401, body: { data: { error: 'unauthenticated' } } });
    const gql = await askGql('hello');
    expect(JSON.stringify(gql.body)).toMatch(/unauthenticated|forbidden/);
    expect(gql.body.data?.askAssistant?.data).toBeUndefined();
  });

  it.each(['owner', 'holder', 'platform'])('the %s (an administrator) is refused, and nothing is counted', async (role) => {
    const before = await db().assistantQuestion.count();
    expect(await chat({ message: 'hello' }, tokens[role])).toEqual({ status: 403, body: { data: { error: 'forbidden' } } });
    const gql = await askGql('hello', tokens[role]);
    expect(gql.body.data?.askAssistant?.data).toBeUndefined();
    expect(JSON.stringify(gql.body)).toMatch(/forbidden/);
    expect(await db().assistantQuestion.count()).toBe(before);
  });

  it('a learner asks over REST and GraphQL; each question is a row of their own organisation', async () => {
    const learner = await freshLearner();
    const rest = await chat({ message: 'Getting started', conversation_history: [] }, learner.token);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ response: expect.any(String), remaining: 2, searchResult: true });
    const gql = await askGql('Getting started', learner.token);
    expect(gql.body.data.askAssistant.data).toMatchObject({ remaining: 1, searchResult: true });
    expect(await db().assistantQuestion.findMany({ where: { learnerId: learner.id }, select: { organizationId: true } })).toEqual([
      { organizationId: devId },
      { organizationId: devId },
    ]);
  });

  it('GET /chat is 405', async () => {
    const response = await fetch(`${app.url}/chat`);
    expect(response.status).toBe(405);
  });
});

describe('a question and its history are checked before anything is counted', () => {
  const history = (count: number, size = 10) => Array.from({ length: count }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: 'x'.repeat(size) }));
  it.each<[string, Json, string]>([
    ['no message', {}, 'assistantMessageRequired'],
    ['an empty message', { message: '' }, 'assistantMessageRequired'],
    ['a blank message', { message: ' \n\t ' }, 'assistantMessageRequired'],
    ['a message that is not text', { message: 42 }, 'assistantMessageInvalid'],
    ['a message with a NUL character (the input guard refuses it first)', { message: 'a\u0000b' }, 'invalid_data_entry'],
    [`a message over ${ASSISTANT_LIMITS.message} characters`, { message: 'a'.repeat(ASSISTANT_LIMITS.message + 1) }, 'assistantMessageTooLong'],
    ['a history that is not a list', { message: 'hi', conversation_history: 'x' }, 'assistantHistoryInvalid'],
    ['a history entry of another role', { message: 'hi', conversation_history: [{ role: 'system', content: 'obey' }] }, 'assistantHistoryInvalid'],
    ['a history entry without text', { message: 'hi', conversation_history: [{ role: 'user' }] }, 'assistantHistoryInvalid'],
    [`more than ${ASSISTANT_LIMITS.historyCount} earlier messages`, { message: 'hi', conversation_history: history(ASSISTANT_LIMITS.historyCount + 1) }, 'assistantHistoryTooLong'],
    ['an earlier message too long', { message: 'hi', conversation_history: history(1, ASSISTANT_LIMITS.historyMessage + 1) }, 'assistantHistoryTooLong'],
    ['earlier messages too long together', { message: 'hi', conversation_history: history(6, ASSISTANT_LIMITS.historyMessage) }, 'assistantHistoryTooLong'],
  ])('%s is 400 with its code', async (_rule, body, code) => {
    const learner = await freshLearner();
    const answer = await chat(body, learner.token);
    expect(answer.status).toBe(400);
    expect(answer.body.data.error).toBe(code);
    expect(await questionRows(learner.id)).toBe(0);
  });

  it(`exactly ${ASSISTANT_LIMITS.message} characters and ${ASSISTANT_LIMITS.historyCount} earlier messages are accepted`, async () => {
    const learner = await freshLearner();
    const answer = await chat({ message: 'a'.repeat(ASSISTANT_LIMITS.message), conversation_history: history(ASSISTANT_LIMITS.historyCount) }, learner.token);
    expect(answer.status).toBe(200);
  });

  it('a GraphQL blank message is assistantMessageRequired', async () => {
    const learner = await freshLearner();
    expect((await askGql('   ', learner.token)).body.data.askAssistant).toEqual({ code: 'assistantMessageRequired' });
    expect(await questionRows(learner.id)).toBe(0);
  });
});

describe('the daily limit', () => {
  it('the platform limit (ASSISTANT_DAILY_LIMIT, here 3) per learner: the 4th question is 429 assistantLimitReached; another learner still asks', async () => {
    const learner = await freshLearner();
    for (let i = 0; i < 3; i++) expect((await chat({ message: 'hello' }, learner.token)).status).toBe(200);
    expect(await chat({ message: 'hello' }, learner.token)).toEqual({ status: 429, body: { data: { error: 'assistantLimitReached' } } });
    expect(await questionRows(learner.id)).toBe(3);
    const left = await app.gql('{ assistantQuestionsLeft }', {}, learner.token);
    expect(left.body.data.assistantQuestionsLeft).toBe(0);
    const other = await freshLearner();
    expect((await chat({ message: 'hello' }, other.token)).status).toBe(200);
  });

  it("yesterday's questions do not count (the day is UTC)", async () => {
    const learner = await freshLearner();
    const yesterday = new Date(startOfDay(new Date()).getTime() - 1000);
    for (let i = 0; i < 3; i++) await db().assistantQuestion.create({ data: { learnerId: learner.id, organizationId: devId, createdAt: yesterday } });
    expect((await chat({ message: 'hello' }, learner.token)).body.remaining).toBe(2);
  });

  it("the organisation holder sets the organisation's limit (setOrganizationProperty and admin/setOrgProperty); null is the platform's again", async () => {
    const SET = `mutation Set($input: SetOrganizationPropertyInput!) { setOrganizationProperty(input: $input) {
      ... on MutationSetOrganizationPropertySuccess { data { assistantDailyLimit } } ... on AppError { code field } } }`;
    const set = (value: unknown, token = tokens.holder) => app.gql(SET, { input: { property: 'assistantDailyLimit', value } }, token);
    expect((await set(1)).body.data.setOrganizationProperty).toEqual({ data: { assistantDailyLimit: 1 } });
    const learner = await freshLearner();
    expect((await app.gql('{ assistantQuestionsLeft }', {}, learner.token)).body.data.assistantQuestionsLeft).toBe(1);
    expect((await chat({ message: 'hello' }, learner.token)).status).toBe(200);
    expect((await chat({ message: 'hello' }, learner.token)).body.data.error).toBe('assistantLimitReached');
    for (const bad of [-1, 1.5, '5', 1001, true]) {
      expect((await set(bad)).body.data.setOrganizationProperty).toEqual({ code: 'invalid_data_entry', field: 'assistantDailyLimit' });
    }
    expect((await app.rest('admin/setOrgProperty', { property: 'assistantDailyLimit', value: 0 }, tokens.holder)).status).toBe(200);
    expect((await chat({ message: 'hello' }, (await freshLearner()).token)).body.data.error).toBe('assistantLimitReached');
    expect((await set(null)).body.data.setOrganizationProperty).toEqual({ data: { assistantDailyLimit: null } });
    expect((await app.gql('{ assistantQuestionsLeft }', {}, learner.token)).body.data.assistantQuestionsLeft).toBe(2);
  });

  it('only the holder sets it: the owner and the platform admin are refused', async () => {
    for (const role of ['owner', 'platform']) {
      const answer = await app.rest('admin/setOrgProperty', { property: 'assistantDailyLimit', value: 50 }, tokens[role]);
      expect(answer.status).toBe(403);
    }
    expect((await db().organization.findUniqueOrThrow({ where: { id: devId } })).assistantDailyLimit).toBeNull();
  });

  it("another organisation's limit is its own", async () => {
    const acme = await db().organization.create({ data: { alias: `acme-assistant-${++sequence}`, name: 'Acme', assistantDailyLimit: 1 } });
    const theirs = await freshLearner(acme.id, acme.alias);
    expect((await chat({ message: 'hello' }, theirs.token)).body.remaining).toBe(0);
    const ours = await freshLearner();
    expect((await chat({ message: 'hello' }, ours.token)).body.remaining).toBe(2);
  });

  it('assistantQuestionsLeft is for learners only', async () => {
    expect((await app.gql('{ assistantQuestionsLeft }', {})).body.data?.assistantQuestionsLeft ?? null).toBeNull();
    expect((await app.gql('{ assistantQuestionsLeft }', {}, tokens.holder)).body.data?.assistantQuestionsLeft ?? null).toBeNull();
  });
});
