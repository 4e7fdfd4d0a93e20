// The learner home and program page through GraphQL (learner spec §2 learner
// home, program page, §6 roles): which domains and programs a learner reaches,
// by list and by node id, who may read Program.items, and the user-details and
// policy-acceptance dialogs.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Json, type TestApp } from '../testing/testApp.ts';

let app: TestApp;
let devId = '';
let sequence = 0;
const tokens = { learner: '', owner: '', holder: '' };
/** raw ids of the programs and accounts the rules are about, by name */
const programs: Record<string, string> = {};
const accounts: Record<string, string> = {};

const db = () => app.app.database.prisma;
const SECRET = 'Secret item';

beforeAll(async () => {
  app = await startTestApp();
  devId = (await db().organization.findUniqueOrThrow({ where: { alias: 'dev' } })).id;
  const acme = await db().organization.create({ data: { alias: 'acme', name: 'Acme' } });
  accounts['Demo Account'] = (await db().account.findFirstOrThrow({ where: { organizationId: devId, alias: 'Demo Account' } })).id;
  programs['Getting started'] = (await db().program.findFirstOrThrow({ where: { name: 'Getting started' } })).id;

  const account = async (alias: string, data: Record<string, unknown>, organizationId = devId) =>
    (accounts[alias] = (await db().account.create({ data: { organizationId, alias, ...data } })).id);
  await account('Registration Account', { useRegForm: true, order: 1 });
  // its registration form, published (an unpublished or missing form is not offered: quizPublishing.test.ts)
  const form = await db().quiz.create({ data: { organizationId: devId, accountId: accounts['Registration Account'], name: 'Join', isForm: true } });
  await db().account.update({ where: { id: accounts['Registration Account'] }, data: { regFormId: form.id } });
  await account('Hidden Account', { hideAccountToQuiz: true, order: 2 });
  await account('Closed Account', { accountClosed: true, order: 3 });
  await account('Acme Account', {}, acme.id);

  const program = async (name: string, alias: string, data: Record<string, unknown> = {}) => {
    const organizationId = alias === 'Acme Account' ? acme.id : devId;
    const created = await db().program.create({ data: { organizationId, accountId: accounts[alias], name, ...data } });
    await db().programItem.create({ data: { programId: created.id, itemType: 'link', name: SECRET, src: 'https://example.com/secret' } });
    programs[name] = created.id;
  };
  await program('Closed program', 'Demo Account', { closed: true, order: 1 });
  await program('Hidden program', 'Demo Account', { hidden: true, order: 2 });
  await program('Registration program', 'Registration Account');
  await program('Hidden-account program', 'Hidden Account');
  await program('Ended program', 'Closed Account');
  await program('Acme program', 'Acme Account');

  tokens.learner = await signIn('learner@example.com');
  tokens.owner = await app.adminToken('demo-owner', 'account');
  tokens.holder = await app.adminToken('demo-org', 'org');
});

afterAll(async () => {
  await app?.stop();
});

const SIGN_IN = /* GraphQL */ `
  mutation SignIn($email: String!) {
    learnerSignIn(input: { email: $email }) {
      ... on MutationLearnerSignInSuccess { data { token } }
      ... on AppError { code }
    }
  }
`;

const DOMAINS = /* GraphQL */ `
  query Domains($closed: Boolean) {
    viewer {
      learner {
        domains(closed: $closed) { id name closed registered programs { name closed readOnly } }
        availableDomains { name registered }
      }
    }
  }
`;

const PROGRAM_NODE = /* GraphQL */ `
  query ProgramNode($id: ID!) {
    node(id: $id) {
      id
      ... on Program { name readOnly accountName domainId items { name } }
    }
  }
`;

async function signIn(email: string): Promise<string> {
  const { body } = await app.gql(SIGN_IN, { email });
  const token = body.data?.learnerSignIn?.data?.token;
  if (!token) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
  return token;
}

