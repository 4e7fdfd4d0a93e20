// The platform admin's calls through both APIs, on the real server: only a
// platform admin may call them (every other caller is refused and nothing
// changes), adding an organisation with its holder, an account's video and
// storage settings, moving an account and what moves with it, and the paged,
// searchable organisations list. The REST facade answers the code; GraphQL
// answers the code and the field it is about.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callers, seedNodeFixture, type Caller, type NodeFixture } from '../../testing/nodeFixtures.ts';
import { startTestApp, type Json, type TestApp } from '../../testing/testApp.ts';

let app: TestApp;
let fx: NodeFixture;
const db = () => app.app.database.prisma;
const PASSWORD = 'long-enough-1';

beforeAll(async () => {
  app = await startTestApp();
  fx = await seedNodeFixture(app);
});

afterAll(async () => {
  await app?.stop();
});

const acme = { 'x-org-alias': 'acme' };
const rest = (path: string, body: Json, caller: Caller = 'platform') => app.rest(`admin/${path}`, body, fx.tokens[caller], acme);
const gid = (id: string) => encodeGlobalID('Account', id);

const mutations: Record<string, { input: string; fields: string }> = {
  addOrganization: { input: 'AddOrganizationInput', fields: 'id alias name accountsCount holderUsername' },
  moveAccountToOrganization: {
    input: 'MoveAccountToOrganizationInput',
    fields: 'moved account { id username } from { alias accountsCount } to { alias accountsCount }',
  },
  setAccountStorage: { input: 'SetAccountStorageInput', fields: 'id enableVideo storageBucket storageUrl' },
};

/** The mutation's answer, or its error code (from the union or from the errors list). */
async function mutate(name: string, input: Json, caller: Caller = 'platform'): Promise<Json> {
  const { input: type, fields } = mutations[name];
  const success = `Mutation${name[0].toUpperCase()}${name.slice(1)}Success`;
  const text = `mutation($input: ${type}!) { ${name}(input: $input) { ... on AppError { code field } ... on ${success} { data { ${fields} } } } }`;
  const { body } = await app.gql(text, { input }, fx.tokens[caller], acme);
  const answer = body.data?.[name];
  if (answer?.code) return { code: answer.code, field: answer.field };
  if (!answer?.data) return { code: body.errors?.[0]?.extensions?.code ?? JSON.stringify(body) };
  return answer.data;
}

let sequence = 0;
const fresh = (prefix: string) => `${prefix}${Date.now().toString(36)}n${++sequence}`;

async function snapshot() {
  const [organizations, accounts, identities, programs] = await Promise.all([
    db().organization.findMany({ orderBy: { id: 'asc' } }),
    db().account.findMany({ orderBy: { id: 'asc' } }),
    db().adminIdentity.findMany({ orderBy: { id: 'asc' }, select: { id: true, username: true, organizationId: true, passwordHash: true } }),
    db().program.findMany({ orderBy: { id: 'asc' }, select: { id: true, organizationId: true } }),
  ]);
  return JSON.stringify({ organizations, accounts, identities, programs });
}

/** A fresh account of acme with its owner, a program, a quiz and a course introduction. */
async function freshAccount() {
  const { passwordHash } = await db().adminIdentity.findUniqueOrThrow({ where: { username: 'acme-owner' } });
  const organizationId = fx.rows.organizationId;
  const account = await db().account.create({ data: { organizationId, alias: fresh('Moving ') } });
  const username = fresh('mover');
  await db().adminIdentity.create({ data: { role: 'ACCOUNT_OWNER', username, passwordHash, organizationId, accountId: account.id } });
  await db().program.create({ data: { organizationId, accountId: account.id, name: 'Moving program' } });
  await db().quiz.create({ data: { organizationId, accountId: account.id, name: 'Moving quiz' } });
  await db().courseIntroduction.create({ data: { organizationId, accountId: account.id, accountName: 'Moving course' } });
  return { account, username };
}

const refused = (Object.keys(callers) as Caller[]).filter((caller) => caller !== 'platform');

