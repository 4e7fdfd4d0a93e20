// Authorization through GraphQL: who may list organisations, read an
// organisation's accounts and private fields, and fetch a node by its global id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let app: TestApp;
const tokens = { anonymous: '', learner: '', otherLearner: '', owner: '', holder: '', platform: '' };
type Caller = keyof typeof tokens;
/** global ids, read from the API as the platform admin and the learners see them */
const ids = { ownAccount: '', secondDevAccount: '', acmeAccount: '', learner: '', otherLearner: '' };

const LANDING_HTML = '<h1>Demo Academy</h1>';

beforeAll(async () => {
  app = await startTestApp();
  const prisma = app.app.database.prisma;
  const dev = await prisma.organization.update({ where: { alias: 'dev' }, data: { landingPageHtml: LANDING_HTML } });
  const second = await prisma.account.create({ data: { organizationId: dev.id, alias: 'Second Account', order: 1 } });
  await prisma.program.create({ data: { organizationId: dev.id, accountId: second.id, name: 'Second program' } });
  const acme = await prisma.organization.create({ data: { alias: 'acme', name: 'Acme', landingPageHtml: '<h1>Acme</h1>' } });
  const acmeAccount = await prisma.account.create({ data: { organizationId: acme.id, alias: 'Acme Account' } });
  await prisma.program.create({ data: { organizationId: acme.id, accountId: acmeAccount.id, name: 'Acme program' } });
  await prisma.learner.create({ data: { organizationId: dev.id, email: 'other@example.com', name: 'Other Learner' } });

  tokens.learner = (await app.rest('user/login', { email: 'learner@example.com' })).body.data.token;
  tokens.otherLearner = (await app.rest('user/login', { email: 'other@example.com' })).body.data.token;
  tokens.owner = await app.adminToken('demo-owner', 'account');
  tokens.holder = await app.adminToken('demo-org', 'org');
  tokens.platform = await app.adminToken('platform-admin', 'admin');

  const listing = await query(
    '{ organizations { edges { node { alias accounts { edges { node { id alias } } } } } } }',
    'platform',
  );
  const accounts = listing.data.organizations.edges.flatMap(
    (org: { node: { accounts: { edges: { node: { id: string; alias: string } }[] } } }) => org.node.accounts.edges.map((edge) => edge.node),
  );
  const idOf = (alias: string) => accounts.find((account: { alias: string }) => account.alias === alias).id;
  ids.ownAccount = idOf('Demo Account');
  ids.secondDevAccount = idOf('Second Account');
  ids.acmeAccount = idOf('Acme Account');
  ids.learner = (await query('{ viewer { learner { id } } }', 'learner')).data.viewer.learner.id;
  ids.otherLearner = (await query('{ viewer { learner { id } } }', 'otherLearner')).data.viewer.learner.id;
});

afterAll(async () => {
  await app?.stop();
});

async function query(document: string, caller: Caller, variables: Record<string, unknown> = {}) {
  const { status, body } = await app.gql(document, variables, tokens[caller] || undefined);
  expect(status).toBe(200);
  return body;
}

const NODE = /* GraphQL */ `
  query Node($id: ID!) {
    node(id: $id) {
      id
      ... on Account { alias }
      ... on Learner { email }
    }
  }
`;

describe('organizations is for platform admins only', () => {
  it.each<[Caller, string]>([
    ['anonymous', 'unauthenticated'],
    ['learner', 'forbidden'],
    ['owner', 'forbidden'],
    ['holder', 'forbidden'],
  ])('%s is refused with code %s', async (caller, code) => {
    const body = await query('{ organizations { edges { node { alias } } } }', caller);
    expect(body.data).toBeNull();
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0].path).toEqual(['organizations']);
    expect(body.errors[0].extensions.code).toBe(code);
  });

  it('the platform admin lists every organisation with its accounts', async () => {
    const body = await query('{ organizations { edges { node { alias accounts { totalCount edges { node { alias } } } } } } }', 'platform');
    expect(body.errors).toBeUndefined();
    const byAlias = Object.fromEntries(
      body.data.organizations.edges.map((edge: { node: { alias: string; accounts: { edges: { node: { alias: string } }[] } } }) => [
        edge.node.alias,
        edge.node.accounts.edges.map((account) => account.node.alias),
      ]),
    );
    // dev: the seeded Demo Account (order 0) and Evening School (order 1), then Second Account (order 1, created after the seed)
    expect(byAlias).toEqual({ acme: ['Acme Account'], dev: ['Demo Account', 'Evening School', 'Second Account'] });
  });
});

