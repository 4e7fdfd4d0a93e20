// A connection pages one way (issue 30: programs(first: 2, last: 2) answered
// the last two of all): first and last together are refused with
// invalid_data_entry on last, on every connection, written inline, through
// variables and defaults, aliases and fragments; either alone pages as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Json, type TestApp } from '../testing/testApp.ts';

let app: TestApp;
let owner = '';
let learner = '';

const ACCOUNT_PROGRAMS = (args: string) => `{ viewer { account { programs(${args}) { edges { node { name } } } } } }`;
const refusal = (body: Json) => ({ data: body.data ?? null, errors: body.errors?.map((error: Json) => [error.extensions.code, error.extensions.field]) });
const REFUSED = { data: null, errors: [['invalid_data_entry', 'last']] };

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.adminToken('demo-owner', 'account');
  learner = (await app.rest('user/login', { email: 'learner@example.com' })).body.data.token;
  const prisma = app.app.database.prisma;
  const identity = await prisma.adminIdentity.findFirstOrThrow({ where: { username: 'demo-owner' } });
  const account = await prisma.account.findUniqueOrThrow({ where: { id: identity.accountId! } });
  const existing = await prisma.program.count({ where: { accountId: account.id } });
  for (let index = 0; index < 3; index++) {
    await prisma.program.create({ data: { organizationId: account.organizationId, accountId: account.id, name: `Paged ${index}`, order: existing + index + 1 } });
  }
});

afterAll(() => app?.stop());

describe('first and last together are refused on every connection', () => {
  it.each(['first: 2, last: 2', 'first: 4, last: 1', 'first: 0, last: 0'])("the account's programs(%s)", async (args) => {
    const answer = await app.gql(ACCOUNT_PROGRAMS(args), {}, owner);
    expect(answer.status).toBe(400);
    expect(refusal(answer.body)).toEqual(REFUSED);
  });

  it("the learner's programs, a connection of its own", async () => {
    const query = `{ viewer { learner { programs(first: 1, last: 1) { edges { node { name } } } } } }`;
    expect(refusal((await app.gql(query, {}, learner)).body)).toEqual(REFUSED);
  });

  it('through variables and their defaults, aliases and fragments', async () => {
    const viaVariables = `query ($first: Int, $last: Int = 1) { viewer { account { programs(first: $first, last: $last) { edges { node { name } } } } } }`;
    expect(refusal((await app.gql(viaVariables, { first: 3 }, owner)).body)).toEqual(REFUSED);
    const viaFragment = `query { viewer { account { ...Paged } } }
      fragment Paged on Account { two: programs(first: 2, last: 1) { list: edges { node { name } } } }`;
    expect(refusal((await app.gql(viaFragment, {}, owner)).body)).toEqual(REFUSED);
  });

  it('a variable left out or given null is no page size: either alone pages as before', async () => {
    const query = `query ($first: Int, $last: Int) { viewer { account { programs(first: $first, last: $last) { edges { node { name } } } } } }`;
    const firstTwo = await app.gql(query, { first: 2 }, owner);
    expect(firstTwo.body.errors).toBeUndefined();
    expect(firstTwo.body.data.viewer.account.programs.edges).toHaveLength(2);
    const lastOne = await app.gql(query, { first: null, last: 1 }, owner);
    expect(lastOne.body.errors).toBeUndefined();
    expect(lastOne.body.data.viewer.account.programs.edges).toHaveLength(1);
  });
});
