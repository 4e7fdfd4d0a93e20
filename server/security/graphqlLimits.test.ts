// GraphQL Armor's limits, over HTTP and WebSocket: a document of 10,000
// aliases (which took 8 s and held /healthz for 4 s) and deep, alias-heavy or
// costly documents are refused with a code, while the web client's own
// persisted operations all pass.
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimits } from './rateLimits.ts';
import { loadConfig } from '../config.ts';
import { createGraphQL } from '../http/graphql.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { overWebSocket } from '../testing/webSocket.ts';
import { GRAPHQL_LIMITS } from './graphqlLimits.ts';
import { loadPersistedOperations } from './persistedOperations.ts';

let app: TestApp;

beforeAll(async () => {
  // free documents on: the limits must hold even for those allowed to send text
  app = await startTestApp();
});

afterAll(async () => {
  await app?.stop();
});

const aliases = (count: number) => `{ ${Array.from({ length: count }, (_, i) => `a${i}: viewer { role }`).join(' ')} }`;
function deep(depth: number): string {
  // __type(name) { ofType { ofType { … } } } nests as deep as asked with few tokens per level
  return `__type(name: "Account") { ${'ofType { '.repeat(depth)}name${' }'.repeat(depth)} }`;
}
const codesOf = (body: { errors?: { extensions?: { code?: string } }[] }) => (body.errors ?? []).map((error) => error.extensions?.code);

describe('GraphQL limits', () => {
  it(`refuses a document of 10,000 aliases while parsing: more than ${GRAPHQL_LIMITS.tokens} tokens`, async () => {
    const { body } = await app.gql(aliases(10_000));
    expect(body.data).toBeUndefined();
    expect(codesOf(body)).toEqual(['queryTooLarge']);
    expect(body.errors[0].message).toMatch(/Token limit of 1000 exceeded/);
  });

  it('answers /healthz while it refuses such a document', async () => {
    const [refused, health] = await Promise.all([app.gql(aliases(10_000)), fetch(`${app.url}/healthz`)]);
    expect(codesOf(refused.body)).toEqual(['queryTooLarge']);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
  });

  it(`refuses more than ${GRAPHQL_LIMITS.aliases} aliases in a small document`, async () => {
    const { body } = await app.gql(aliases(GRAPHQL_LIMITS.aliases + 1));
    expect(codesOf(body)).toEqual(['tooManyAliases']);
    expect((await app.gql(aliases(GRAPHQL_LIMITS.aliases))).body.errors).toBeUndefined();
  });

  it(`refuses a document nested deeper than ${GRAPHQL_LIMITS.depth}`, async () => {
    const { body } = await app.gql(`{ ${deep(GRAPHQL_LIMITS.depth)} }`);
    expect(codesOf(body)).toEqual(['queryTooDeep']);
    expect(body.errors[0].message).toMatch(/depth limit of 12 exceeded/);
  });

  it('refuses a very deep document before parsing it (the input guard reads its depth from the text)', async () => {
    const { body } = await app.gql(`{ ${deep(5_000)} }`);
    expect(codesOf(body)).toEqual(['invalid_data_entry']);
  });

  it(`refuses a free document that costs more than ${GRAPHQL_LIMITS.cost} (nested pages)`, async () => {
    const platform = await app.adminToken('platform-admin', 'admin');
    const costly = '{ organizations(first: 100) { edges { node { accounts(first: 100) { edges { node { alias username email } } } } } } }';
    const { body } = await app.gql(costly, {}, platform);
    expect(codesOf(body)).toEqual(['queryTooCostly']);
    const affordable = '{ organizations(first: 10) { edges { node { alias accounts(first: 10) { edges { node { alias } } } } } } }';
    expect((await app.gql(affordable, {}, platform)).body.data.organizations.edges.length).toBeGreaterThan(0);
  });

  it('refuses the same documents over WebSocket', async () => {
    expect(codesOf(await overWebSocket(app.url, { query: aliases(10_000) }))).toEqual(['queryTooLarge']);
    expect(codesOf(await overWebSocket(app.url, { query: `{ ${deep(GRAPHQL_LIMITS.depth)} }` }))).toEqual(['queryTooDeep']);
    expect(codesOf(await overWebSocket(app.url, { query: aliases(GRAPHQL_LIMITS.aliases + 1) }))).toEqual(['tooManyAliases']);
  });

  it('answers a syntax error over WebSocket as an error, not a closed connection', async () => {
    const { errors } = await overWebSocket(app.url, { query: '{ viewer { role }' });
    expect(errors[0].message).toMatch(/^Syntax Error/);
  });

  it("passes every one of the web client's persisted operations", async () => {
    const config = loadConfig({});
    const { yoga } = createGraphQL({
      prisma: app.app.database.prisma,
      config,
      rateLimits: createRateLimits(config.rateLimits),
      pubsub: app.app.pubsub.pubsub,
      jobs: app.app.jobs,
    });
    const { parse, validate, schema } = yoga.getEnveloped({});
    const operations = loadPersistedOperations();
    expect(operations.size).toBeGreaterThan(30);
    for (const [id, document] of operations) {
      // through the same parse (token limit) and validation (depth, aliases) as requests
      const errors = validate(schema, parse(print(document)));
      expect({ id, errors: errors.map((error: { message: string }) => error.message) }).toEqual({ id, errors: [] });
    }
  });
});