describe("an organisation holder reads its own organisation's accounts, and no other's", () => {
  it('viewer.organization.accounts lists the accounts of its organisation in order', async () => {
    const body = await query('{ viewer { organization { alias accounts { totalCount edges { node { alias } } } } } }', 'holder');
    expect(body.errors).toBeUndefined();
    expect(body.data.viewer.organization).toEqual({
      alias: 'dev',
      accounts: {
        totalCount: 3,
        edges: [{ node: { alias: 'Demo Account' } }, { node: { alias: 'Evening School' } }, { node: { alias: 'Second Account' } }],
      },
    });
  });

  it('node(id) of an account of its own organisation is answered', async () => {
    const body = await query(NODE, 'holder', { id: ids.secondDevAccount });
    expect(body.data.node).toEqual({ id: ids.secondDevAccount, alias: 'Second Account' });
  });

  it("node(id) of another organisation's account is refused", async () => {
    const body = await query(NODE, 'holder', { id: ids.acmeAccount });
    expect(body.data.node).toBeNull();
  });

  it.each<[Caller, boolean]>([
    ['holder', false],
    ['platform', true],
  ])("acme's accounts through acme's Organization node: %s reads them: %s", async (caller, reads) => {
    const listing = await query('{ organizations { edges { node { id alias } } } }', 'platform');
    const acme = listing.data.organizations.edges.find((edge: { node: { alias: string } }) => edge.node.alias === 'acme').node;
    const body = await query('query($id: ID!) { node(id: $id) { ... on Organization { alias accounts { edges { node { alias } } } } } }', caller, { id: acme.id });
    expect(JSON.stringify(body.data ?? null).includes('Acme Account')).toBe(reads);
  });
});

describe('an account owner reads its own account and no other', () => {
  it("viewer.account.programs lists the account's programs", async () => {
    const body = await query('{ viewer { account { alias programs { totalCount edges { node { name accountName } } } } } }', 'owner');
    expect(body.errors).toBeUndefined();
    expect(body.data.viewer.account).toEqual({
      alias: 'Demo Account',
      programs: { totalCount: 1, edges: [{ node: { name: 'Getting started', accountName: 'Demo Account' } }] },
    });
  });

  it('node(id) of its own account is answered', async () => {
    const body = await query(NODE, 'owner', { id: ids.ownAccount });
    expect(body.data.node).toEqual({ id: ids.ownAccount, alias: 'Demo Account' });
  });

  it.each([
    ['another account of its organisation', 'secondDevAccount'],
    ["another organisation's account", 'acmeAccount'],
  ] as const)('node(id) of %s is refused', async (_rule, which) => {
    const body = await query(NODE, 'owner', { id: ids[which] });
    expect(body.data.node).toBeNull();
  });

  it.each<[Caller, boolean]>([
    ['owner', false],
    ['holder', true],
  ])("viewer.organization.accounts: the %s reads the organisation's other accounts: %s", async (caller, reads) => {
    const body = await query('{ viewer { organization { alias accounts { edges { node { alias } } } } } }', caller);
    expect(JSON.stringify(body.data ?? null).includes('Second Account')).toBe(reads);
  });
});

describe('a learner reads itself and no other learner', () => {
  it('node(id) of itself is answered', async () => {
    const body = await query(NODE, 'learner', { id: ids.learner });
    expect(body.data.node).toEqual({ id: ids.learner, email: 'learner@example.com' });
  });

  it.each<[string, Caller]>([
    ['another learner', 'learner'],
    ['anonymous', 'anonymous'],
    ['an account owner', 'owner'],
  ])("node(id) of a learner is refused to %s", async (_rule, caller) => {
    const body = await query(NODE, caller, { id: ids.otherLearner });
    expect(body.data.node).toBeNull();
  });

  it('an organisation holder of its organisation reads the learner', async () => {
    const body = await query(NODE, 'holder', { id: ids.otherLearner });
    expect(body.data.node).toEqual({ id: ids.otherLearner, email: 'other@example.com' });
  });

  it('a learner cannot reach an account by its node id', async () => {
    const body = await query(NODE, 'learner', { id: ids.ownAccount });
    expect(body.data.node).toBeNull();
  });
});

describe("the organisation's landingPageHtml is private to its holders and platform admins", () => {
  it.each<[Caller]>([['anonymous'], ['learner'], ['owner']])('it is refused to %s, the public fields still answer', async (caller) => {
    const body = await query('{ organization { alias landingPageHtml } }', caller);
    expect(body.data.organization).toEqual({ alias: 'dev', landingPageHtml: null });
    expect(body.errors.map((error: { path: string[] }) => error.path)).toEqual([['organization', 'landingPageHtml']]);
  });

  it.each<[Caller]>([['holder'], ['platform']])('it is answered to the %s', async (caller) => {
    const body = await query('{ organization { alias landingPageHtml } }', caller);
    expect(body).toEqual({ data: { organization: { alias: 'dev', landingPageHtml: LANDING_HTML } } });
  });
});