describe('only a platform admin uses these calls (every other caller is refused and nothing changes)', () => {
  it.each(refused)('REST paths refuse %s', async (caller) => {
    const before = await snapshot();
    const calls: [string, Json][] = [
      ['getAdminData', {}],
      ['addOrg', { alias: fresh('intruder'), username: fresh('intruder'), email: 'i@x.example', password: PASSWORD }],
      ['updateAccountByAdmin', { accountId: fx.rows.accountId, fields: { org: 'dev' } }],
      ['updateAccountByAdmin', { accountId: fx.rows.accountId, fields: { enableVideo: true, storageBucket: 'stolen', storageUrl: 'https://x.example' } }],
    ];
    for (const [path, body] of calls) {
      const { status, body: answer } = await rest(path, body, caller);
      expect([401, 403], `${path}: ${JSON.stringify(answer)}`).toContain(status);
      expect(answer.data?.orgs).toBeUndefined();
    }
    expect(await snapshot()).toBe(before);
  });

  it.each(refused)('GraphQL mutations and organizations refuse %s', async (caller) => {
    const before = await snapshot();
    const accountId = gid(fx.rows.accountId);
    const inputs: [string, Json][] = [
      ['addOrganization', { alias: fresh('intruder'), username: fresh('intruder'), email: 'i@x.example', password: PASSWORD }],
      ['moveAccountToOrganization', { accountId, org: 'dev' }],
      ['setAccountStorage', { accountId, enableVideo: true, storageBucket: 'stolen' }],
    ];
    for (const [name, input] of inputs) {
      expect(['unauthenticated', 'forbidden'], name).toContain((await mutate(name, input, caller)).code);
    }
    const { body } = await app.gql('{ organizations(first: 5) { edges { node { alias } } } }', {}, fx.tokens[caller], acme);
    expect(body.data?.organizations ?? null).toBeNull();
    const counts = await app.gql(
      'query($id: ID!) { node(id: $id) { ... on Organization { accountsCount holderUsername } } }',
      { id: fx.recipes.Organization.id },
      fx.tokens[caller],
      acme,
    );
    expect(counts.body.data?.node?.accountsCount ?? null).toBeNull();
    expect(counts.body.data?.node?.holderUsername ?? null).toBeNull();
    expect(await snapshot()).toBe(before);
  });
});

describe('admin/getAdminData', () => {
  it('answers every organisation and every account with its settings', async () => {
    await db().account.update({ where: { id: fx.rows.accountId }, data: { storageBucket: 'acme-files' } });
    const { body } = await rest('getAdminData', {});
    expect(body.data.orgs).toEqual(expect.arrayContaining([expect.objectContaining({ _id: fx.rows.organizationId, alias: 'acme' })]));
    expect(body.data.accounts).toEqual(
      expect.arrayContaining([expect.objectContaining({ _id: fx.rows.accountId, org: 'acme', username: 'acme-owner', storageBucket: 'acme-files', enableVideo: false })]),
    );
    expect(body.data.accounts).toHaveLength(await db().account.count());
  });
});

describe('adding an organisation with its holder', () => {
  it('admin/addOrg answers true; the holder signs in at /login/org of the new organisation', async () => {
    const alias = fresh('neworg');
    const username = fresh('holder');
    const answer = await rest('addOrg', { alias: ` ${alias.toUpperCase()} `, username, email: ' Holder@New.example ', password: PASSWORD });
    expect(answer.body).toEqual({ data: true });
    const org = await db().organization.findUniqueOrThrow({ where: { alias }, include: { identities: true } });
    expect(org.identities).toEqual([expect.objectContaining({ role: 'ORG_HOLDER', username, email: 'holder@new.example', accountId: null })]);
    const signIn = await app.rest('admin/accountLogin', { username, password: PASSWORD, level: 'org' }, undefined, { 'x-org-alias': alias });
    expect(signIn.body.data.token).toEqual(expect.any(String));
  });

  it('addOrganization answers the organisation with its holder and no accounts', async () => {
    const alias = fresh('gqlorg');
    const username = fresh('holder');
    expect(await mutate('addOrganization', { alias, username, email: 'h@gql.example', password: PASSWORD })).toMatchObject({
      alias,
      name: alias,
      accountsCount: 0,
      holderUsername: username,
    });
  });

  const valid = () => ({ alias: fresh('org'), username: fresh('holder'), email: 'h@x.example', password: PASSWORD });
  it.each([
    ['no alias', { alias: '' }, 'invalid_data_entry', 'alias'],
    ['an alias that is not a host-name label', { alias: 'my org' }, 'invalid_data_entry', 'alias'],
    ['an Arabic alias', { alias: 'مدرسة' }, 'invalid_data_entry', 'alias'],
    ['a taken alias', { alias: 'acme' }, 'aliasTaken', 'alias'],
    ['no username', { username: '' }, 'invalid_data_entry', 'username'],
    ['a username against the rule', { username: '1short' }, 'invalid_data_entry', 'username'],
    ['a taken username', { username: 'acme-holder' }, 'usernameTaken', 'username'],
    ['no e-mail', { email: '' }, 'invalid_data_entry', 'email'],
    ['an invalid e-mail', { email: 'not-an-email' }, 'invalidEmail', 'email'],
    ['a short password', { password: 'short' }, 'invalid_data_entry', 'password'],
  ])('%s is refused with its code and field, and nothing is created', async (_name, change, code, field) => {
    const before = await snapshot();
    const input = { ...valid(), ...change };
    const answer = await rest('addOrg', input);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.data).toEqual({ error: code, field });
    expect(await mutate('addOrganization', input)).toEqual({ code, field });
    expect(await snapshot()).toBe(before);
  });
});

