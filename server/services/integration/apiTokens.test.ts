// Integrators' API tokens: who may make, list and revoke them, what a request
// bearing one may do, and where they are not accepted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords.ts';
import { hashToken } from '../../auth/tokens.ts';
import { startTestApp, TEST_PASSWORD, type Json, type TestApp } from '../../testing/testApp.ts';

let app: TestApp;
const sessions = { anonymous: '', learner: '', owner: '', holder: '', platform: '', 'other holder': '' };
type Caller = keyof typeof sessions;
let ownerAccountId = '';

beforeAll(async () => {
  app = await startTestApp();
  const prisma = app.app.database.prisma;
  const acme = await prisma.organization.create({ data: { alias: 'acme', name: 'Acme' } });
  await prisma.adminIdentity.create({
    data: { role: 'ORG_HOLDER', username: 'acme-holder', passwordHash: await hashPassword(TEST_PASSWORD), organizationId: acme.id },
  });
  sessions.learner = (await app.rest('user/login', { email: 'learner@example.com' })).body.data.token;
  sessions.owner = await app.adminToken('demo-owner', 'account');
  sessions.holder = await app.adminToken('demo-org', 'org');
  sessions.platform = await app.adminToken('platform-admin', 'admin');
  const acmeSignIn = await app.rest('admin/accountLogin', { username: 'acme-holder', password: TEST_PASSWORD, level: 'org' }, undefined, {
    'x-org-alias': 'acme',
  });
  sessions['other holder'] = acmeSignIn.body.data.token;
  ownerAccountId = (await prisma.adminIdentity.findUniqueOrThrow({ where: { username: 'demo-owner' } })).accountId!;
});

afterAll(async () => {
  await app?.stop();
});

const CREATE = `mutation ($input: CreateApiTokenInput!) {
  createApiToken(input: $input) {
    __typename
    ... on AppError { code field }
    ... on MutationCreateApiTokenSuccess { data { secret token { id name scope expiresAt revokedAt } } }
  }
}`;
const REVOKE = `mutation ($id: ID!) {
  revokeApiToken(input: { id: $id }) {
    __typename
    ... on AppError { code }
    ... on MutationRevokeApiTokenSuccess { data { id revokedAt } }
  }
}`;
const ACCOUNT_TOKENS = `query ($id: ID!) { node(id: $id) { ... on Account { apiTokens { id name } } } }`;
const ORGANIZATION_TOKENS = '{ organization { apiTokens { id name scope } } }';

async function create(token: string, input: Partial<{ name: string; scope: string; expiresInDays: number }> = {}): Promise<Json> {
  const { body } = await app.gql(CREATE, { input: { name: 'Payroll sync', scope: 'READ_WRITE', expiresInDays: 30, ...input } }, token);
  return body.data?.createApiToken ?? body;
}

async function secretOf(session: string, input: Partial<{ name: string; scope: string; expiresInDays: number }> = {}): Promise<string> {
  const created = await create(session, input);
  if (!created.data?.secret) throw new Error(`no token: ${JSON.stringify(created)}`);
  return created.data.secret as string;
}

const accountGlobalId = () => Buffer.from(`Account:${ownerAccountId}`).toString('base64');
const codeOf = (body: Json) => body.errors?.[0]?.extensions?.code;