async function freshLearner(label: string, data: { privacyPolicyAccepted?: boolean; termsAccepted?: boolean } = {}) {
  const email = `${label}-${++sequence}@example.com`;
  const learner = await db().learner.create({ data: { organizationId: devId, email, name: 'Fresh Learner', ...data } });
  return { id: learner.id, email, token: await signIn(email) };
}

async function query(document: string, variables: Record<string, unknown>, token?: string) {
  const { status, body } = await app.gql(document, variables, token);
  expect(status).toBe(200);
  return body;
}

const domainsOf = async (token: string, closed?: boolean) => (await query(DOMAINS, { closed }, token)).data.viewer.learner;

describe('Learner.domains lists the accounts whose programs the learner sees', () => {
  it('the open domains: the seeded account with its open and closed programs, hidden programs left out', async () => {
    const { domains } = await domainsOf(tokens.learner);
    expect(domains.map(({ id: _id, ...domain }: Json) => domain)).toEqual([
      {
        name: 'Demo Account',
        closed: false,
        registered: false,
        programs: [
          { name: 'Getting started', closed: false, readOnly: false },
          { name: 'Closed program', closed: true, readOnly: true },
        ],
      },
    ]);
  });

  it("closed: true lists the closed accounts, whose programs are readOnly", async () => {
    const { domains } = await domainsOf(tokens.learner, true);
    expect(domains.map(({ id: _id, ...domain }: Json) => domain)).toEqual([
      { name: 'Closed Account', closed: true, registered: false, programs: [{ name: 'Ended program', closed: false, readOnly: true }] },
    ]);
  });

  it('the accounts with a registration form the learner is not registered in (the seeded Evening School and Registration Account) are only offered for registration', async () => {
    const { availableDomains } = await domainsOf(tokens.learner);
    // both have order 1; the seeded Evening School was created first
    expect(availableDomains).toEqual([
      { name: 'Evening School', registered: false },
      { name: 'Registration Account', registered: false },
    ]);
  });

  it('an account hidden from learners (hideAccountToQuiz) and accounts of another organisation are listed nowhere', async () => {
    const open = await domainsOf(tokens.learner);
    const closed = await domainsOf(tokens.learner, true);
    const listed = JSON.stringify([open, closed]);
    for (const name of ['Hidden Account', 'Hidden-account program', 'Acme Account', 'Acme program']) expect(listed).not.toContain(name);
  });

  it('once registered in the account, it is among the domains with registered true and its programs, and no longer offered; Evening School still is', async () => {
    const learner = await freshLearner('registers');
    await db().registration.create({ data: { accountId: accounts['Registration Account'], learnerId: learner.id } });
    const { domains, availableDomains } = await domainsOf(learner.token);
    expect(domains.map(({ name, registered, programs: listed }: Json) => ({ name, registered, programs: listed.map((p: Json) => p.name) }))).toEqual([
      { name: 'Demo Account', registered: false, programs: ['Getting started', 'Closed program'] },
      { name: 'Registration Account', registered: true, programs: ['Registration program'] },
    ]);
    expect(availableDomains).toEqual([{ name: 'Evening School', registered: false }]);
  });

  it('a Domain node is reached by the id the list gives, and not for an account of another organisation or one hidden from learners', async () => {
    const [demo] = (await domainsOf(tokens.learner)).domains;
    const DOMAIN = 'query($id: ID!) { node(id: $id) { ... on Domain { name } } }';
    expect((await query(DOMAIN, { id: demo.id }, tokens.learner)).data.node).toEqual({ name: 'Demo Account' });
    for (const alias of ['Acme Account', 'Hidden Account']) {
      expect((await query(DOMAIN, { id: encodeGlobalID('Domain', accounts[alias]) }, tokens.learner)).data.node).toBeNull();
    }
  });
});