describe("an account's video and storage settings", () => {
  it('admin/updateAccountByAdmin sets them and answers 1; empty clears', async () => {
    const { account } = await freshAccount();
    const fields = { enableVideo: true, storageBucket: ' my-bucket.files ', storageUrl: 'https://s3.example.com/' };
    expect((await rest('updateAccountByAdmin', { accountId: account.id, fields })).body).toEqual({ data: 1 });
    expect(await db().account.findUniqueOrThrow({ where: { id: account.id } })).toMatchObject({
      enableVideo: true,
      storageBucket: 'my-bucket.files',
      storageUrl: 'https://s3.example.com/',
    });
    const cleared = { enableVideo: false, storageBucket: '', storageUrl: '' };
    expect((await rest('updateAccountByAdmin', { accountId: account.id, fields: cleared })).body).toEqual({ data: 1 });
    expect(await db().account.findUniqueOrThrow({ where: { id: account.id } })).toMatchObject({ enableVideo: false, storageBucket: null, storageUrl: null });
  });

  it('setAccountStorage answers the account; fields left out are kept', async () => {
    const { account } = await freshAccount();
    await mutate('setAccountStorage', { accountId: gid(account.id), storageUrl: 'http://127.0.0.1:9000' });
    expect(await mutate('setAccountStorage', { accountId: gid(account.id), enableVideo: true, storageBucket: 'videos' })).toEqual({
      id: gid(account.id),
      enableVideo: true,
      storageBucket: 'videos',
      storageUrl: 'http://127.0.0.1:9000',
    });
  });

  it.each([
    ['a bucket name with capitals', { storageBucket: 'My_Bucket' }, 'storageBucket'],
    ['a two-letter bucket name', { storageBucket: 'ab' }, 'storageBucket'],
    ['a URL that is not http(s)', { storageUrl: 'ftp://files.example.com' }, 'storageUrl'],
    ['a relative URL', { storageUrl: 'files.example.com' }, 'storageUrl'],
    ['enableVideo that is not a boolean', { enableVideo: 'yes' }, 'enableVideo'],
    ['a field the call does not set', { alias: 'renamed' }, 'fields'],
    ['a move and a setting at once', { org: 'dev', enableVideo: true }, 'fields'],
  ])('%s is refused with its field and nothing changes', async (_name, fields, field) => {
    const before = await snapshot();
    const answer = await rest('updateAccountByAdmin', { accountId: fx.rows.accountId, fields });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toEqual({ error: 'invalid_data_entry', field });
    // GraphQL's own types refuse a non-boolean enableVideo and unknown fields before the service runs
    if (field !== 'fields' && field !== 'enableVideo') {
      const input = { accountId: gid(fx.rows.accountId), ...fields };
      expect(await mutate('setAccountStorage', input)).toEqual({ code: 'invalid_data_entry', field });
    }
    expect(await snapshot()).toBe(before);
  });

  it('a setting refused by GraphQL names its field too', async () => {
    expect(await mutate('setAccountStorage', { accountId: gid(fx.rows.accountId), storageBucket: 'Bad Bucket' })).toEqual({
      code: 'invalid_data_entry',
      field: 'storageBucket',
    });
  });

  it('an unknown account is notFound', async () => {
    const answer = await rest('updateAccountByAdmin', { accountId: 'no-such-account', fields: { enableVideo: true } });
    expect(answer.status).toBe(404);
    expect(answer.body.data).toEqual({ error: 'notFound', field: 'accountId' });
    expect(await mutate('setAccountStorage', { accountId: gid('no-such-account'), enableVideo: true })).toEqual({ code: 'notFound', field: 'accountId' });
  });
});

