// The three admin roles sign in with a username, a password and the level of
// the login page. Every refusal looks the same, costs the same password work,
// and the tokens handed out are stored only as hashes and can be revoked.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { argon2Work } from '../../auth/passwords.ts';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../../testing/testApp.ts';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.stop();
});

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const login = (username: string, password: string, level: string) => app.rest('admin/accountLogin', { username, password, level });

const ADMIN_SIGN_IN = /* GraphQL */ `
  mutation AdminSignIn($input: AdminSignInInput!) {
    adminSignIn(input: $input) {
      __typename
      ... on AppError { code }
      ... on MutationAdminSignInSuccess { data { token role viewer { role username } } }
    }
  }
`;

describe('admin/accountLogin signs each seeded identity in at its own level', () => {
  it.each([
    ['demo-owner', 'account', 'ACCOUNT_OWNER'],
    ['demo-org', 'org', 'ORG_HOLDER'],
    ['platform-admin', 'admin', 'PLATFORM_ADMIN'],
  ])('%s at level %s gets a token of role %s', async (username, level, role) => {
    const { status, body } = await login(username, TEST_PASSWORD, level);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ username, role, level, token: expect.any(String) });
    const viewer = await app.gql('{ viewer { role username } }', {}, body.data.token);
    expect(viewer.body.data.viewer).toEqual({ role, username });
  });

  it('the username is trimmed', async () => {
    const { status } = await login('  demo-owner ', TEST_PASSWORD, 'account');
    expect(status).toBe(200);
  });

  it('the account owner signs in with its account id as _id (the legacy account object)', async () => {
    const account = await app.app.database.prisma.account.findFirstOrThrow({ where: { owner: { username: 'demo-owner' } } });
    const { body } = await login('demo-owner', TEST_PASSWORD, 'account');
    expect(body.data._id).toBe(account.id);
  });
});

