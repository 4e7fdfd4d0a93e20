// The organisation holder's accounts through both APIs, on the real server:
// who may call each path and mutation, the rules of the add, edit, order and
// password-link calls, and that a refusal changes nothing.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../auth/tokens.ts';
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
const rest = (path: string, body: Json, caller: Caller = 'acmeHolder') => app.rest(`admin/${path}`, body, fx.tokens[caller], acme);

const ACCOUNT = 'account { id alias username email isTimed order archivedAt }';
const inputTypes: Record<string, string> = {
  addAccount: 'AddAccountInput',
  cloneAccount: 'CloneAccountInput',
  updateAccountEmail: 'UpdateAccountEmailInput',
  updateAccountUsername: 'UpdateAccountUsernameInput',
  moveAccount: 'MoveAccountInput',
  deleteAccount: 'OrgAccountIdInput',
  restoreAccount: 'OrgAccountIdInput',
  createPasswordResetLink: 'CreatePasswordResetLinkInput',
};
const mutationText = (name: string) => {
  const success = `Mutation${name[0].toUpperCase()}${name.slice(1)}Success`;
  const fields = name === 'createPasswordResetLink' ? 'username token path' : ACCOUNT;
  return `mutation($input: ${inputTypes[name]}!) { ${name}(input: $input) { ... on AppError { code field } ... on ${success} { data { ${fields} } } } }`;
};

/** The mutation's answer, or its error code (from the union or from the errors list). */
async function mutate(name: string, input: Json, caller: Caller = 'acmeHolder'): Promise<Json> {
  const { body } = await app.gql(mutationText(name), { input }, fx.tokens[caller], acme);
  const answer = body.data?.[name];
  if (answer?.code) return { code: answer.code, field: answer.field };
  if (!answer?.data) return { code: body.errors?.[0]?.extensions?.code ?? JSON.stringify(body) };
  return answer.data;
}

let sequence = 0;
const freshUsername = () => `owner${Date.now().toString(36)}n${++sequence}`;
const gid = (id: string) => encodeGlobalID('Account', id);

async function snapshot() {
  const accounts = await db().account.findMany({ where: { organizationId: fx.rows.organizationId }, orderBy: { id: 'asc' } });
  const owners = await db().adminIdentity.findMany({ where: { organizationId: fx.rows.organizationId }, orderBy: { id: 'asc' } });
  return JSON.stringify({ accounts, owners: owners.map(({ username, email, passwordHash }) => ({ username, email, passwordHash })) });
}

const refused = (Object.keys(callers) as Caller[]).filter((caller) => caller !== 'acmeHolder');