describe('createApiToken', () => {
  it.each([
    ['anonymous', 'unauthenticated'],
    ['learner', 'forbidden'],
    ['platform', 'forbidden'],
  ] as const)('%s: %s', async (caller, code) => {
    expect(await create(sessions[caller as Caller])).toMatchObject({ __typename: 'AppError', code });
  });

  it("an account owner's token acts for their account; the secret is answered once and stored as its SHA-256", async () => {
    const created = await create(sessions.owner, { name: 'Owner export', scope: 'READ_ONLY', expiresInDays: 7 });
    expect(created.__typename).toBe('MutationCreateApiTokenSuccess');
    const { secret, token } = created.data;
    expect(secret).toMatch(/^qzt_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({ name: 'Owner export', scope: 'READ_ONLY', revokedAt: null });
    const row = await app.app.database.prisma.apiToken.findFirstOrThrow({ where: { name: 'Owner export' } });
    expect(row).toMatchObject({ accountId: ownerAccountId, tokenHash: hashToken(secret) });
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThanOrEqual(7 * 24 * 3600 * 1000 - 1000);
  });

  it("an organisation holder's token acts for the organisation", async () => {
    const created = await create(sessions.holder, { name: 'Holder report' });
    expect(created.__typename).toBe('MutationCreateApiTokenSuccess');
    const row = await app.app.database.prisma.apiToken.findFirstOrThrow({ where: { name: 'Holder report' } });
    expect(row.accountId).toBeNull();
  });

  it.each([
    ['an empty name', { name: '  ' }, 'apiTokenNameRequired', 'name'],
    ['an expiry of 0 days', { expiresInDays: 0 }, 'apiTokenExpiryInvalid', 'expiresInDays'],
    ['an expiry over 365 days', { expiresInDays: 366 }, 'apiTokenExpiryInvalid', 'expiresInDays'],
  ])('refuses %s', async (_case, input, code, field) => {
    expect(await create(sessions.owner, input)).toEqual({ __typename: 'AppError', code, field });
  });

  it('an API token cannot make API tokens: apiTokenNotAllowed, nothing made', async () => {
    const secret = await secretOf(sessions.owner);
    const before = await app.app.database.prisma.apiToken.count();
    expect(codeOf(await create(secret))).toBe('apiTokenNotAllowed');
    expect(await app.app.database.prisma.apiToken.count()).toBe(before);
  });
});

describe('listing tokens: Account.apiTokens and Organization.apiTokens, without secrets', () => {
  it.each([
    ['owner', true],
    ['holder', true],
    ['platform', true],
    ['learner', false],
    ['anonymous', false],
    ['other holder', false],
  ] as const)("the account's tokens, for %s: %s", async (caller, sees) => {
    await secretOf(sessions.owner, { name: 'Listed' });
    const { body } = await app.gql(ACCOUNT_TOKENS, { id: accountGlobalId() }, sessions[caller]);
    if (sees) expect(body.data.node.apiTokens.map((token: Json) => token.name)).toContain('Listed');
    else expect(body.data?.node?.apiTokens ?? null).toBeNull();
  });

  it.each([
    ['holder', true],
    ['platform', true],
    ['owner', false],
    ['learner', false],
    ['anonymous', false],
  ] as const)("the organisation's own tokens, for %s: %s", async (caller, sees) => {
    await secretOf(sessions.holder, { name: 'Org listed' });
    const { body } = await app.gql(ORGANIZATION_TOKENS, {}, sessions[caller]);
    if (sees) {
      const names = body.data.organization.apiTokens.map((token: Json) => token.name);
      expect(names).toContain('Org listed');
      expect(names).not.toContain('Listed');
    } else {
      expect(body.data.organization.apiTokens).toBeNull();
      expect(codeOf(body)).toBe(caller === 'anonymous' ? 'unauthenticated' : 'forbidden');
    }
  });

  it("another organisation's holder does not see this organisation's tokens", async () => {
    const { body } = await app.gql(ORGANIZATION_TOKENS, {}, sessions['other holder'], { 'x-org-alias': 'dev' });
    // the session decides its own organisation: acme, whose list holds none of dev's tokens
    expect((body.data.organization.apiTokens ?? []).map((token: Json) => token.name)).not.toContain('Org listed');
  });
});

describe('revokeApiToken', () => {
  it.each([
    ['anonymous', 'unauthenticated'],
    ['learner', 'forbidden'],
    ['other holder', 'notFound'],
  ] as const)('%s: %s', async (caller, code) => {
    const created = await create(sessions.owner, { name: 'Not theirs' });
    const { body } = await app.gql(REVOKE, { id: created.data.token.id }, sessions[caller]);
    expect(body.data.revokeApiToken).toMatchObject({ __typename: 'AppError', code });
  });

  it.each(['owner', 'holder', 'platform'] as const)('%s revokes an account token; requests bearing it are then anonymous', async (caller) => {
    const created = await create(sessions.owner, { name: `Revoked by ${caller}` });
    const { secret, token } = created.data;
    expect((await app.gql('{ viewer { role } }', {}, secret)).body.data.viewer.role).toBe('ACCOUNT_OWNER');
    const { body } = await app.gql(REVOKE, { id: token.id }, sessions[caller]);
    expect(body.data.revokeApiToken.data.revokedAt).toEqual(expect.any(String));
    expect((await app.gql('{ viewer { role } }', {}, secret)).body.data.viewer.role).toBeNull();
  });

  it('the owner cannot revoke the organisation holder\'s token: notFound', async () => {
    const created = await create(sessions.holder, { name: 'Holder only' });
    const { body } = await app.gql(REVOKE, { id: created.data.token.id }, sessions.owner);
    expect(body.data.revokeApiToken).toMatchObject({ __typename: 'AppError', code: 'notFound' });
  });

  it('a malformed id is notFound', async () => {
    const { body } = await app.gql(REVOKE, { id: 'nonsense' }, sessions.owner);
    expect(body.data.revokeApiToken).toMatchObject({ __typename: 'AppError', code: 'notFound' });
  });

  it("a token's own row id, or the id of another type, is notFound and revokes nothing", async () => {
    const created = await create(sessions.owner, { name: 'Kept' });
    const rowId = Buffer.from(created.data.token.id, 'base64').toString().split(':')[1];
    for (const id of [rowId, Buffer.from(`Account:${rowId}`).toString('base64')]) {
      const { body } = await app.gql(REVOKE, { id }, sessions.owner);
      expect(body.data.revokeApiToken).toMatchObject({ __typename: 'AppError', code: 'notFound' });
    }
    expect((await app.app.database.prisma.apiToken.findUniqueOrThrow({ where: { id: rowId } })).revokedAt).toBeNull();
  });
});

describe('a request bearing an API token', () => {
  it("acts as its creator's role within the token's account, and records its use", async () => {
    const secret = await secretOf(sessions.owner, { name: 'In use' });
    const { body } = await app.gql('{ viewer { role username account { id } } }', {}, secret);
    expect(body.data.viewer).toEqual({ role: 'ACCOUNT_OWNER', username: 'demo-owner', account: { id: accountGlobalId() } });
    const row = await app.app.database.prisma.apiToken.findUniqueOrThrow({ where: { tokenHash: hashToken(secret) } });
    expect(row.lastUsedAt).not.toBeNull();
  });

  it('writes lastUsedAt at most once a minute', async () => {
    const secret = await secretOf(sessions.owner, { name: 'Used often' });
    const where = { tokenHash: hashToken(secret) };
    const prisma = app.app.database.prisma;
    const recent = new Date(Date.now() - 10_000);
    await prisma.apiToken.update({ where, data: { lastUsedAt: recent } });
    await app.gql('{ viewer { role } }', {}, secret);
    expect((await prisma.apiToken.findUniqueOrThrow({ where })).lastUsedAt).toEqual(recent);
    const old = new Date(Date.now() - 120_000);
    await prisma.apiToken.update({ where, data: { lastUsedAt: old } });
    await app.gql('{ viewer { role } }', {}, secret);
    expect((await prisma.apiToken.findUniqueOrThrow({ where })).lastUsedAt!.getTime()).toBeGreaterThan(old.getTime());
  });

  it('an organisation token reads what the holder reads', async () => {
    const secret = await secretOf(sessions.holder, { name: 'Org reader', scope: 'READ_ONLY' });
    const { body } = await app.gql('{ organization { accounts(first: 5) { totalCount } } }', {}, secret);
    expect(body.data.organization.accounts.totalCount).toBeGreaterThan(0);
  });

  it('READ_ONLY: every mutation is refused as forbidden (403, not 500), queries run', async () => {
    const secret = await secretOf(sessions.owner, { name: 'Reader', scope: 'READ_ONLY' });
    const mutation = 'mutation { createProgram(input: { name: "From a read-only token" }) { __typename } }';
    const { status, body } = await app.gql(mutation, {}, secret);
    expect(status).toBe(403);
    expect(body.data ?? null).toBeNull();
    expect(codeOf(body)).toBe('forbidden');
    expect(await app.app.database.prisma.program.count({ where: { name: 'From a read-only token' } })).toBe(0);
    expect((await app.gql('{ viewer { role } }', {}, secret)).body.data.viewer.role).toBe('ACCOUNT_OWNER');
  });

  it('READ_WRITE: mutations run as the creator', async () => {
    const secret = await secretOf(sessions.owner, { name: 'Writer', scope: 'READ_WRITE' });
    const mutation = 'mutation { createProgram(input: { name: "From a token" }) { __typename } }';
    expect((await app.gql(mutation, {}, secret)).body.data.createProgram.__typename).toBe('MutationCreateProgramSuccess');
  });

  it('expired: anonymous', async () => {
    const secret = await secretOf(sessions.owner, { name: 'Expired' });
    await app.app.database.prisma.apiToken.update({ where: { tokenHash: hashToken(secret) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await app.gql('{ viewer { role } }', {}, secret)).body.data.viewer.role).toBeNull();
  });

  it('is not accepted by the REST facade or /upload: 401 unauthenticated', async () => {
    const secret = await secretOf(sessions.owner, { name: 'Not for REST' });
    expect(await app.rest('admin/getAccountData', {}, secret)).toEqual({ status: 401, body: { data: { error: 'unauthenticated' } } });
    const upload = await fetch(`${app.url}/upload`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify({ fileName: 'lesson.pdf' }),
    });
    expect(upload.status).toBe(401);
  });

  it.each([
    ["the owner's READ_ONLY token", 'owner', 'READ_ONLY'],
    ["the owner's READ_WRITE token", 'owner', 'READ_WRITE'],
    ["the holder's READ_WRITE token", 'holder', 'READ_WRITE'],
  ] as const)('is not accepted by GET /files (GraphQL answers signed URLs): %s reads a private file 401, its creator 200', async (_token, creator, scope) => {
    const asked = await fetch(`${app.url}/upload`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${sessions.owner}` },
      body: JSON.stringify({ fileName: 'export.csv', private: true }),
    });
    const { signedUrl, url } = (await asked.json()) as { signedUrl: string; url: string };
    const put = await fetch(new URL(signedUrl, app.url), { method: 'PUT', headers: { 'content-type': 'text/csv' }, body: 'email,grade\n' });
    expect(put.status).toBe(200);
    const bare = new URL(url, app.url).pathname;
    const read = (bearer: string) => fetch(`${app.url}${bare}`, { headers: { authorization: `Bearer ${bearer}` } });
    const secret = await secretOf(sessions[creator], { name: 'Files', scope });
    const refused = await read(secret);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ data: { error: 'unauthenticated' } });
    expect((await read(sessions[creator])).status).toBe(200);
  });

  it('signOut with an API token does not end it (revokeApiToken does)', async () => {
    const secret = await secretOf(sessions.owner, { name: 'Not a session' });
    const { body } = await app.gql('mutation { signOut { signedOut } }', {}, secret);
    expect(body.data.signOut.signedOut).toBe(false);
    expect((await app.gql('{ viewer { role } }', {}, secret)).body.data.viewer.role).toBe('ACCOUNT_OWNER');
  });
});
