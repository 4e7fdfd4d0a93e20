// Which organisation a request is for: "taken from the first part of the host
// name, else from a stored value, else 'dev'" (learner spec, section 1). The
// stored value arrives as the x-org-alias header or the legacy body's org. A
// session belongs to its organisation and is not valid under another's host.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testing/testApp.ts';

type Answer = Awaited<ReturnType<TestApp['rest']>>;

let app: TestApp;
const tokens = { learner: '', owner: '', holder: '', platform: '' };

beforeAll(async () => {
  app = await startTestApp();
  const prisma = app.app.database.prisma;
  await prisma.organization.create({
    data: { alias: 'acme', name: 'Acme', primaryColor: '#FF5722', tier: 'pro', socialMedia: { whatsapp: 'https://wa.me/1' } },
  });
  await prisma.organization.create({ data: { alias: 'globex', name: 'Globex' } });
  tokens.learner = (await app.rest('user/login', { email: 'learner@example.com' })).body.data.token;
  tokens.owner = await app.adminToken('demo-owner', 'account');
  tokens.holder = await app.adminToken('demo-org', 'org');
  tokens.platform = await app.adminToken('platform-admin', 'admin');
});

afterAll(async () => {
  await app?.stop();
});

/** fetch() drops a Host header it is given; node:http sends it. */
function post(path: string, body: unknown, headers: Record<string, string>): Promise<Answer> {
  const { hostname, port } = new URL(app.url);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'POST', headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const gqlWith = (query: string, headers: Record<string, string>) => post('/graphql', { query }, headers);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('the organisation comes from the host name, else x-org-alias, else dev', () => {
  it.each<[string, Record<string, string>, string]>([
    ['no host alias and no header: dev', {}, 'dev'],
    ['the host name first label', { host: 'acme.example.com' }, 'acme'],
    ['the host name first label, with a port and in capitals', { host: 'ACME.example.com:8443' }, 'acme'],
    ['a *.localhost host in development', { host: 'acme.localhost:3000' }, 'acme'],
    ['the x-org-alias header', { 'x-org-alias': 'acme' }, 'acme'],
    ['the x-org-alias header, trimmed and lower-cased', { 'x-org-alias': ' Acme ' }, 'acme'],
    ['the host name before the x-org-alias header', { host: 'acme.example.com', 'x-org-alias': 'globex' }, 'acme'],
    ['a www host names no organisation: the header decides', { host: 'www.example.com', 'x-org-alias': 'globex' }, 'globex'],
    ['a two-label host names no organisation: dev', { host: 'example.com' }, 'dev'],
    ['an IP host names no organisation: the header decides', { host: '127.0.0.1', 'x-org-alias': 'acme' }, 'acme'],
    ['a malformed header alias is ignored: dev', { 'x-org-alias': 'acme;drop' }, 'dev'],
  ])('%s', async (_rule, headers, alias) => {
    const { status, body } = await gqlWith('{ organization { alias } }', headers);
    expect(status).toBe(200);
    expect(body).toEqual({ data: { organization: { alias } } });
  });

  it('a host naming an organisation that does not exist is organizationNotFound', async () => {
    const { body } = await gqlWith('{ organization { alias } }', { host: 'nowhere.example.com' });
    expect(body.data).toBeNull();
    expect(body.errors[0].extensions.code).toBe('organizationNotFound');
  });

  it('REST: an organisation that does not exist is 404 organizationNotFound', async () => {
    const answer = await post('/user/checkIfUserExists', { username: 'learner@example.com' }, { host: 'nowhere.example.com' });
    expect(answer).toEqual({ status: 404, body: { data: { error: 'organizationNotFound' } } });
  });
});

describe("the legacy body's org counts after the host name and the header", () => {
  // The dev learner exists only in dev, so the answer shows which organisation was asked.
  it.each<[string, Record<string, unknown>, Record<string, string>, boolean]>([
    ['no org anywhere: dev', {}, {}, true],
    ["the body's org alone", { org: 'acme' }, {}, false],
    ["the body's org dev", { org: 'dev' }, {}, true],
    ["the x-org-alias header before the body's org", { org: 'acme' }, { 'x-org-alias': 'dev' }, true],
    ["the host name before the body's org", { org: 'dev' }, { host: 'acme.example.com' }, false],
  ])('%s', async (_rule, extra, headers, exists) => {
    const answer = await post('/user/checkIfUserExists', { username: 'learner@example.com', ...extra }, headers);
    expect(answer).toEqual({ status: 200, body: { data: exists } });
  });
});

describe('user/getOrgDataByAlias and user/getOrgDataByHostname answer the public organisation data', () => {
  it('getOrgDataByAlias answers the documented fields of dev', async () => {
    const { status, body } = await app.rest('user/getOrgDataByAlias', { alias: 'dev' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      alias: 'dev',
      banner: '/files/dev/seed/banner.svg',
      background: null,
      primaryColor: '#1976D2',
      supportLink: 'https://t.me/demo_support',
      tier: 'free',
      availableProgramsMsg: 'Programs open for registration',
      introductionMsg: expect.stringContaining('Welcome to the demo academy'),
      socialMedia: { facebook: 'https://facebook.com/demo', youtube: 'https://youtube.com/@demo', telegram: 'https://t.me/demo' },
    });
  });

  it('getOrgDataByAlias does not disclose the private landingPageHtml', async () => {
    const { body } = await app.rest('user/getOrgDataByAlias', { alias: 'dev' });
    expect(body.data).not.toHaveProperty('landingPageHtml');
  });

  it('getOrgDataByAlias reads another organisation by its alias, whatever the request is for', async () => {
    const { body } = await app.rest('user/getOrgDataByAlias', { alias: 'ACME' });
    expect(body.data).toMatchObject({ alias: 'acme', primaryColor: '#FF5722', tier: 'pro', socialMedia: { whatsapp: 'https://wa.me/1' } });
  });

  it.each([
    ['an unknown alias is 404 organizationNotFound', { alias: 'nowhere' }, 404, 'organizationNotFound'],
    ['a missing alias is 400 invalid_data_entry', {}, 400, 'invalid_data_entry'],
  ])('getOrgDataByAlias: %s', async (_rule, body, status, error) => {
    expect(await app.rest('user/getOrgDataByAlias', body)).toEqual({ status, body: { data: { error, field: 'alias' } } });
  });

  it.each([
    ['dev.example.com', 'dev'],
    ['acme.example.com', 'acme'],
    ['localhost', 'dev'],
  ])('getOrgDataByHostname(%j) answers organisation %s', async (hostname, alias) => {
    const { status, body } = await app.rest('user/getOrgDataByHostname', { hostname });
    expect(status).toBe(200);
    expect(body.data.alias).toBe(alias);
  });

  it('getOrgDataByHostname of an unknown organisation is 404 organizationNotFound', async () => {
    expect(await app.rest('user/getOrgDataByHostname', { hostname: 'nowhere.example.com' })).toEqual({
      status: 404,
      body: { data: { error: 'organizationNotFound', field: 'alias' } },
    });
  });
});

describe('a session of organisation dev is not accepted under the host name of another organisation', () => {
  it.each([
    ['learner', 'LEARNER'],
    ['owner', 'ACCOUNT_OWNER'],
    ['holder', 'ORG_HOLDER'],
  ] as const)('the %s token is anonymous under acme.example.com, and itself under dev.example.com', async (who, role) => {
    const foreign = await gqlWith('{ viewer { role } }', { host: 'acme.example.com', ...bearer(tokens[who]) });
    expect(foreign.body).toEqual({ data: { viewer: { role: null } } });
    const home = await gqlWith('{ viewer { role } }', { host: 'dev.example.com', ...bearer(tokens[who]) });
    expect(home.body).toEqual({ data: { viewer: { role } } });
  });

  it.each([
    ['user/getUserData', 'learner'],
    ['admin/getAccountData', 'owner'],
    ['admin/getOrgData', 'holder'],
  ] as const)('%s with the %s token under acme.example.com is 401 unauthenticated', async (path, who) => {
    const answer = await post(`/${path}`, {}, { host: 'acme.example.com', ...bearer(tokens[who]) });
    expect(answer).toEqual({ status: 401, body: { data: { error: 'unauthenticated' } } });
  });

  it("without a host alias the session's organisation wins over the x-org-alias header", async () => {
    const { body } = await gqlWith('{ organization { alias } viewer { role } }', { 'x-org-alias': 'acme', ...bearer(tokens.learner) });
    expect(body).toEqual({ data: { organization: { alias: 'dev' }, viewer: { role: 'LEARNER' } } });
  });

  it("a platform admin's token is valid under any organisation's host name", async () => {
    const { body } = await gqlWith('{ organization { alias } viewer { role } }', { host: 'acme.example.com', ...bearer(tokens.platform) });
    expect(body).toEqual({ data: { organization: { alias: 'acme' }, viewer: { role: 'PLATFORM_ADMIN' } } });
  });
});
