// A connection asked with both first and last answers Relay's algorithm:
// first, then last of what is left (issue 30: programs(first: 2, last: 2)
// answered the last two of all). Checked on the account's programs (a related
// connection the parent's query loads) and the learner's (a connection of its
// own), written inline, through variables, aliases and fragments.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Json, type TestApp } from '../testing/testApp.ts';

let app: TestApp;
let owner = '';
let all: { id: string; name: string }[] = [];

const PROGRAMS = (args: string) => `{ viewer { account { programs(${args}) { edges { cursor node { id name } } pageInfo { hasPreviousPage hasNextPage startCursor endCursor } } } } }`;
async function programs(args: string, variables: Json = {}) {
  const { body } = await app.gql(PROGRAMS(args), variables, owner);
  if (!body.data) throw new Error(JSON.stringify(body));
  return body.data.viewer.account.programs;
}
const names = (connection: { edges: { node: { name: string } }[] }) => connection.edges.map((edge) => edge.node.name);

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.adminToken('demo-owner', 'account');
  const prisma = app.app.database.prisma;
  const identity = await prisma.adminIdentity.findFirstOrThrow({ where: { username: 'demo-owner' } });
  const account = await prisma.account.findUniqueOrThrow({ where: { id: identity.accountId! } });
  const existing = await prisma.program.count({ where: { accountId: account.id } });
  for (let index = 0; index < 5; index++) {
    await prisma.program.create({ data: { organizationId: account.organizationId, accountId: account.id, name: `Paged ${index}`, order: existing + index + 1 } });
  }
  const every = await programs('first: 20');
  all = every.edges.map((edge: { node: { id: string; name: string } }) => edge.node);
  expect(all.length).toBeGreaterThanOrEqual(5);
});

afterAll(() => app?.stop());

describe('first and last together (Relay: first, then last)', () => {
  it('programs(first: 2, last: 2) is the first two', async () => {
    const page = await programs('first: 2, last: 2');
    expect(names(page)).toEqual(all.slice(0, 2).map((program) => program.name));
    expect(page.pageInfo).toEqual({ hasPreviousPage: false, hasNextPage: true, startCursor: page.edges[0].cursor, endCursor: page.edges[1].cursor });
  });

  it('programs(first: 4, last: 2) is the third and fourth, with a previous page', async () => {
    const page = await programs('first: 4, last: 2');
    expect(names(page)).toEqual(all.slice(2, 4).map((program) => program.name));
    expect(page.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true, startCursor: page.edges[0].cursor, endCursor: page.edges[1].cursor });
    // its cursors page on as any other: the next two after it
    const next = await programs(`first: 2, after: "${page.pageInfo.endCursor}"`);
    expect(names(next)).toEqual(all.slice(4, 6).map((program) => program.name));
  });

  it('takes the numbers from variables and defaults, and last: 0 is no edge', async () => {
    const query = `query ($first: Int, $last: Int = 1) { viewer { account { programs(first: $first, last: $last) { edges { node { name } } } } } }`;
    const viaVariables = await app.gql(query, { first: 3 }, owner);
    expect(names(viaVariables.body.data.viewer.account.programs)).toEqual([all[2].name]);
    const none = await app.gql(query, { first: 3, last: 0 }, owner);
    expect(none.body.data.viewer.account.programs.edges).toEqual([]);
  });

  it('works through aliases and fragments, and leaves first alone and last alone as they were', async () => {
    const query = `query { viewer { account { ...Paged } } }
      fragment Paged on Account { two: programs(first: 2, last: 1) { list: edges { node { name } } info: pageInfo { before: hasPreviousPage } } }`;
    const answer = await app.gql(query, {}, owner);
    expect(answer.body.data.viewer.account.two).toEqual({ list: [{ node: { name: all[1].name } }], info: { before: true } });
    expect(names(await programs('first: 2'))).toEqual(all.slice(0, 2).map((program) => program.name));
    expect(names(await programs('last: 2'))).toEqual(all.slice(-2).map((program) => program.name));
  });

  it("applies to a connection of its own too (the learner's programs)", async () => {
    const learner = (await app.rest('user/login', { email: 'learner@example.com' })).body.data.token;
    const query = (args: string) => `{ viewer { learner { programs(${args}) { edges { node { name } } } } } }`;
    const every = (await app.gql(query('first: 50'), {}, learner)).body.data.viewer.learner.programs.edges.map((edge: Json) => edge.node.name);
    const both = await app.gql(query('first: 1, last: 1'), {}, learner);
    expect(both.body.data.viewer.learner.programs.edges.map((edge: Json) => edge.node.name)).toEqual(every.slice(0, 1));
  });
});
