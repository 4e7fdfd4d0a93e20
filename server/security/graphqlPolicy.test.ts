// What /graphql runs for whom, with the app started strict (as in production):
// browsers and anonymous callers send the web client's persisted operation ids;
// documents as text need an integrator's API token; introspection and field
// suggestions are off in production except for API tokens; CORS answers only
// the configured origins.
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createRequestContext } from '../context.ts';
import { createApiToken } from '../services/integration/apiTokens.ts';
import { startTestApp, type Json, type TestApp } from '../testing/testApp.ts';
import { overWebSocket } from '../testing/webSocket.ts';
import { loadPersistedOperations } from './persistedOperations.ts';

const PARTNER = 'https://partner.example';
let strict: TestApp;
let productionWithText: TestApp;
const tokens = { learner: '', owner: '', integrator: '' };

/** An API token made through the service: a strict app runs no text from the owner's session. */
async function apiToken(app: TestApp, session: string): Promise<string> {
  const ctx = await createRequestContext(app.app.database.prisma, loadConfig({}), { authorization: `Bearer ${session}` });
  return (await createApiToken(ctx, { name: 'Integration', scope: 'READ_ONLY', expiresInDays: 30 })).secret;
}

beforeAll(async () => {
  strict = await startTestApp({ production: true, freeGraphqlDocuments: false, corsOrigins: [PARTNER] });
  productionWithText = await startTestApp({ production: true, freeGraphqlDocuments: true });
  tokens.learner = (await strict.rest('user/login', { email: 'learner@example.com' })).body.data.token;
  tokens.owner = await strict.adminToken('demo-owner', 'account');
  tokens.integrator = await apiToken(strict, tokens.owner);
});

afterAll(async () => {
  await strict?.stop();
  await productionWithText?.stop();
});

const ENTRY_SCREEN_ID = [...loadPersistedOperations()].find(([, document]) =>
  document.definitions.some((definition) => 'name' in definition && definition.name?.value === 'LearnerEntryScreenQuery'),
)![0];
const byId = (id: string) => ({ operationName: 'LearnerEntryScreenQuery', variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash: id } } });

async function post(app: TestApp, body: unknown, token?: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify(body),
  });
  return { response, body: (await response.json()) as Json };
}
const codesOf = (body: Json): string[] => (body.errors ?? []).map((error: Json) => error.extensions?.code);

describe('persisted operations', () => {
  it.each([
    ['anonymous', undefined],
    ['a learner session', 'learner'],
    ["an account owner's session", 'owner'],
  ] as const)('%s may not send a document as text: persistedOperationRequired', async (_who, caller) => {
    const { body } = await post(strict, { query: '{ organization { alias } }' }, caller && tokens[caller]);
    expect(body.data).toBeUndefined();
    expect(codesOf(body)).toEqual(['persistedOperationRequired']);
  });

  it("runs a known id of the web client's operations for anyone", async () => {
    const { body } = await post(strict, byId(ENTRY_SCREEN_ID));
    expect(body.data.organization.alias).toBe('dev');
  });

  it('refuses an unknown id: persistedOperationNotFound', async () => {
    const { body } = await post(strict, byId('0'.repeat(64)));
    expect(codesOf(body)).toEqual(['persistedOperationNotFound']);
  });

  it('runs a document as text for an integrator with an API token', async () => {
    const { body } = await post(strict, { query: '{ viewer { role } organization { alias } }' }, tokens.integrator);
    expect(body).toEqual({ data: { viewer: { role: 'ACCOUNT_OWNER' }, organization: { alias: 'dev' } } });
  });

  it('applies the same rules over WebSocket', async () => {
    const text = { query: '{ organization { alias } }' };
    expect(codesOf(await overWebSocket(strict.url, text))).toEqual(['persistedOperationRequired']);
    expect(codesOf(await overWebSocket(strict.url, text, { authorization: `Bearer ${tokens.learner}` }))).toEqual(['persistedOperationRequired']);
    expect(await overWebSocket(strict.url, { ...byId(ENTRY_SCREEN_ID), query: '' })).toMatchObject({ data: { organization: { alias: 'dev' } } });
    expect(codesOf(await overWebSocket(strict.url, { ...byId('0'.repeat(64)), query: '' }))).toEqual(['persistedOperationNotFound']);
    expect(await overWebSocket(strict.url, text, { authorization: `Bearer ${tokens.integrator}` })).toEqual({ data: { organization: { alias: 'dev' } } });
  });
});

describe('introspection and field suggestions in production', () => {
  const misspelt = '{ organization { aliass } }';

  it('are off for a session, even where documents as text are allowed', async () => {
    const owner = await productionWithText.adminToken('demo-owner', 'account');
    const introspection = await productionWithText.gql('{ __schema { queryType { name } } }', {}, owner);
    expect(introspection.body.data).toBeUndefined();
    expect(codesOf(introspection.body)).toContain('forbidden');
    const suggestion = await productionWithText.gql(misspelt, {}, owner);
    expect(suggestion.body.errors[0].message).toBe('Cannot query field "aliass" on type "Organization".');
  });

  it('are on for an integrator with an API token: the standard introspection query passes the limits', async () => {
    const { body } = await post(strict, { query: getIntrospectionQuery() }, tokens.integrator);
    expect(body.errors).toBeUndefined();
    expect(body.data.__schema.types.map((type: Json) => type.name)).toContain('ApiToken');
    const suggestion = await post(strict, { query: misspelt }, tokens.integrator);
    expect(suggestion.body.errors[0].message).toMatch(/Did you mean "alias"\?/);
  });
});

describe('CORS', () => {
  it('an allowed origin gets the headers that let its pages read /graphql', async () => {
    const { response } = await post(strict, byId(ENTRY_SCREEN_ID), undefined, { origin: PARTNER });
    expect(response.headers.get('access-control-allow-origin')).toBe(PARTNER);
    const preflight = await fetch(`${strict.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: PARTNER, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/authorization/);
  });

  it('any other origin gets none', async () => {
    const { response } = await post(strict, byId(ENTRY_SCREEN_ID), undefined, { origin: 'https://evil.example' });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await fetch(`${strict.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});