describe('node(id) reaches only the programs the learner may open', () => {
  it.each([
    ['the seeded program', 'Getting started', false, 'Demo Account'],
    ['a closed program, readOnly', 'Closed program', true, 'Demo Account'],
    ["a closed account's program, readOnly", 'Ended program', true, 'Closed Account'],
  ])('%s is answered', async (_rule, name, readOnly, accountName) => {
    const id = encodeGlobalID('Program', programs[name]);
    const body = await query(PROGRAM_NODE, { id }, tokens.learner);
    expect(body.errors).toBeUndefined();
    expect(body.data.node).toMatchObject({ id, name, readOnly, accountName, domainId: encodeGlobalID('Domain', accounts[accountName]) });
  });

  it.each([
    ["a program of another organisation's account", 'Acme program'],
    ['a program of an account with a registration form the learner is not registered in', 'Registration program'],
    ['a hidden program', 'Hidden program'],
    ['a program of an account hidden from learners (hideAccountToQuiz)', 'Hidden-account program'],
  ])('%s is null, and none of its items is sent', async (_rule, name) => {
    const body = await query(PROGRAM_NODE, { id: encodeGlobalID('Program', programs[name]) }, tokens.learner);
    expect(body.data?.node ?? null).toBeNull();
    expect(JSON.stringify(body)).not.toContain(SECRET);
  });

  it.each([
    ["a program of another organisation's account", 'Acme program'],
    ['a program of an account with a registration form the learner is not registered in', 'Registration program'],
    ['a hidden program', 'Hidden program'],
    ['a program of an account hidden from learners (hideAccountToQuiz)', 'Hidden-account program'],
  ])('the items of %s are not reachable by their node id', async (_rule, name) => {
    const item = await db().programItem.findFirstOrThrow({ where: { programId: programs[name], name: SECRET } });
    const body = await query('query($id: ID!) { node(id: $id) { ... on ProgramItem { name src } } }', { id: encodeGlobalID('ProgramItem', item.id) }, tokens.learner);
    expect(body.data?.node ?? null).toBeNull();
    expect(JSON.stringify(body)).not.toContain(SECRET);
  });
});

describe('Program.items is the learner view: other callers are refused', () => {
  it.each([
    ['an account owner of the program', 'owner'],
    ['an organisation holder', 'holder'],
  ] as const)('%s gets forbidden on items', async (_rule, caller) => {
    const body = await query(PROGRAM_NODE, { id: encodeGlobalID('Program', programs['Getting started']) }, tokens[caller]);
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0].path).toEqual(['node', 'items']);
    expect(body.errors[0].extensions.code).toBe('forbidden');
    expect(JSON.stringify(body.data)).not.toContain('Introduction video');
  });

  it('an anonymous caller does not reach the program at all', async () => {
    const body = await query(PROGRAM_NODE, { id: encodeGlobalID('Program', programs['Getting started']) });
    expect(body.data.node).toBeNull();
    expect(JSON.stringify(body)).not.toContain('Introduction video');
  });
});

const UPDATE_DETAILS = /* GraphQL */ `
  mutation UpdateDetails($input: UpdateLearnerDetailsInput!) {
    updateLearnerDetails(input: $input) {
      __typename
      ... on AppError { code field }
      ... on MutationUpdateLearnerDetailsSuccess { data { name telegram } }
    }
  }
`;

describe('updateLearnerDetails (the user-details dialog) requires a name and removes commas', () => {
  it.each([
    ['an empty name', ''],
    ['a blank name', '   '],
    ['a name of commas only', ' ,، '],
  ])('%s is nameRequired and changes nothing', async (_rule, name) => {
    const learner = await freshLearner('details');
    const body = await query(UPDATE_DETAILS, { input: { name, telegram: '@changed' } }, learner.token);
    expect(body.data.updateLearnerDetails).toEqual({ __typename: 'AppError', code: 'nameRequired', field: 'name' });
    expect(await db().learner.findUniqueOrThrow({ where: { id: learner.id } })).toMatchObject({ name: 'Fresh Learner', telegram: null });
  });

  it.each([
    ['commas are removed and the name trimmed', ' Doe, Jane ', 'Doe Jane'],
    ['Arabic commas are removed', 'سارة، أحمد', 'سارة أحمد'],
    ['a name without commas is kept', 'Jane Doe', 'Jane Doe'],
  ])('%s', async (_rule, name, stored) => {
    const learner = await freshLearner('details');
    const body = await query(UPDATE_DETAILS, { input: { name, telegram: ' @jane ' } }, learner.token);
    expect(body.data.updateLearnerDetails).toEqual({ __typename: 'MutationUpdateLearnerDetailsSuccess', data: { name: stored, telegram: '@jane' } });
    expect((await db().learner.findUniqueOrThrow({ where: { id: learner.id } })).name).toBe(stored);
  });

  it('an anonymous caller is unauthenticated', async () => {
    const body = await query(UPDATE_DETAILS, { input: { name: 'Someone' } });
    expect(body.data?.updateLearnerDetails?.code ?? body.errors?.[0]?.extensions?.code).toBe('unauthenticated');
  });
});

