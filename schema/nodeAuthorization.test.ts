// Every field of every Node type, reached through node(id:) and nodes(ids:),
// answers nothing to a caller who may not read the row: anonymous, the learner,
// account owner and organisation holder of another organisation, and the callers
// of the same organisation the type names. The walk reads the built schema, so a
// Node type or field added later is covered (and a Node type without an id
// recipe fails here until it has one).
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { seedNodeFixture, callers, outsiders, type Caller, type NodeFixture, type NodeRecipe } from '../server/testing/nodeFixtures.ts';
import { fieldProbes, nodeTypes, parse, validate } from '../server/testing/nodeWalk.ts';
import { startTestApp, type Json, type TestApp } from '../server/testing/testApp.ts';
import { getSchema } from './index.ts';

let app: TestApp;
let fixture: NodeFixture;

beforeAll(async () => {
  app = await startTestApp();
  fixture = await seedNodeFixture(app);
});

afterAll(async () => {
  await app?.stop();
});

const schema = getSchema();
const probes = fieldProbes(schema);
const NOTHING = { data: { node: null, nodes: [null] } };

function recipeOf(type: string): NodeRecipe {
  const recipe = fixture.recipes[type];
  if (!recipe) throw new Error(`no id recipe for the Node type ${type}: add one to server/testing/nodeFixtures.ts`);
  return recipe;
}

/** Who may not read the type's row: every outsider, and the callers of its organisation the recipe names. */
const refusedCallers = (type: string): Caller[] => [...outsiders, ...recipeOf(type).refusedInOrganization];

async function overHttp(document: string, variables: Record<string, unknown>, caller: Caller): Promise<Json> {
  const { status, body } = await app.gql(document, variables, fixture.tokens[caller]);
  expect(status).toBe(200);
  return body;
}

describe('the walk covers the schema', () => {
  it('every Node type has an id recipe', () => {
    const missing = nodeTypes(schema)
      .map((type) => type.name)
      .filter((name) => !(name in fixture.recipes));
    expect(missing).toEqual([]);
  });

  it('every probe is a valid operation (a refusal is not a validation error)', () => {
    const invalid = probes.filter((probe) => validate(schema, parse(probe.document)).length > 0);
    expect(invalid).toEqual([]);
  });

  it('no field of a Node type opts out of its type authorization (skipTypeScopes)', () => {
    const skipping = nodeTypes(schema).flatMap((type) =>
      Object.values(type.getFields())
        .filter((field) => (field.extensions as { pothosOptions?: { skipTypeScopes?: boolean } }).pothosOptions?.skipTypeScopes)
        .map((field) => `${type.name}.${field.name}`),
    );
    expect(skipping).toEqual([]);
  });
});

describe('over HTTP, no field of a Node type answers to a caller who may not read the row', () => {
  it.each(probes.map((probe) => [`${probe.type}.${probe.field}`, probe] as const))('%s', async (_name, probe) => {
    const { id } = recipeOf(probe.type);
    const answers = [];
    for (const caller of refusedCallers(probe.type)) answers.push({ caller, body: await overHttp(probe.document, { id }, caller) });
    expect(answers).toEqual(answers.map(({ caller }) => ({ caller, body: NOTHING })));
  });
});

