// Maintenance mode end to end on the real server: who is refused (503
// maintenance with Retry-After) over REST, GraphQL and /upload, who still gets
// through (the platform admin, their sign-in, the state itself), who may switch
// it, and the estimated end's rule.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/testApp.ts';

const SWITCH = `mutation ($input: SetMaintenanceModeInput!) {
  setMaintenanceMode(input: $input) {
    __typename
    ... on MutationSetMaintenanceModeSuccess { data { enabled until } }
    ... on AppError { code field }
  }
}`;
const STATE = '{ maintenance { enabled until } }';
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

let app: TestApp;
let platform: string;
let learner: string;
let owner: string;
let holder: string;

beforeAll(async () => {
  app = await startTestApp();
  platform = await app.adminToken('platform-admin', 'admin');
  owner = await app.adminToken('demo-owner', 'account');
  holder = await app.adminToken('demo-org', 'org');
  learner = (await app.rest('user/login', { email: 'learner@example.com' })).body.data.token;
});

afterAll(() => app?.stop());

afterEach(async () => {
  await app.gql(SWITCH, { input: { enabled: false } }, platform);
});

const switchOn = (until: string | null = inAnHour()) => app.gql(SWITCH, { input: { enabled: true, until } }, platform);

describe('maintenance mode', () => {
  it('is off by default: everyone works', async () => {
    expect((await app.gql(STATE)).body.data.maintenance).toEqual({ enabled: false, until: null });
    expect((await app.rest('user/getUserData', { email: 'learner@example.com' }, learner)).status).toBe(200);
  });

  it('answers learner and administrator calls 503 maintenance, with the estimated end and Retry-After', async () => {
    const until = inAnHour();
    const switched = await switchOn(until);
    expect(switched.body.data.setMaintenanceMode).toEqual({ __typename: 'MutationSetMaintenanceModeSuccess', data: { enabled: true, until } });

    const rest = await app.post('/user/getUserData', { email: 'learner@example.com' }, { authorization: `Bearer ${learner}` });
    expect(rest.status).toBe(503);
    expect(rest.body.data).toEqual({ error: 'maintenance', until });
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(3000);

    for (const token of [learner, owner, holder, undefined]) {
      const graphql = await app.gql('{ viewer { __typename } }', {}, token);
      expect(graphql.status).toBe(503);
      expect(graphql.body.errors[0].extensions.code).toBe('maintenance');
    }
    expect((await app.rest('admin/getAccountData', {}, owner)).body.data.error).toBe('maintenance');
    expect((await app.rest('user/checkIfUserExists', { username: 'learner@example.com' })).status).toBe(503);
    const chat = await app.post('/chat', { message: 'hello', conversation_history: [] }, { authorization: `Bearer ${learner}` });
    expect(chat.status).toBe(503);
    expect(chat.body.data.error).toBe('maintenance');
    const upload = await app.post('/upload', { fileName: 'a.png' }, { authorization: `Bearer ${owner}` });
    expect(upload.status).toBe(503);
    expect(upload.body.data.error).toBe('maintenance');
  });

  it('lets nobody but the platform admin sign in', async () => {
    await switchOn();
    const ownerSignIn = await app.rest('admin/accountLogin', { username: 'demo-owner', password: 'test-Passw0rd!', level: 'account' });
    expect(ownerSignIn.status).toBe(503);
    expect(ownerSignIn.body.data.error).toBe('maintenance');
    expect((await app.rest('user/login', { email: 'learner@example.com' })).status).toBe(503);
    const graphqlSignIn = await app.gql(
      `mutation { adminSignIn(input: { username: "demo-org", password: "test-Passw0rd!", level: org }) { __typename ... on AppError { code } } }`,
    );
    expect(graphqlSignIn.body.data.adminSignIn).toEqual({ __typename: 'AppError', code: 'maintenance' });

    const graphqlPlatform = await app.gql(
      `mutation { adminSignIn(input: { username: "platform-admin", password: "test-Passw0rd!", level: admin }) { __typename } }`,
    );
    expect(graphqlPlatform.body.data.adminSignIn.__typename).not.toBe('AppError');
    const platformSignIn = await app.rest('admin/accountLogin', { username: 'platform-admin', password: 'test-Passw0rd!', level: 'admin' });
    expect(platformSignIn.status).toBe(200);
    const token = platformSignIn.body.data.token;
    expect((await app.gql('{ organizations(first: 1) { edges { node { alias } } } }', {}, token)).body.data.organizations.edges).toHaveLength(1);
  });

  it('shows its state to anyone during maintenance, over GraphQL and REST', async () => {
    const until = inAnHour();
    await switchOn(until);
    expect((await app.gql(STATE)).body.data.maintenance).toEqual({ enabled: true, until });
    expect((await app.rest('user/getMaintenance', {})).body.data).toEqual({ enabled: true, until });
  });

  it('ends when the platform admin switches it off', async () => {
    await switchOn();
    await app.rest('admin/setMaintenanceMode', { enabled: false }, platform);
    expect((await app.rest('user/getUserData', { email: 'learner@example.com' }, learner)).status).toBe(200);
  });

  it('is switched by the platform admin only', async () => {
    for (const token of [undefined, learner, owner, holder]) {
      const graphql = await app.gql(SWITCH, { input: { enabled: true } }, token);
      expect(JSON.stringify(graphql.body), String(token)).toMatch(/unauthenticated|forbidden|Not authorized/);
      const rest = await app.rest('admin/setMaintenanceMode', { enabled: true }, token);
      expect(rest.body.data.error, String(token)).toMatch(/unauthenticated|forbidden/);
    }
    expect((await app.gql(STATE)).body.data.maintenance.enabled).toBe(false);
  });

  it('refuses an estimated end that is not a date and time ahead, and changes nothing', async () => {
    for (const until of ['tomorrow', '2020-01-01T00:00:00Z', '2999-01-01T00:00:00Z']) {
      const answer = await app.gql(SWITCH, { input: { enabled: true, until } }, platform);
      expect(answer.body.data.setMaintenanceMode, until).toEqual({ __typename: 'AppError', code: 'invalidMaintenanceUntil', field: 'until' });
    }
    expect((await app.rest('admin/setMaintenanceMode', { enabled: 'yes' }, platform)).body.data.error).toBe('invalid_data_entry');
    expect((await app.gql(STATE)).body.data.maintenance.enabled).toBe(false);
  });
});

describe('maintenance mode from the configuration (MAINTENANCE_MODE, MAINTENANCE_UNTIL)', () => {
  it('starts on, with the configured end, until the platform admin switches it off', async () => {
    const until = inAnHour();
    const configured = await startTestApp({ maintenance: { enabled: true, until } });
    try {
      expect((await configured.gql(STATE)).body.data.maintenance).toEqual({ enabled: true, until });
      expect((await configured.rest('user/login', { email: 'learner@example.com' })).status).toBe(503);
      const admin = await configured.adminToken('platform-admin', 'admin');
      await configured.rest('admin/setMaintenanceMode', { enabled: false }, admin);
      expect((await configured.rest('user/login', { email: 'learner@example.com' })).status).toBe(200);
    } finally {
      await configured.stop();
    }
  });
});