describe('only the holder of the organisation manages its accounts (every other caller is refused and nothing changes)', () => {
  const restCalls = (accountId: string): [string, Json][] => [
    ['getAccountsDetailsByOrg', { org: 'acme' }],
    ['setAccountOrder', { accountId, order: 7 }],
    ['updateAccountEmail', { org: 'acme', oldEmail: 'acme@acme.example', newEmail: 'x@acme.example' }],
    ['updateAccountUsername', { org: 'acme', oldUsername: 'acme-owner', newUsername: 'takenOver1' }],
    ['addAccount', { org: 'acme', username: 'intruder01', password: PASSWORD }],
    ['cloneAccount', { org: 'acme', sourceAccountId: accountId, username: 'intruder02', password: PASSWORD }],
    ['deleteAccount', { org: 'acme', accountId }],
    ['restoreAccount', { org: 'acme', accountId }],
    ['addSession', { username: 'acme-owner' }],
  ];

  it.each(refused)('REST paths refuse %s', async (caller) => {
    await db().account.update({ where: { id: fx.rows.accountId }, data: { email: 'acme@acme.example' } });
    const before = await snapshot();
    for (const [path, body] of restCalls(fx.rows.accountId)) {
      // the platform admin makes reset links for any identity (server/rest/passwords/)
      if (caller === 'platform' && path === 'addSession') continue;
      const { status, body: answer } = await rest(path, body, caller);
      expect([401, 403, 404], `${path}: ${JSON.stringify(answer)}`).toContain(status);
    }
    expect(await snapshot()).toBe(before);
  });

  it.each(refused)('GraphQL mutations refuse %s', async (caller) => {
    const before = await snapshot();
    const accountId = gid(fx.rows.accountId);
    const inputs: [string, Json][] = [
      ['addAccount', { username: 'intruder03', password: PASSWORD }],
      ['cloneAccount', { sourceAccountId: accountId, username: 'intruder04', password: PASSWORD }],
      ['updateAccountEmail', { accountId, email: 'x@acme.example' }],
      ['updateAccountUsername', { accountId, username: 'takenOver2' }],
      ['moveAccount', { accountId, direction: 'DOWN' }],
      ['deleteAccount', { accountId }],
      ['restoreAccount', { accountId }],
      ['createPasswordResetLink', { accountId }],
    ];
    for (const [name, input] of inputs) {
      // another organisation's holder adds accounts to their own organisation, never to this one
      if (caller === 'devHolder' && name === 'addAccount') continue;
      if (caller === 'platform' && name === 'createPasswordResetLink') continue;
      expect(['unauthenticated', 'forbidden', 'notFound'], name).toContain((await mutate(name, input, caller)).code);
    }
    expect(await snapshot()).toBe(before);
    expect(await db().passwordResetToken.count({ where: { identity: { accountId: fx.rows.accountId } } })).toBe(0);
  });

  it.each(Object.keys(callers) as Caller[])('Organization.archivedAccounts is read by the holder of the organisation only: %s', async (caller) => {
    const query = 'query($id: ID!) { node(id: $id) { ... on Organization { archivedAccounts { id } } } }';
    const { body } = await app.gql(query, { id: fx.recipes.Organization.id }, fx.tokens[caller], acme);
    if (caller === 'acmeHolder') expect(body.data.node.archivedAccounts).toEqual(expect.any(Array));
    else expect(body.data?.node?.archivedAccounts ?? null).toBeNull();
  });

  it("the legacy org must be the holder's own: another organisation's alias is forbidden", async () => {
    const answer = await app.rest('admin/getAccountsDetailsByOrg', { org: 'dev' }, fx.tokens.acmeHolder, acme);
    expect(answer.status).toBe(403);
    expect(answer.body.data).toMatchObject({ error: 'forbidden' });
  });

  it("another organisation's account is answered as a missing one", async () => {
    const devAccount = await db().account.findFirstOrThrow({ where: { organization: { alias: 'dev' } } });
    expect(await mutate('deleteAccount', { accountId: gid(devAccount.id) })).toEqual({ code: 'notFound', field: 'accountId' });
    const answer = await rest('deleteAccount', { org: 'acme', accountId: devAccount.id });
    expect(answer.status).toBe(404);
    expect((await db().account.findUniqueOrThrow({ where: { id: devAccount.id } })).archivedAt).toBeNull();
  });

  it("answers an account's row id, or another type's global id, as notFound on accountId", async () => {
    const account = await db().account.findFirstOrThrow({ where: { organizationId: fx.rows.organizationId, archivedAt: null } });
    for (const accountId of [account.id, encodeGlobalID('Program', account.id)]) {
      expect(await mutate('deleteAccount', { accountId })).toEqual({ code: 'notFound', field: 'accountId' });
    }
    expect((await db().account.findUniqueOrThrow({ where: { id: account.id } })).archivedAt).toBeNull();
  });

  it("looks for the account before the rest of the input: a missing account is notFound whatever else is wrong", async () => {
    const missing = gid('no-such-account');
    expect(await mutate('updateAccountEmail', { accountId: missing, email: 'not an e-mail' })).toEqual({ code: 'notFound', field: 'accountId' });
    expect(await mutate('updateAccountUsername', { accountId: missing, username: 'short' })).toEqual({ code: 'notFound', field: 'accountId' });
    expect(await mutate('cloneAccount', { sourceAccountId: missing, username: 'short', password: 'short' })).toEqual({ code: 'notFound', field: 'accountId' });
    const clone = await rest('cloneAccount', { org: 'acme', sourceAccountId: 'no-such-account', username: 'short', password: 'short', locale: 'fr' });
    expect([clone.status, clone.body.data]).toEqual([404, { error: 'notFound', field: 'accountId' }]);
    const order = await rest('setAccountOrder', { accountId: 'no-such-account', order: 'first' });
    expect([order.status, order.body.data]).toEqual([404, { error: 'notFound', field: 'accountId' }]);
  });
});

