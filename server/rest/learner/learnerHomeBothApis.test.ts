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
});
