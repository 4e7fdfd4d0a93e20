// The legacy REST facade's envelope: which paths exist, what a body must be,
// and who may call what. Every refusal is a coded { data: { error } } with a
// 4xx status, never a 500.
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';

let app: TestApp;
const tokens = { learner: '', owner: '', holder: '', platform: '' };

beforeAll(async () => {
  app = await startTestApp();
  const login = await app.rest('user/login', { email: 'learner@example.com' });
  tokens.learner = login.body.data.token;
  tokens.owner = await app.adminToken('demo-owner', 'account');
  tokens.holder = await app.adminToken('demo-org', 'org');
  tokens.platform = await app.adminToken('platform-admin', 'admin');
});

afterAll(async () => {
  await app?.stop();
});

type Caller = 'anonymous' | 'invalid token' | keyof typeof tokens;

function tokenOf(caller: Caller): string | undefined {
  if (caller === 'anonymous') return undefined;
  if (caller === 'invalid token') return 'not-a-token-anyone-was-given';
  return tokens[caller];
}

describe('the facade answers only its own paths, and only to POST with a JSON object', () => {
  it.each([
    ['an unknown user path is notFound', 'user/nope', {}, 404, 'notFound'],
    ['an unknown admin path is notFound', 'admin/nope', {}, 404, 'notFound'],
    ['an empty path name is notFound', 'user/', {}, 404, 'notFound'],
    ['a path below a facade name is notFound', 'user/checkIfUserExists/more', {}, 404, 'notFound'],
    ['user/toString is not looked up on the prototype', 'user/toString', {}, 404, 'notFound'],
    ['user/__proto__ is not looked up on the prototype', 'user/__proto__', {}, 404, 'notFound'],
    ['admin/constructor is not looked up on the prototype', 'admin/constructor', {}, 404, 'notFound'],
    ['admin/hasOwnProperty is not looked up on the prototype', 'admin/hasOwnProperty', {}, 404, 'notFound'],
    ['a body that is not JSON is malformedJson', 'user/checkIfUserExists', '{"username": "learner@', 400, 'malformedJson'],
    ['a JSON array body is malformedJson', 'user/checkIfUserExists', ['learner@example.com'], 400, 'malformedJson'],
    ['a JSON string body is malformedJson', 'user/checkIfUserExists', '"learner@example.com"', 400, 'malformedJson'],
    ['a JSON null body is malformedJson', 'user/checkIfUserExists', 'null', 400, 'malformedJson'],
  ])('%s', async (_rule, path, body, status, error) => {
    const answer = await app.rest(path, body);
    expect(answer).toEqual({ status, body: { data: { error } } });
  });

  it.each([
    ['GET', 'user/checkIfUserExists'],
    ['GET', 'admin/getAccountData'],
    ['PUT', 'user/login'],
    ['DELETE', 'admin/accountLogout'],
  ])('%s on the facade path %s is 405 methodNotAllowed, allowing POST', async (method, path) => {
    const response = await fetch(`${app.url}/${path}`, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(await response.json()).toEqual({ data: { error: 'methodNotAllowed' } });
  });

  it('a body over one megabyte is 413 bodyTooLarge, and the connection it was not read from is closed (connection: close)', async () => {
    // A keep-alive connection of its own, so that a connection the server drops cannot reach the other tests.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const { hostname, port } = new URL(app.url);
    const payload = JSON.stringify({ username: 'x'.repeat(1_100_000) });
    const answer = await new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
      const req = request({ hostname, port, path: '/user/checkIfUserExists', method: 'POST', agent, headers: { 'content-type': 'application/json' } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
      });
      req.on('error', reject);
      req.end(payload);
    }).finally(() => agent.destroy());
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ data: { error: 'bodyTooLarge' } });
    expect(answer.connection).toBe('close');
  });

  it('an empty body counts as an empty object', async () => {
    const answer = await app.rest('user/checkIfUserExists', '');
    expect(answer).toEqual({ status: 400, body: { data: { error: 'invalidEmail', field: 'email' } } });
  });
});