describe('moving an account to another organisation', () => {
  it('moves the owner, programs, quizzes, course introductions and API tokens; ends the owner\'s sessions; answers 1', async () => {
    const { account, username } = await freshAccount();
    const ownerToken = await app.adminToken(username, 'account');
    const dev = await db().organization.findUniqueOrThrow({ where: { alias: 'dev' } });
    const devAccounts = await db().account.count({ where: { organizationId: dev.id, archivedAt: null } });
    expect((await rest('updateAccountByAdmin', { accountId: account.id, fields: { org: 'DEV' } })).body).toEqual({ data: 1 });

    const where = { accountId: account.id };
    expect(await db().account.findUniqueOrThrow({ where: { id: account.id } })).toMatchObject({ organizationId: dev.id, order: expect.any(Number) });
    expect((await db().adminIdentity.findUniqueOrThrow({ where })).organizationId).toBe(dev.id);
    for (const rows of [await db().program.findMany({ where }), await db().quiz.findMany({ where }), await db().courseIntroduction.findMany({ where })]) {
      expect(rows.map((row) => row.organizationId)).toEqual([dev.id]);
    }
    expect((await db().account.findUniqueOrThrow({ where: { id: account.id } })).order).toBeGreaterThanOrEqual(devAccounts - 1);
    // the old session was for the old organisation's host: it ends
    const owner = await db().adminIdentity.findUniqueOrThrow({ where });
    expect(await db().session.count({ where: { identityId: owner.id, revokedAt: null } })).toBe(0);
    for (const headers of [acme, { 'x-org-alias': 'dev' }]) {
      expect((await app.gql('{ viewer { role } }', {}, ownerToken, headers)).body.data?.viewer?.role ?? null).not.toBe('ACCOUNT_OWNER');
    }
    const newToken = await app.adminToken(username, 'account');
    expect((await app.gql('{ viewer { role } }', {}, newToken, { 'x-org-alias': 'dev' })).body.data.viewer.role).toBe('ACCOUNT_OWNER');
  });

  it('moveAccountToOrganization names the organisation by id and answers both organisations; the same organisation again is no move', async () => {
    const { account, username } = await freshAccount();
    const before = await db().account.count({ where: { organizationId: fx.rows.organizationId, archivedAt: null } });
    const dev = await db().organization.findUniqueOrThrow({ where: { alias: 'dev' } });
    const answer = await mutate('moveAccountToOrganization', { accountId: gid(account.id), org: dev.id });
    expect(answer).toMatchObject({ moved: true, account: { id: gid(account.id), username }, from: { alias: 'acme', accountsCount: before - 1 }, to: { alias: 'dev' } });
    expect(await mutate('moveAccountToOrganization', { accountId: gid(account.id), org: 'dev' })).toMatchObject({ moved: false });
    expect((await rest('updateAccountByAdmin', { accountId: account.id, fields: { org: 'dev' } })).body).toEqual({ data: 0 });
  });

  it.each([
    ['a registration', (accountId: string) => db().registration.create({ data: { accountId, learnerId: fx.rows.learnerId } })],
    [
      'a submission',
      async (accountId: string) => {
        const quiz = await db().quiz.findFirstOrThrow({ where: { accountId } });
        await db().submission.create({ data: { quizId: quiz.id, learnerId: fx.rows.learnerId, answers: {}, result: 1, maxGrade: 1 } });
      },
    ],
  ])('an account with %s of a learner is refused (accountHasLearners) and nothing moves', async (_name, addLearnerRow) => {
    const { account } = await freshAccount();
    await addLearnerRow(account.id);
    const before = await snapshot();
    const answer = await rest('updateAccountByAdmin', { accountId: account.id, fields: { org: 'dev' } });
    expect(answer.status).toBe(409);
    expect(answer.body.data).toEqual({ error: 'accountHasLearners', field: 'accountId' });
    expect(await mutate('moveAccountToOrganization', { accountId: gid(account.id), org: 'dev' })).toEqual({ code: 'accountHasLearners', field: 'accountId' });
    expect(await snapshot()).toBe(before);
  });

  it.each([
    ['an unknown organisation', { org: 'no-such-org' }, 404, 'organizationNotFound', 'org'],
    ['no organisation', { org: '' }, 400, 'invalid_data_entry', 'org'],
  ])('%s is refused and nothing moves', async (_name, fields, status, error, field) => {
    const before = await snapshot();
    const answer = await rest('updateAccountByAdmin', { accountId: fx.rows.accountId, fields });
    expect(answer.status).toBe(status);
    expect(answer.body.data).toEqual({ error, field });
    expect(await mutate('moveAccountToOrganization', { accountId: gid(fx.rows.accountId), ...fields })).toEqual({ code: error, field });
    expect(await snapshot()).toBe(before);
  });

  it('looks for the account before the organisation: a missing account is notFound even with no organisation', async () => {
    const answer = await rest('updateAccountByAdmin', { accountId: 'no-such-account', fields: { org: '' } });
    expect([answer.status, answer.body.data]).toEqual([404, { error: 'notFound', field: 'accountId' }]);
    expect(await mutate('moveAccountToOrganization', { accountId: gid('no-such-account'), org: '' })).toEqual({ code: 'notFound', field: 'accountId' });
  });

  it("answers an account's row id, or another type's global id, as notFound on accountId", async () => {
    for (const accountId of [fx.rows.accountId, encodeGlobalID('Organization', fx.rows.accountId)]) {
      expect(await mutate('moveAccountToOrganization', { accountId, org: 'dev' })).toEqual({ code: 'notFound', field: 'accountId' });
      expect(await mutate('setAccountStorage', { accountId, enableVideo: true })).toEqual({ code: 'notFound', field: 'accountId' });
    }
  });
});

