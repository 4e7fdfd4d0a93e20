// node(id:) and nodes(ids:) do not tell which ids exist: a well-formed id of a
// row that does not exist, the id of a row the caller may not read and an id
// that is not one at all answer the same null, without an error.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedNodeFixture, callers, outsiders, type Caller, type NodeFixture } from '../server/testing/nodeFixtures.ts';
import { nodeTypes } from '../server/testing/nodeWalk.ts';
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

const NODE = `query($id: ID!) { node(id: $id) { __typename id } nodes(ids: [$id]) { __typename id } }`;
const NOTHING = { data: { node: null, nodes: [null] } };
const typeNames = nodeTypes(getSchema()).map((type) => type.name);
const allCallers = Object.keys(callers) as Caller[];

async function answer(id: string, caller: Caller): Promise<{ status: number; body: Json }> {
  return app.gql(NODE, { id }, fixture.tokens[caller]);
}

function recipeOf(type: string) {
  const recipe = fixture.recipes[type];
  if (!recipe) throw new Error(`no id recipe for the Node type ${type}: add one to server/testing/nodeFixtures.ts`);
  return recipe;
}

describe('a missing row and a row the caller may not read answer the same', () => {
  it.each(typeNames.map((type) => [type] as const))('%s', async (type) => {
    const missing = encodeGlobalID(type, 'cmissingrow0000000000000');
    const refused = [...outsiders, ...recipeOf(type).refusedInOrganization];
    const answers = [];
    for (const caller of refused) {
      answers.push({ caller, forbidden: await answer(recipeOf(type).id, caller), missing: await answer(missing, caller) });
    }
    expect(answers).toEqual(refused.map((caller) => ({ caller, forbidden: { status: 200, body: NOTHING }, missing: { status: 200, body: NOTHING } })));
  });
});

describe('a missing row is null to the callers who read the existing one, never an unexpected error', () => {
  it.each(typeNames.map((type) => [type] as const))('%s', async (type) => {
    const missing = encodeGlobalID(type, 'cmissingrow0000000000000');
    const { readers } = recipeOf(type);
    const answers = [];
    for (const caller of readers) answers.push({ caller, missing: await answer(missing, caller) });
    expect(answers).toEqual(readers.map((caller) => ({ caller, missing: { status: 200, body: NOTHING } })));
  });

  it('nodes(ids:) answers each id in its place: the row, then null for the missing one', async () => {
    const { id } = fixture.recipes.Program;
    const missing = encodeGlobalID('Program', 'cmissingrow0000000000000');
    const { body } = await app.gql(`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids: [id, missing, id] }, fixture.tokens.acmeOwner);
    expect(body).toEqual({ data: { nodes: [{ id }, null, { id }] } });
  });
});

describe('an id that names no node answers null to everyone, never an unexpected error', () => {
  const base64 = (text: string) => Buffer.from(text).toString('base64');
  it.each([
    ['not base64 at all', '%%% not an id %%%'],
    ['the empty string', ''],
    ['base64 without a type separator', base64('Account')],
    ['a type without an id', base64('Account:')],
    ['a type that does not exist', encodeGlobalID('NoSuchType', 'x')],
    ['a type name that is not a name', base64('1 2:x')],
    ['a type that is not a Node (an error type)', encodeGlobalID('AppError', 'x')],
    ['a type that is not a Node (the query root)', encodeGlobalID('Query', 'x')],
    ['a type that is not a Node (a view without its own id)', encodeGlobalID('QuizResult', 'x')],
    ['an id type used elsewhere that is not a node (Quiz)', encodeGlobalID('Quiz', 'x')],
    ['the Node interface itself', encodeGlobalID('Node', 'x')],
    ['a very long id', encodeGlobalID('Account', 'x'.repeat(5000))],
  ])('%s', async (_rule, id) => {
    const answers = [];
    for (const caller of allCallers) answers.push({ caller, answer: await answer(id, caller) });
    expect(answers).toEqual(allCallers.map((caller) => ({ caller, answer: { status: 200, body: NOTHING } })));
  });

  it("the id of one type does not reach another type's row of the same raw id", async () => {
    // a Program id whose raw id is the account's: no Program has it
    const id = encodeGlobalID('Program', fixture.rows.accountId);
    expect(await answer(id, 'acmeOwner')).toEqual({ status: 200, body: NOTHING });
  });
});