describe('a refusal names its field, as GraphQL does (issue 30)', () => {
  it('admin/addProgram {"program":"x"} answers invalid_data_entry naming its field, as GraphQL does, and creates nothing', async () => {
    const before = await app.app.database.prisma.program.count();
    const answer = await app.rest('admin/addProgram', { program: 'x' }, tokens.owner);
    expect(answer.status).toBe(400);
    expect(answer.body.data).toEqual({ error: 'invalid_data_entry', field: 'program' });
    const graph = await app.gql(
      'mutation ($input: CreateProgramInput!) { createProgram(input: $input) { __typename ... on AppError { code field } } }',
      { input: { name: '' } },
      tokens.owner,
    );
    expect(graph.body.data.createProgram).toEqual({ __typename: 'AppError', code: 'programNameRequired', field: 'name' });
    expect(await app.app.database.prisma.program.count()).toBe(before);
  });

  it('a refusal without a field has none: an unknown path, an unauthenticated call', async () => {
    expect((await app.rest('admin/nope', {})).body).toEqual({ data: { error: 'notFound' } });
    expect((await app.rest('admin/getPrograms', {})).body).toEqual({ data: { error: 'unauthenticated' } });
  });
});

describe('userAgent and clientLog, which every legacy body carries, are accepted and ignored', () => {
  const diagnostics = { userAgent: 'Mozilla/5.0 (test)', clientLog: [{ level: 'info', text: 'opened the entry screen' }] };

  it.each([
    ['user/checkIfUserExists', { username: 'learner@example.com' }],
    ['user/checkIfUserExists', { username: 'nobody@example.com' }],
    ['user/getOrgDataByAlias', { alias: 'dev' }],
  ])('%s with %j answers as it does without them', async (path, body) => {
    const plain = await app.rest(path, body);
    const withDiagnostics = await app.rest(path, { ...body, ...diagnostics });
    expect(plain.status).toBe(200);
    expect(withDiagnostics).toEqual(plain);
  });

  it('an admin sign-in carrying them succeeds', async () => {
    const answer = await app.rest('admin/accountLogin', {
      username: 'demo-owner',
      password: TEST_PASSWORD,
      level: 'account',
      ...diagnostics,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.token).toEqual(expect.any(String));
    expect(answer.body.data).not.toHaveProperty('clientLog');
    expect(answer.body.data).not.toHaveProperty('userAgent');
  });
});

describe('protected paths check the bearer token before anything else', () => {
  it.each<[string, string, Caller, number, string]>([
    ['a missing token on a learner path is unauthenticated', 'user/getUserData', 'anonymous', 401, 'unauthenticated'],
    ['a missing token on an admin path is unauthenticated', 'admin/getAccountData', 'anonymous', 401, 'unauthenticated'],
    ['a missing token on admin/accountLogout is unauthenticated', 'admin/accountLogout', 'anonymous', 401, 'unauthenticated'],
    ['an invalid token on a learner path is unauthenticated', 'user/getUserData', 'invalid token', 401, 'unauthenticated'],
    ['an invalid token on an admin path is unauthenticated', 'admin/getPrograms', 'invalid token', 401, 'unauthenticated'],
    ['a learner token on an admin path is forbidden', 'admin/getAccountData', 'learner', 403, 'forbidden'],
    ['a learner token on admin/getAdminData is forbidden', 'admin/getAdminData', 'learner', 403, 'forbidden'],
    ['a learner token on admin/accountLogout is forbidden', 'admin/accountLogout', 'learner', 403, 'forbidden'],
    ['an account-owner token on admin/getAdminData is forbidden', 'admin/getAdminData', 'owner', 403, 'forbidden'],
    ['an account-owner token on admin/getOrgData is forbidden', 'admin/getOrgData', 'owner', 403, 'forbidden'],
    ['an organisation-holder token on admin/getAccountData is forbidden', 'admin/getAccountData', 'holder', 403, 'forbidden'],
    ['an organisation-holder token on admin/getAdminData is forbidden', 'admin/getAdminData', 'holder', 403, 'forbidden'],
    ['a platform-admin token on admin/getPrograms is forbidden', 'admin/getPrograms', 'platform', 403, 'forbidden'],
    ['an admin token on a learner path is forbidden', 'user/getUserData', 'owner', 403, 'forbidden'],
  ])('%s', async (_rule, path, caller, status, error) => {
    const answer = await app.rest(path, {}, tokenOf(caller));
    expect(answer).toEqual({ status, body: { data: { error } } });
  });

  it.each<[string, Caller]>([
    ['admin/getAccountData', 'owner'],
    ['admin/getPrograms', 'owner'],
    ['admin/getOrgData', 'holder'],
    ['admin/getAdminData', 'platform'],
    ['user/getUserData', 'learner'],
  ])('%s answers 200 to the %s it is for', async (path, caller) => {
    const answer = await app.rest(path, {}, tokenOf(caller));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toBeTruthy();
  });

  it('a token in a malformed Authorization header counts as none', async () => {
    const answer = await app.rest('admin/getAccountData', {}, undefined, { authorization: `Token ${tokens.owner}` });
    expect(answer).toEqual({ status: 401, body: { data: { error: 'unauthenticated' } } });
  });
});