describe('the organisations list of the platform admin', () => {
  const list = async (variables: Json) => {
    const query = `query($search: String, $first: Int, $after: String) {
      organizations(search: $search, first: $first, after: $after) { pageInfo { hasNextPage endCursor } edges { node { alias accountsCount } } }
    }`;
    const { body } = await app.gql(query, variables, fx.tokens.platform, acme);
    return body.data?.organizations ?? body;
  };

  it('searches alias or name in any case, and pages', async () => {
    const stem = fresh('zsearch');
    for (const n of [1, 2, 3]) await db().organization.create({ data: { alias: `${stem}-${n}`, name: `Name ${n}` } });
    await db().organization.create({ data: { alias: fresh('other'), name: `By Name ${stem.toUpperCase()}` } });
    const first = await list({ search: stem.toUpperCase(), first: 3 });
    expect(first.edges).toHaveLength(3);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = await list({ search: stem, first: 3, after: first.pageInfo.endCursor });
    expect(rest.edges).toHaveLength(1);
    expect(rest.pageInfo.hasNextPage).toBe(false);
    const aliases = [...first.edges, ...rest.edges].map((edge: Json) => edge.node.alias);
    expect(new Set(aliases).size).toBe(4);
  });

  it('counts live accounts only', async () => {
    const acmeRow = (await list({ search: 'acme', first: 5 })).edges.find((edge: Json) => edge.node.alias === 'acme');
    expect(acmeRow.node.accountsCount).toBe(await db().account.count({ where: { organizationId: fx.rows.organizationId, archivedAt: null } }));
  });

  it('lists every organisation without a search, or with a blank one', async () => {
    const total = await db().organization.count();
    for (const variables of [{ first: 100 }, { search: '  ', first: 100 }]) expect((await list(variables)).edges).toHaveLength(Math.min(total, 100));
  });

  it('a search longer than 100 characters is refused', async () => {
    const answer = await list({ search: 'x'.repeat(101), first: 5 });
    expect(answer.errors?.[0]?.extensions?.code).toBe('invalid_data_entry');
  });
});