describe('over graphql-ws, the same queries answer nothing either', () => {
  /** Runs every document over one connection of the caller; answers the single result of each. */
  async function overWebSocket(caller: Caller, operations: { document: string; variables: Record<string, unknown> }[]) {
    const token = fixture.tokens[caller];
    const client = createClient({
      url: `${app.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: token ? { authorization: `Bearer ${token}` } : undefined,
      retryAttempts: 0,
      lazy: true,
    });
    try {
      const results = [];
      for (const { document, variables } of operations) {
        results.push(
          await new Promise<unknown>((resolve, reject) => {
            let result: unknown;
            client.subscribe({ query: document, variables }, { next: (value) => (result = value), error: reject, complete: () => resolve(result) });
          }),
        );
      }
      return results;
    } finally {
      await client.dispose();
    }
  }

  it.each(outsiders.map((caller) => [callers[caller], caller] as const))('%s', async (_name, caller) => {
    const operations = probes.map((probe) => ({ document: probe.document, variables: { id: recipeOf(probe.type).id } }));
    const answers = await overWebSocket(caller, operations);
    const named = probes.map((probe, index) => ({ field: `${probe.type}.${probe.field}`, answer: answers[index] }));
    expect(named).toEqual(probes.map((probe) => ({ field: `${probe.type}.${probe.field}`, answer: NOTHING })));
  });

  it("the reported query: a learner's programs are not answered to anonymous, and are to the learner", async () => {
    const query = `query($id: ID!) { node(id: $id) { ... on Learner { programs(first: 50) { edges { cursor } } } } }`;
    const variables = { id: fixture.recipes.Learner.id };
    const [anonymous] = await overWebSocket('anonymous', [{ document: query, variables }]);
    expect(anonymous).toEqual({ data: { node: null } });
    const [own] = await overWebSocket('acmeLearner', [{ document: query, variables }]);
    expect(own).toEqual({ data: { node: { programs: { edges: [{ cursor: expect.any(String) }] } } } });
  });
});

describe('the callers who may read the row get it through node(id:) and nodes(ids:)', () => {
  const readers = (type: string) => recipeOf(type).readers;
  it.each(nodeTypes(schema).map((type) => [type.name] as const))('%s', async (type) => {
    const { id } = recipeOf(type);
    const document = `query($id: ID!) { node(id: $id) { __typename id } nodes(ids: [$id]) { id } }`;
    const answers = [];
    for (const caller of readers(type)) answers.push({ caller, body: await overHttp(document, { id }, caller) });
    expect(answers).toEqual(answers.map(({ caller }) => ({ caller, body: { data: { node: { __typename: type, id }, nodes: [{ id }] } } })));
  });

  it("the learner reads their own programs through the Learner node (the field of the report), and the holder reads them too", async () => {
    const query = `query($id: ID!) { node(id: $id) { ... on Learner { name programs(first: 50) { edges { node { name } } } } } }`;
    for (const caller of ['acmeLearner', 'acmeHolder'] as const) {
      const body = await overHttp(query, { id: fixture.recipes.Learner.id }, caller);
      expect(body).toEqual({ data: { node: { name: 'Acme Learner', programs: { edges: [{ node: { name: 'Acme program' } }] } } } });
    }
  });

  it("anyone addressing the organisation (x-org-alias) reads its public fields through its node, as through organization", async () => {
    const query = `query($id: ID!) { node(id: $id) { ... on Organization { alias name } } organization { id } }`;
    const { body } = await app.gql(query, { id: fixture.recipes.Organization.id }, undefined, { 'x-org-alias': 'acme' });
    expect(body).toEqual({ data: { node: { alias: 'acme', name: 'Acme' }, organization: { id: fixture.recipes.Organization.id } } });
  });

  it("the account owner reads its account's programs through the Account node", async () => {
    const query = `query($id: ID!) { node(id: $id) { ... on Account { alias programs { totalCount edges { node { name } } } } } }`;
    const body = await overHttp(query, { id: fixture.recipes.Account.id }, 'acmeOwner');
    expect(body).toEqual({ data: { node: { alias: 'Acme Account', programs: { totalCount: 1, edges: [{ node: { name: 'Acme program' } }] } } } });
  });

  it("the learner reads the program's items and an item through their node ids", async () => {
    const program = await overHttp(`query($id: ID!) { node(id: $id) { ... on Program { name items { id name } } } }`, { id: fixture.recipes.Program.id }, 'acmeLearner');
    expect(program).toEqual({ data: { node: { name: 'Acme program', items: [{ id: fixture.recipes.ProgramItem.id, name: 'Acme lesson' }] } } });
    const item = await overHttp(`query($id: ID!) { node(id: $id) { ... on ProgramItem { name src } } }`, { id: fixture.recipes.ProgramItem.id }, 'acmeLearner');
    expect(item).toEqual({ data: { node: { name: 'Acme lesson', src: '/files/acme/lesson.mp4' } } });
  });
});