describe('every refused sign-in is the same 401 invalidCredentials', () => {
  const refusals: [string, string, string, string][] = [
    ['a valid account owner at the org level', 'demo-owner', TEST_PASSWORD, 'org'],
    ['a valid account owner at the admin level', 'demo-owner', TEST_PASSWORD, 'admin'],
    ['a valid organisation holder at the account level', 'demo-org', TEST_PASSWORD, 'account'],
    ['a valid platform admin at the account level', 'platform-admin', TEST_PASSWORD, 'account'],
    ['a wrong password', 'demo-owner', `${TEST_PASSWORD}x`, 'account'],
    ['the password in another case', 'demo-owner', TEST_PASSWORD.toUpperCase(), 'account'],
    ['an unknown user', 'nobody-at-all', TEST_PASSWORD, 'account'],
    ['a username in another case', 'DEMO-OWNER', TEST_PASSWORD, 'account'],
  ];

  it.each(refusals)('%s', async (_rule, username, password, level) => {
    expect(await login(username, password, level)).toEqual({ status: 401, body: { data: { error: 'invalidCredentials' } } });
  });

  it('the bodies of a wrong level, a wrong password and an unknown user are byte-identical', async () => {
    const raw = async (username: string, password: string, level: string) => {
      const response = await fetch(`${app.url}/admin/accountLogin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password, level }),
      });
      return `${response.status} ${response.headers.get('content-type')} ${await response.text()}`;
    };
    const answers = new Set([
      await raw('demo-owner', TEST_PASSWORD, 'org'),
      await raw('demo-owner', 'wrong-password', 'account'),
      await raw('nobody-at-all', 'wrong-password', 'account'),
    ]);
    expect(answers.size).toBe(1);
  });

  it.each([
    ['a blank username', { username: ' ', password: TEST_PASSWORD, level: 'account' }, 'username'],
    ['a missing password', { username: 'demo-owner', level: 'account' }, 'password'],
    ['an unknown level', { username: 'demo-owner', password: TEST_PASSWORD, level: 'root' }, 'level'],
    ['a level named like an object property', { username: 'demo-owner', password: TEST_PASSWORD, level: 'constructor' }, 'level'],
    ['a level that is not text', { username: 'demo-owner', password: TEST_PASSWORD, level: 1 }, 'level'],
  ])('%s is 400 invalid_data_entry on its field', async (_rule, body, field) => {
    expect(await app.rest('admin/accountLogin', body)).toEqual({ status: 400, body: { data: { error: 'invalid_data_entry', field } } });
  });

  it.each([
    ['an unknown user', 'nobody-at-all', 'wrong-password', 'account'],
    ['a wrong password', 'demo-owner', 'wrong-password', 'account'],
    ['the right password at another level', 'demo-owner', TEST_PASSWORD, 'org'],
    ['a right sign-in', 'demo-owner', TEST_PASSWORD, 'account'],
  ])('%s costs one argon2 verification with the same parameters as a real hash', async (_case, username, password, level) => {
    const realHash = (await app.app.database.prisma.adminIdentity.findUniqueOrThrow({ where: { username: 'demo-owner' } })).passwordHash;
    const verifications = vi.spyOn(argon2Work, 'verify');
    try {
      await login(username, password, level);
      expect(verifications).toHaveBeenCalledTimes(1);
      const [hashUsed] = verifications.mock.calls[0];
      // $argon2id$v=19$m=…,t=…,p=…$salt$hash: the same algorithm and cost, so the same work
      expect(hashUsed.split('$').slice(1, 4)).toEqual(realHash.split('$').slice(1, 4));
    } finally {
      verifications.mockRestore();
    }
  });
});

describe("admin/accountLogin with the spec's body (username and password, no level)", () => {
  it.each([
    ['demo-owner', 'account', 'ACCOUNT_OWNER'],
    ['demo-org', 'org', 'ORG_HOLDER'],
    ['platform-admin', 'admin', 'PLATFORM_ADMIN'],
  ])('signs %s in at its own level (%s), as the single sign-in form does', async (username, level, role) => {
    const { status, body } = await app.rest('admin/accountLogin', { username, password: TEST_PASSWORD });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ username, role, level, token: expect.any(String) });
    const viewer = await app.gql('{ viewer { role username } }', {}, body.data.token);
    expect(viewer.body.data.viewer).toEqual({ role, username });
    // an empty level is no level
    expect((await app.rest('admin/accountLogin', { username, password: TEST_PASSWORD, level: '' })).body.data.role).toBe(role);
  });

  it('refuses a wrong password or an unknown user the same way, after the same password work', async () => {
    const verifications = vi.spyOn(argon2Work, 'verify');
    try {
      const wrong = await app.rest('admin/accountLogin', { username: 'platform-admin', password: `${TEST_PASSWORD}x` });
      const unknown = await app.rest('admin/accountLogin', { username: 'nobody-at-all', password: TEST_PASSWORD });
      expect(wrong).toEqual({ status: 401, body: { data: { error: 'invalidCredentials' } } });
      expect(unknown).toEqual(wrong);
      expect(verifications).toHaveBeenCalledTimes(2);
    } finally {
      verifications.mockRestore();
    }
  });

  it('lets only the platform admin in during maintenance', async () => {
    const platform = await app.adminToken('platform-admin', 'admin');
    const SWITCH = 'mutation ($input: SetMaintenanceModeInput!) { setMaintenanceMode(input: $input) { __typename } }';
    await app.gql(SWITCH, { input: { enabled: true, until: null } }, platform);
    try {
      for (const username of ['demo-owner', 'demo-org']) {
        const refused = await app.rest('admin/accountLogin', { username, password: TEST_PASSWORD });
        expect(refused.status).toBe(503);
        expect(refused.body.data.error).toBe('maintenance');
      }
      expect((await app.rest('admin/accountLogin', { username: 'demo-owner', password: 'wrong-password' })).status).toBe(401);
      const admin = await app.rest('admin/accountLogin', { username: 'platform-admin', password: TEST_PASSWORD });
      expect(admin.status).toBe(200);
      expect(admin.body.data.level).toBe('admin');
    } finally {
      await app.gql(SWITCH, { input: { enabled: false } }, platform);
    }
  });
});

describe('sessions', () => {
  it('the token is stored only as its SHA-256 hash', async () => {
    const token = await app.adminToken('demo-owner', 'account');
    const sessions = app.app.database.prisma.session;
    expect(await sessions.count({ where: { tokenHash: token } })).toBe(0);
    expect(await sessions.count({ where: { tokenHash: sha256(token) } })).toBe(1);
  });

  it('each sign-in opens its own session with its own token', async () => {
    const first = await app.adminToken('demo-org', 'org');
    const second = await app.adminToken('demo-org', 'org');
    expect(first).not.toBe(second);
  });

  it('admin/accountLogout revokes the token: it then gets 401, while another session of the same user keeps working', async () => {
    const token = await app.adminToken('demo-owner', 'account');
    const other = await app.adminToken('demo-owner', 'account');
    expect((await app.rest('admin/getAccountData', {}, token)).status).toBe(200);

    expect(await app.rest('admin/accountLogout', {}, token)).toEqual({ status: 200, body: { data: true } });
    expect(await app.rest('admin/getAccountData', {}, token)).toEqual({ status: 401, body: { data: { error: 'unauthenticated' } } });
    expect(await app.rest('admin/accountLogout', {}, token)).toEqual({ status: 401, body: { data: { error: 'unauthenticated' } } });
    expect((await app.rest('admin/getAccountData', {}, other)).status).toBe(200);

    const row = await app.app.database.prisma.session.findUniqueOrThrow({ where: { tokenHash: sha256(token) } });
    expect(row.revokedAt).toBeInstanceOf(Date);
  });

  it('a session whose expiresAt has passed is 401 unauthenticated', async () => {
    const token = await app.adminToken('demo-owner', 'account');
    expect((await app.rest('admin/getAccountData', {}, token)).status).toBe(200);
    await app.app.database.prisma.session.update({ where: { tokenHash: sha256(token) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await app.rest('admin/getAccountData', {}, token)).toEqual({ status: 401, body: { data: { error: 'unauthenticated' } } });
    const viewer = await app.gql('{ viewer { role } }', {}, token);
    expect(viewer.body.data.viewer.role).toBeNull();
  });

  it('an expired learner session is 401 unauthenticated too', async () => {
    const token = (await app.rest('user/login', { email: 'learner@example.com' })).body.data.token;
    await app.app.database.prisma.session.update({ where: { tokenHash: sha256(token) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await app.rest('user/getUserData', {}, token)).toEqual({ status: 401, body: { data: { error: 'unauthenticated' } } });
  });

  it('an admin session lasts the configured 12 hours', async () => {
    const before = Date.now();
    const token = await app.adminToken('demo-owner', 'account');
    const row = await app.app.database.prisma.session.findUniqueOrThrow({ where: { tokenHash: sha256(token) } });
    const hours = (row.expiresAt.getTime() - before) / 3_600_000;
    expect(hours).toBeGreaterThan(11.99);
    expect(hours).toBeLessThan(12.01);
  });
});

describe('GraphQL adminSignIn and signOut follow the same rules', () => {
  it.each([
    ['demo-owner', 'account', 'ACCOUNT_OWNER'],
    ['demo-org', 'org', 'ORG_HOLDER'],
    ['platform-admin', 'admin', 'PLATFORM_ADMIN'],
  ])('%s at level %s signs in as %s', async (username, level, role) => {
    const { body } = await app.gql(ADMIN_SIGN_IN, { input: { username, password: TEST_PASSWORD, level } });
    const result = body.data.adminSignIn;
    expect(result).toMatchObject({ __typename: 'MutationAdminSignInSuccess', data: { role, viewer: { role, username } } });
    expect(await app.app.database.prisma.session.count({ where: { tokenHash: sha256(result.data.token) } })).toBe(1);
  });

  it.each([
    ['the wrong level', 'demo-org', TEST_PASSWORD, 'account'],
    ['a wrong password', 'demo-org', 'wrong-password', 'org'],
    ['an unknown user', 'nobody-at-all', TEST_PASSWORD, 'org'],
  ])('%s is AppError invalidCredentials', async (_rule, username, password, level) => {
    const { body } = await app.gql(ADMIN_SIGN_IN, { input: { username, password, level } });
    expect(body.data.adminSignIn).toEqual({ __typename: 'AppError', code: 'invalidCredentials' });
  });

  it('signOut revokes the token of the request', async () => {
    const { body } = await app.gql(ADMIN_SIGN_IN, { input: { username: 'demo-owner', password: TEST_PASSWORD, level: 'account' } });
    const token = body.data.adminSignIn.data.token;
    expect((await app.gql('mutation { signOut { signedOut } }', {}, token)).body).toEqual({ data: { signOut: { signedOut: true } } });
    expect((await app.gql('{ viewer { role } }', {}, token)).body).toEqual({ data: { viewer: { role: null } } });
    expect(await app.rest('admin/getAccountData', {}, token)).toEqual({ status: 401, body: { data: { error: 'unauthenticated' } } });
  });

  it('signOut without a token signs nothing out', async () => {
    expect((await app.gql('mutation { signOut { signedOut } }')).body).toEqual({ data: { signOut: { signedOut: false } } });
  });

  it('signOut ends a learner session too', async () => {
    const token = (await app.rest('user/login', { email: 'learner@example.com' })).body.data.token;
    expect((await app.gql('mutation { signOut { signedOut } }', {}, token)).body.data.signOut.signedOut).toBe(true);
    expect(await app.rest('user/getUserData', {}, token)).toEqual({ status: 401, body: { data: { error: 'unauthenticated' } } });
  });
});