const ACCEPT_POLICIES = /* GraphQL */ `
  mutation AcceptPolicies($input: AcceptPoliciesInput!) {
    acceptPolicies(input: $input) {
      __typename
      ... on AppError { code field }
      ... on MutationAcceptPoliciesSuccess {
        data { privacyPolicyAccepted privacyPolicyAcceptedAt termsAccepted termsAcceptedAt }
      }
    }
  }
`;

describe('acceptPolicies (the policy dialog) needs both the privacy policy and the terms', () => {
  it.each([
    ['neither accepted', 'mustAcceptPrivacyPolicy', false, false],
    ['only the terms accepted', 'mustAcceptPrivacyPolicy', false, true],
    ['only the privacy policy accepted', 'mustAcceptTerms', true, false],
  ])('%s is %s and records nothing', async (_rule, code, privacyPolicyAccepted, termsAccepted) => {
    const learner = await freshLearner('policies');
    const body = await query(ACCEPT_POLICIES, { input: { privacyPolicyAccepted, termsAccepted } }, learner.token);
    expect(body.data.acceptPolicies).toMatchObject({ __typename: 'AppError', code });
    expect(await db().learner.findUniqueOrThrow({ where: { id: learner.id } })).toMatchObject({
      privacyPolicyAccepted: false,
      privacyPolicyAcceptedAt: null,
      termsAccepted: false,
      termsAcceptedAt: null,
    });
    expect(await db().consentRecord.count({ where: { learnerId: learner.id } })).toBe(0);
  });

  it('both accepted sets both flags with the time of acceptance and adds a consent record', async () => {
    const learner = await freshLearner('policies');
    const before = Date.now();
    const body = await query(ACCEPT_POLICIES, { input: { privacyPolicyAccepted: true, termsAccepted: true } }, learner.token);
    const after = Date.now();
    const { __typename, data } = body.data.acceptPolicies;
    expect(__typename).toBe('MutationAcceptPoliciesSuccess');
    expect(data).toMatchObject({ privacyPolicyAccepted: true, termsAccepted: true });
    for (const at of [data.privacyPolicyAcceptedAt, data.termsAcceptedAt]) {
      expect(new Date(at).getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(new Date(at).getTime()).toBeLessThanOrEqual(after + 1000);
    }
    const stored = await db().learner.findUniqueOrThrow({ where: { id: learner.id }, include: { consents: true } });
    expect(stored).toMatchObject({ privacyPolicyAccepted: true, termsAccepted: true });
    expect(stored.consents).toHaveLength(1);
    expect(stored.consents[0].preferences).toMatchObject({ privacyPolicyAccepted: true, termsAccepted: true });
  });

  it('accepting again adds another consent record', async () => {
    const learner = await freshLearner('policies-again');
    for (let round = 0; round < 2; round += 1) {
      await query(ACCEPT_POLICIES, { input: { privacyPolicyAccepted: true, termsAccepted: true } }, learner.token);
    }
    expect(await db().consentRecord.count({ where: { learnerId: learner.id } })).toBe(2);
  });

  it('an anonymous caller is unauthenticated', async () => {
    const body = await query(ACCEPT_POLICIES, { input: { privacyPolicyAccepted: true, termsAccepted: true } });
    expect(body.data?.acceptPolicies?.code ?? body.errors?.[0]?.extensions?.code).toBe('unauthenticated');
  });
});