describe('adding an account', () => {
  it('creates the account and its owner, who signs in at /login/account with the username and password', async () => {
    const username = freshUsername();
    const answer = await mutate('addAccount', { username, password: PASSWORD, email: ' New@Acme.example ', isTimed: true });
    expect(answer.account).toMatchObject({ username, alias: username, email: 'new@acme.example', isTimed: true, archivedAt: null });
    const signIn = await app.rest('admin/accountLogin', { username, password: PASSWORD, level: 'account' });
    expect(signIn.status).toBe(200);
  });

  it('the legacy admin/addAccount answers data true and keeps the given order; the e-mail is optional', async () => {
    const username = freshUsername();
    const answer = await rest('addAccount', { org: 'acme', username, password: PASSWORD, isTimed: false, order: 42 });
    expect(answer).toMatchObject({ status: 200, body: { data: true } });
    const owner = await db().adminIdentity.findUniqueOrThrow({ where: { username }, include: { account: true } });
    expect(owner).toMatchObject({ role: 'ACCOUNT_OWNER', email: null, account: { order: 42, email: null, organizationId: fx.rows.organizationId } });
    expect(owner.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('a new account without an order goes to the end of the list', async () => {
    const last = await db().account.aggregate({ where: { organizationId: fx.rows.organizationId, archivedAt: null }, _max: { order: true } });
    const answer = await mutate('addAccount', { username: freshUsername(), password: PASSWORD });
    expect(answer.account.order).toBe((last._max.order ?? -1) + 1);
  });

  it.each([
    ['a username of 7 characters', { username: 'abcdefg' }, 'invalid_data_entry', 'username'],
    ['a username starting with a digit', { username: '1abcdefgh' }, 'invalid_data_entry', 'username'],
    ['a username with Arabic letters', { username: 'abcdefghس' }, 'invalid_data_entry', 'username'],
    ['a password of 7 characters', { password: '1234567' }, 'invalid_data_entry', 'password'],
    ['an invalid e-mail', { email: 'not-an-email' }, 'invalidEmail', 'email'],
    ["a username anyone of the platform has (another organisation's holder)", { username: 'demo-org' }, 'usernameTaken', 'username'],
  ])('%s is refused (%s) and nothing is written', async (_case, change, code, field) => {
    const before = await snapshot();
    expect(await mutate('addAccount', { username: freshUsername(), password: PASSWORD, ...change })).toEqual({ code, field });
    const legacy = await rest('addAccount', { org: 'acme', username: freshUsername(), password: PASSWORD, ...change });
    expect(legacy.status).toBe(code === 'usernameTaken' ? 409 : 400);
    expect(legacy.body.data).toMatchObject({ error: code });
    expect(await snapshot()).toBe(before);
  });
});

describe('editing an account', () => {
  async function newAccount() {
    const username = freshUsername();
    const { account } = await mutate('addAccount', { username, password: PASSWORD, email: `${username}@acme.example` });
    return { ...account, username };
  }

  it("updates the account's e-mail and its owner's; an empty e-mail is refused", async () => {
    const account = await newAccount();
    expect((await mutate('updateAccountEmail', { accountId: account.id, email: 'changed@acme.example' })).account.email).toBe('changed@acme.example');
    expect((await db().adminIdentity.findUniqueOrThrow({ where: { username: account.username } })).email).toBe('changed@acme.example');
    expect(await mutate('updateAccountEmail', { accountId: account.id, email: '  ' })).toEqual({ code: 'invalid_data_entry', field: 'email' });
  });

  it('the legacy admin/updateAccountEmail finds the account by its old e-mail', async () => {
    const account = await newAccount();
    const answer = await rest('updateAccountEmail', { org: 'acme', oldEmail: account.email, newEmail: 'legacy@acme.example' });
    expect(answer.body.data).toBe(true);
    const missing = await rest('updateAccountEmail', { org: 'acme', oldEmail: 'nobody@acme.example', newEmail: 'x@acme.example' });
    expect(missing.status).toBe(404);
  });

  it('renames the owner, who then signs in with the new username; a taken or invalid one is refused', async () => {
    const account = await newAccount();
    const renamed = freshUsername();
    expect((await mutate('updateAccountUsername', { accountId: account.id, username: renamed })).account.username).toBe(renamed);
    expect((await app.rest('admin/accountLogin', { username: renamed, password: PASSWORD, level: 'account' })).status).toBe(200);
    expect(await mutate('updateAccountUsername', { accountId: account.id, username: 'acme-holder' })).toEqual({ code: 'usernameTaken', field: 'username' });
    expect(await mutate('updateAccountUsername', { accountId: account.id, username: 'short' })).toEqual({ code: 'invalid_data_entry', field: 'username' });
    const legacy = await rest('updateAccountUsername', { org: 'acme', oldUsername: renamed, newUsername: freshUsername() });
    expect(legacy.body.data).toBe(true);
  });
});

describe('ordering accounts', () => {
  const order = async () =>
    (await db().account.findMany({ where: { organizationId: fx.rows.organizationId, archivedAt: null }, orderBy: [{ order: 'asc' }, { createdAt: 'asc' }] })).map(
      (account) => account.id,
    );

  it('moves an account one place up or down; at an end nothing changes', async () => {
    const before = await order();
    const second = before[1];
    await mutate('moveAccount', { accountId: gid(second), direction: 'UP' });
    expect((await order())[0]).toBe(second);
    await mutate('moveAccount', { accountId: gid(second), direction: 'UP' });
    expect((await order())[0]).toBe(second);
    await mutate('moveAccount', { accountId: gid(second), direction: 'DOWN' });
    expect(await order()).toEqual(before);
    const last = before.at(-1)!;
    await mutate('moveAccount', { accountId: gid(last), direction: 'DOWN' });
    expect((await order()).at(-1)).toBe(last);
  });

  it.each([[-1], ['x'], [1.5]])('the legacy admin/setAccountOrder sets the number; %j is refused', async (bad) => {
    expect((await rest('setAccountOrder', { accountId: fx.rows.accountId, order: 3 })).body.data).toBe(true);
    expect((await db().account.findUniqueOrThrow({ where: { id: fx.rows.accountId } })).order).toBe(3);
    expect((await rest('setAccountOrder', { accountId: fx.rows.accountId, order: bad })).status).toBe(400);
    expect((await db().account.findUniqueOrThrow({ where: { id: fx.rows.accountId } })).order).toBe(3);
  });
});

describe('password links', () => {
  it("makes a link to the owner's reset screen; only the token's hash is stored, it expires, and a newer link ends the older", async () => {
    const first = await mutate('createPasswordResetLink', { accountId: gid(fx.rows.accountId) });
    expect(first.username).toBe('acme-owner');
    expect(first.path).toBe(`/#/ResetAccountPassword/acme-owner/${first.token}`);
    const stored = await db().passwordResetToken.findUniqueOrThrow({ where: { tokenHash: hashToken(first.token) } });
    expect(JSON.stringify(stored)).not.toContain(first.token);
    expect(stored.expiresAt.getTime()).toBeGreaterThan(Date.now());
    const legacy = await rest('addSession', { username: 'acme-owner' });
    expect(legacy.body.data.token).toEqual(expect.any(String));
    expect((await db().passwordResetToken.findUniqueOrThrow({ where: { tokenHash: hashToken(first.token) } })).usedAt).not.toBeNull();
    expect((await db().passwordResetToken.findUniqueOrThrow({ where: { tokenHash: hashToken(legacy.body.data.token) } })).usedAt).toBeNull();
  });

  it("the legacy admin/addSession refuses a username of another organisation's account as missing", async () => {
    expect((await rest('addSession', { username: 'demo-owner' })).status).toBe(404);
  });
});
