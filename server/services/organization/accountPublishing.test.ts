// A new or cloned account is hidden from learners until its owner or the
// holder publishes it (issue 30; docs/decisions/orgAccounts.md, "Publishing"):
// every learner read path, GraphQL and the legacy user/* calls, on the real
// server; the clone's "(copy)" name in the cloning holder's language.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizFixtures } from '../../testing/quizFixtures.ts';
import { startTestApp, type Json, type TestApp } from '../../testing/testApp.ts';

let app: TestApp;
let fx: ReturnType<typeof quizFixtures>;
let holderToken: string;
const db = () => app.app.database.prisma;
const PASSWORD = 'long-enough-1';
let sequence = 0;
const freshUsername = () => `pub${Date.now().toString(36)}n${++sequence}`;

beforeAll(async () => {
  app = await startTestApp();
  fx = quizFixtures(app);
  holderToken = await app.adminToken('demo-org', 'org');
});

afterAll(async () => {
  await app?.stop();
});

const holder = (path: string, body: Json) => app.rest(`admin/${path}`, { org: 'dev', ...body }, holderToken);
const PUBLISH = 'mutation($input: PublishAccountInput!) { publishAccount(input: $input) { __typename ... on AppError { code } ... on MutationPublishAccountSuccess { data { alias publishedAt } } } }';

/** A new account of dev (by the legacy addAccount) with a program holding a quiz; its owner's token. */
async function newAccountWithQuiz() {
  const username = freshUsername();
  expect((await holder('addAccount', { username, password: PASSWORD, alias: `Course ${username}` })).body.data).toBe(true);
  const { accountId } = await db().adminIdentity.findUniqueOrThrow({ where: { username } });
  const quiz = await fx.quiz({ accountId: accountId!, name: `Quiz of ${username}` });
  const program = await db().program.findFirstOrThrow({ where: { accountId: accountId! } });
  const ownerToken = (await app.rest('admin/accountLogin', { username, password: PASSWORD, level: 'account' })).body.data.token as string;
  return { accountId: accountId!, alias: `Course ${username}`, quiz, program, ownerToken };
}

/** What a learner sees of the account, through each read path. */
async function learnerSees(learner: { email: string; token: string }, target: { accountId: string; alias: string; programId: string; quizId: string }) {
  const rest = (path: string, body: Json) => app.rest(`user/${path}`, { email: learner.email, org: 'dev', ...body }, learner.token);
  const home = await rest('getUserData', {});
  const gql = await app.gql(
    `query($program: ID!) {
      viewer { learner { domains { name } programs(first: 100) { edges { node { id } } } } }
      node(id: $program) { id }
    }`,
    { program: encodeGlobalID('Program', target.programId) },
    learner.token,
  );
  const viewer = gql.body.data?.viewer?.learner;
  return {
    restHome: (home.body.data.domains as { name: string }[]).some((domain) => domain.name === target.alias),
    restProgram: (await rest('getUserProgramData', { accountId: target.accountId, programId: target.programId })).status,
    restQuiz: (await rest('takeQuiz', { quizId: target.quizId })).status,
    graphqlDomains: (viewer.domains as { name: string }[]).some((domain) => domain.name === target.alias),
    graphqlPrograms: (viewer.programs.edges as { node: { id: string } }[]).some(({ node }) => node.id === encodeGlobalID('Program', target.programId)),
    graphqlNode: gql.body.data?.node !== null,
  };
}

const HIDDEN = { restHome: false, restProgram: 404, restQuiz: 404, graphqlDomains: false, graphqlPrograms: false, graphqlNode: false };
const SHOWN = { restHome: true, restProgram: 200, restQuiz: 200, graphqlDomains: true, graphqlPrograms: true, graphqlNode: true };

