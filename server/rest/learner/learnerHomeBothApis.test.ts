// The learner home, REST (user/getUserData) and GraphQL (viewer.learner) on the
// same cases (issue 31: one read, one rule): the accounts in one order (the
// owner's order, then the oldest first) and one registration-form rule (the
// form while registration by form is on and the account open). They used to
// differ: REST sorted by order alone and answered an account's form even with
// registration by form off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Json, type TestApp } from '../../testing/testApp.ts';

let app: TestApp;
let token = '';
const forms: Record<string, string> = {};

const db = () => app.app.database.prisma;

beforeAll(async () => {
  app = await startTestApp();
  const organizationId = (await db().organization.findUniqueOrThrow({ where: { alias: 'dev' } })).id;
  const at = (day: number) => new Date(Date.UTC(2026, 10, day));
  const account = async (alias: string, data: Record<string, unknown>) => {
    const created = await db().account.create({ data: { organizationId, alias, ...data } });
    const form = await db().quiz.create({ data: { organizationId, accountId: created.id, name: `${alias} form`, isForm: true } });
    await db().account.update({ where: { id: created.id }, data: { regFormId: form.id } });
    forms[alias] = form.id;
  };
  // the same order: the older first, whatever order they were made in
  await account('Newer', { order: 5, createdAt: at(3) });
  await account('Older', { order: 5, createdAt: at(2) });
  // a form kept from before, but registration by form off: no form to offer
  await account('Form off', { order: 6, useRegForm: false });
  // registration by form on, not yet registered: an available account
  await account('Open for registration', { order: 7, useRegForm: true });
  // an ended account, whose programs the learner still sees
  await account('Ended', { order: 8, accountClosed: true });
  const program = async (alias: string, name: string, data: Record<string, unknown> = {}) => {
    const { id: accountId } = await db().account.findFirstOrThrow({ where: { organizationId, alias } });
    await db().program.create({ data: { organizationId, accountId, name, ...data } });
  };
  // in the owner's order, then the oldest first; a closed program shown, a hidden one not
  await program('Older', 'Second', { order: 2, createdAt: at(1) });
  await program('Older', 'First, newer', { order: 1, createdAt: at(3) });
  await program('Older', 'First, older', { order: 1, createdAt: at(2) });
  await program('Older', 'Ended program', { order: 3, closed: true, banner: 'banner.png', primaryColor: '#123456' });
  await program('Older', 'Hidden', { order: 0, hidden: true });
  await program('Ended', 'Of an ended account', { closed: false });
  await program('Ended', 'Hidden in an ended account', { hidden: true });
  // an account the learner does not see: none of its programs
  await program('Open for registration', 'Not registered');
  const { body } = await app.gql('mutation ($email: String!) { learnerSignIn(input: { email: $email }) { ... on MutationLearnerSignInSuccess { data { token } } } }', {
    email: 'learner@example.com',
  });
  token = body.data.learnerSignIn.data.token;
});

afterAll(async () => {
  await app?.stop();
});

const HOME = `query { viewer { learner {
  domains { name registrationForm }
  availableDomains { name registrationForm }
} } }`;

async function restHome() {
  const { body } = await app.rest('user/getUserData', {}, token);
  const shape = (domain: Json) => ({ name: domain.name as string, form: (domain.regForm as string | null) ?? null });
  return { domains: body.data.domains.map(shape), available: body.data.availableAccounts.map(shape) };
}

async function graphqlHome() {
  const { body } = await app.gql(HOME, {}, token);
  expect(body.errors).toBeUndefined();
  const { decodeGlobalID } = await import('@pothos/plugin-relay');
  const shape = (domain: Json) => ({ name: domain.name as string, form: domain.registrationForm ? decodeGlobalID(domain.registrationForm as string).id : null });
  return { domains: body.data.viewer.learner.domains.map(shape), available: body.data.viewer.learner.availableDomains.map(shape) };
}

describe('the learner home answers the same accounts in both APIs', () => {
  it('in one order: the owner’s order, then the oldest first', async () => {
    const rest = await restHome();
    const names = rest.domains.map((domain: { name: string }) => domain.name);
    expect(names.indexOf('Older')).toBeLessThan(names.indexOf('Newer'));
    expect(names.indexOf('Newer')).toBeLessThan(names.indexOf('Form off'));
    expect((await graphqlHome()).domains.map((domain: { name: string }) => domain.name)).toEqual(names);
  });

  it('with one registration-form rule: none while registration by form is off', async () => {
    for (const home of [await restHome(), await graphqlHome()]) {
      expect(home.domains.find((domain: { name: string }) => domain.name === 'Form off')).toEqual({ name: 'Form off', form: null });
      expect(home.domains.find((domain: { name: string }) => domain.name === 'Older')).toEqual({ name: 'Older', form: null });
    }
  });

  it('offering the same accounts to register in, with their form', async () => {
    const rest = (await restHome()).available;
    expect(rest).toContainEqual({ name: 'Open for registration', form: forms['Open for registration'] });
    expect((await graphqlHome()).available).toEqual(rest);
  });

  it('with the same programs in each account, open and ended: the owner’s order, closed ones shown, hidden ones not', async () => {
    const { body } = await app.rest('user/getUserData', {}, token);
    const restPrograms = (domains: Json[]) =>
      domains.map((domain) => ({ name: domain.name, programs: (domain.programs as Json[]).map((program) => ({ name: program.name, closed: program.closed })) }));
    const rest = { open: restPrograms(body.data.domains), ended: restPrograms(body.data.closedDomains) };
    expect(rest.open.find((domain) => domain.name === 'Older')?.programs).toEqual([
      { name: 'First, older', closed: false },
      { name: 'First, newer', closed: false },
      { name: 'Second', closed: false },
      { name: 'Ended program', closed: true },
    ]);
    expect(rest.ended).toEqual([{ name: 'Ended', programs: [{ name: 'Of an ended account', closed: false }] }]);
    const graphql = await app.gql(
      'query { viewer { learner { open: domains { name programs { name closed } } ended: domains(closed: true) { name programs { name closed } } } } }',
      {},
      token,
    );
    expect(graphql.body.errors).toBeUndefined();
    expect(graphql.body.data.viewer.learner).toEqual(rest);
  });
});