describe('an added account is hidden from learners until it is published', () => {
  it('starts unpublished: no learner read path (GraphQL nor user/*) lists or opens it, its program or its quiz; its owner publishes it and every path shows it', async () => {
    const account = await newAccountWithQuiz();
    expect((await db().account.findUniqueOrThrow({ where: { id: account.accountId } })).publishedAt).toBeNull();
    const learner = await fx.learner();
    const target = { accountId: account.accountId, alias: account.alias, programId: account.program.id, quizId: account.quiz.id };
    expect(await learnerSees(learner, target)).toEqual(HIDDEN);

    const { body } = await app.gql(PUBLISH, { input: { accountId: encodeGlobalID('Account', account.accountId) } }, account.ownerToken);
    expect(body.data.publishAccount).toMatchObject({ __typename: 'MutationPublishAccountSuccess', data: { alias: account.alias, publishedAt: expect.any(String) } });
    expect(await learnerSees(learner, target)).toEqual(SHOWN);
  });

  it('publishing again changes nothing (the first date stays)', async () => {
    const account = await newAccountWithQuiz();
    const input = { accountId: encodeGlobalID('Account', account.accountId) };
    const first = (await app.gql(PUBLISH, { input }, holderToken)).body.data.publishAccount.data.publishedAt;
    const again = (await app.gql(PUBLISH, { input }, account.ownerToken)).body.data.publishAccount.data.publishedAt;
    expect(again).toBe(first);
  });

  it('an unpublished account with a registration form is not offered for registration, and its form does not register', async () => {
    const account = await newAccountWithQuiz();
    const form = await fx.quiz({ accountId: account.accountId, isForm: true, name: 'Form' }, { sections: [] }, { placed: false });
    await db().account.update({ where: { id: account.accountId }, data: { useRegForm: true, regFormId: form.id } });
    const learner = await fx.learner();
    const available = async () => {
      const { body } = await app.gql('{ viewer { learner { availableDomains { name } } } }', {}, learner.token);
      return (body.data.viewer.learner.availableDomains as { name: string }[]).map((domain) => domain.name);
    };
    expect(await available()).not.toContain(account.alias);
    expect((await app.rest('user/takeQuiz', { quizId: form.id, email: learner.email }, learner.token)).status).toBe(404);
    await app.gql(PUBLISH, { input: { accountId: encodeGlobalID('Account', account.accountId) } }, account.ownerToken);
    expect(await available()).toContain(account.alias);
  });

  it('accounts older than the rule, and rows written without it (the seed), are published', async () => {
    const demo = await db().account.findFirstOrThrow({ where: { alias: 'Demo Account' } });
    expect(demo.publishedAt).toBeInstanceOf(Date);
  });
});

describe('a cloned account is named as a copy and hidden until published', () => {
  const CLONE = 'mutation($input: CloneAccountInput!) { cloneAccount(input: $input) { ... on AppError { code field } ... on MutationCloneAccountSuccess { data { account { id alias publishedAt } } } } }';

  it.each([
    ['en', ' (copy)'],
    ['ar', ' (نسخة)'],
  ] as const)('(%s, GraphQL) "<name>%s" in the holder\'s language; a learner sees it only once published', async (locale, mark) => {
    const source = await newAccountWithQuiz();
    const { body } = await app.gql(
      CLONE,
      { input: { sourceAccountId: encodeGlobalID('Account', source.accountId), username: freshUsername(), password: PASSWORD, locale } },
      holderToken,
    );
    const clone = body.data.cloneAccount.data.account;
    expect(clone).toMatchObject({ alias: `${source.alias}${mark}`, publishedAt: null });
    const cloneId = Buffer.from(clone.id, 'base64').toString().split(':')[1];
    const program = await db().program.findFirstOrThrow({ where: { accountId: cloneId } });
    const quiz = await db().quiz.findFirstOrThrow({ where: { accountId: cloneId } });
    const learner = await fx.learner();
    const target = { accountId: cloneId, alias: clone.alias, programId: program.id, quizId: quiz.id };
    expect(await learnerSees(learner, target)).toEqual(HIDDEN);
    await app.gql(PUBLISH, { input: { accountId: clone.id } }, holderToken);
    expect(await learnerSees(learner, target)).toEqual(SHOWN);
  });

  it('(legacy admin/cloneAccount) takes the locale too; a given name is kept as typed', async () => {
    const source = await newAccountWithQuiz();
    const username = freshUsername();
    expect((await holder('cloneAccount', { sourceAccountId: source.accountId, username, password: PASSWORD, locale: 'en' })).body.data).toBe(true);
    const named = freshUsername();
    expect((await holder('cloneAccount', { sourceAccountId: source.accountId, username: named, password: PASSWORD, alias: 'Spring term' })).body.data).toBe(true);
    const aliasOf = async (name: string) => (await db().account.findFirstOrThrow({ where: { owner: { is: { username: name } } } })).alias;
    expect(await aliasOf(username)).toBe(`${source.alias} (copy)`);
    expect(await aliasOf(named)).toBe('Spring term');
  });

  it('a locale other than ar or en is refused on both paths and writes nothing', async () => {
    const source = await newAccountWithQuiz();
    const before = await db().account.count();
    for (const locale of ['fr', 'EN', 7, ['en']]) {
      const answer = await holder('cloneAccount', { sourceAccountId: source.accountId, username: freshUsername(), password: PASSWORD, locale });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.data).toMatchObject({ error: 'invalid_data_entry' });
    }
    const { body } = await app.gql(
      CLONE,
      { input: { sourceAccountId: encodeGlobalID('Account', source.accountId), username: freshUsername(), password: PASSWORD, locale: 'de' } },
      holderToken,
    );
    expect(body.data.cloneAccount).toEqual({ code: 'invalid_data_entry', field: 'locale' });
    expect(await db().account.count()).toBe(before);
  });
});
