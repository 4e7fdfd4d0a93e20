// The learner's legacy REST data: user/getUserData (the learner home) and the
// user-details dialog through user/setUserInfo.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/testApp.ts';

let app: TestApp;
let learnerToken = '';
let sequence = 0;

beforeAll(async () => {
  app = await startTestApp();
  learnerToken = (await app.rest('user/login', { email: 'learner@example.com' })).body.data.token;
});

afterAll(async () => {
  await app?.stop();
});

/**
 * An organisation of its own with one learner, so a test can shape accounts
 * without touching what the other tests read in dev. Answers the learner's token.
 */
async function organizationWith(accounts: { alias: string; program: string; hideAccountToQuiz?: boolean; accountClosed?: boolean; order: number }[]) {
  const prisma = app.app.database.prisma;
  const alias = `home-${++sequence}`;
  const org = await prisma.organization.create({ data: { alias, name: alias } });
  for (const { program, ...account } of accounts) {
    const created = await prisma.account.create({ data: { organizationId: org.id, ...account } });
    await prisma.program.create({ data: { organizationId: org.id, accountId: created.id, name: program } });
  }
  await prisma.learner.create({ data: { organizationId: org.id, email: 'home@example.com', name: 'Home Learner', termsAccepted: true, privacyPolicyAccepted: true } });
  const login = await app.rest('user/login', { email: 'home@example.com' }, undefined, { 'x-org-alias': alias });
  return login.body.data.token as string;
}

async function registeredLearner(label: string) {
  const email = `${label}-${Date.now()}-${++sequence}@example.com`;
  const registered = await app.rest('user/setUserInfo', { email, name: 'Before Change', privacyPolicyAccepted: true, termsAccepted: true });
  expect(registered.status).toBe(200);
  const token = (await app.rest('user/login', { email })).body.data.token as string;
  return { email, token };
}

const programNames = (domains: { programs: { name: string }[] }[]) => domains.map((domain) => domain.programs.map((program) => program.name));

describe('user/getUserData needs the learner token, and the e-mail in the body must be its learner', () => {
  it.each([
    ['no token is 401 unauthenticated', undefined, {}, 401, 'unauthenticated'],
    ['an invalid token is 401 unauthenticated', 'no-such-token', {}, 401, 'unauthenticated'],
    ["another learner's e-mail is 403 forbidden", 'learner', { email: 'someone.else@example.com' }, 403, 'forbidden'],
  ])('%s', async (_rule, token, body, status, error) => {
    const answer = await app.rest('user/getUserData', body, token === 'learner' ? learnerToken : token);
    // the refusal of another learner's e-mail names the field
    expect(answer).toEqual({ status, body: { data: { error, ...(status === 403 ? { field: 'email' } : {}) } } });
  });

  it.each([
    ['no e-mail', {}],
    ["the learner's own e-mail", { email: 'learner@example.com', org: 'dev' }],
    ["the learner's own e-mail in another case and spacing", { email: ' Learner@Example.com ' }],
  ])('with %s it answers', async (_rule, body) => {
    const answer = await app.rest('user/getUserData', body, learnerToken);
    expect(answer.status).toBe(200);
    expect(answer.body.data.userInfo.email).toBe('learner@example.com');
  });
});

describe('user/getUserData answers name, userInfo, domains, closedDomains and availableAccounts', () => {
  it('for the seeded learner: the seeded account with its program, nothing closed, and Evening School offered for registration by its form', async () => {
    const { status, body } = await app.rest('user/getUserData', { email: 'learner@example.com', org: 'dev' }, learnerToken);
    expect(status).toBe(200);
    const data = body.data;
    expect(data.name).toBe('Demo Learner');
    expect(data.userInfo).toMatchObject({
      email: 'learner@example.com',
      name: 'Demo Learner',
      telegram: null,
      dateOfBirth: null,
      termsAccepted: true,
      privacyPolicyAccepted: true,
    });
    expect(new Date(data.userInfo.termsAcceptedDate).getTime()).not.toBeNaN();
    expect(new Date(data.userInfo.privacyPolicyAcceptedDate).getTime()).not.toBeNaN();
    expect(data.domains).toHaveLength(1);
    expect(data.domains[0]).toMatchObject({ name: 'Demo Account', disableDownloads: false, regForm: null });
    expect(data.domains[0]._id).toEqual(expect.any(String));
    expect(programNames(data.domains)).toEqual([['Getting started']]);
    expect(data.closedDomains).toEqual([]);
    const prisma = app.app.database.prisma;
    const school = await prisma.account.findFirstOrThrow({ where: { organization: { alias: 'dev' }, alias: 'Evening School' } });
    const registrationForm = await prisma.quiz.findFirstOrThrow({ where: { accountId: school.id, name: 'Evening School registration' } });
    expect(data.availableAccounts).toEqual([
      { _id: school.id, id: school.id, name: 'Evening School', regForm: registrationForm.id, banner: null, primaryColor: null },
    ]);
  });

  it('the program of an account with accountClosed true is under closedDomains, not domains', async () => {
    const token = await organizationWith([
      { alias: 'Open Account', program: 'Open program', order: 0 },
      { alias: 'Ended Account', program: 'Ended program', accountClosed: true, order: 1 },
    ]);
    const { body } = await app.rest('user/getUserData', {}, token);
    expect(body.data.domains.map((domain: { name: string }) => domain.name)).toEqual(['Open Account']);
    expect(programNames(body.data.domains)).toEqual([['Open program']]);
    expect(body.data.closedDomains.map((domain: { name: string }) => domain.name)).toEqual(['Ended Account']);
    expect(programNames(body.data.closedDomains)).toEqual([['Ended program']]);
  });

  it('an account hidden from the learner home (hideAccountToQuiz) is listed nowhere', async () => {
    const token = await organizationWith([
      { alias: 'Shown Account', program: 'Shown program', order: 0 },
      { alias: 'Hidden Account', program: 'Hidden program', hideAccountToQuiz: true, order: 1 },
      { alias: 'Hidden Ended Account', program: 'Hidden ended program', hideAccountToQuiz: true, accountClosed: true, order: 2 },
    ]);
    const { body } = await app.rest('user/getUserData', {}, token);
    expect(programNames(body.data.domains)).toEqual([['Shown program']]);
    expect(body.data.closedDomains).toEqual([]);
    expect(JSON.stringify(body.data)).not.toContain('Hidden');
  });

  it('the accounts of another organisation are not listed', async () => {
    await organizationWith([{ alias: 'Foreign Account', program: 'Foreign program', order: 0 }]);
    const { status, body } = await app.rest('user/getUserData', {}, learnerToken);
    expect(status).toBe(200);
    expect(body.data.domains.map((domain: { name: string }) => domain.name)).toEqual(['Demo Account']);
    expect(JSON.stringify(body.data)).not.toContain('Foreign');
  });

  it('domains follow the accounts order', async () => {
    const token = await organizationWith([
      { alias: 'Second', program: 'B', order: 2 },
      { alias: 'First', program: 'A', order: 1 },
    ]);
    const { body } = await app.rest('user/getUserData', {}, token);
    expect(body.data.domains.map((domain: { name: string }) => domain.name)).toEqual(['First', 'Second']);
  });
});

describe('user/getOrgDataByHostname', () => {
  it('answers the organisation of a host name, and refuses a host name that is not text (issue 30)', async () => {
    const dev = await app.rest('user/getOrgDataByHostname', { hostname: 'localhost' });
    expect(dev.status).toBe(200);
    for (const hostname of [12, ['dev.localhost'], { host: 'x' }, true, 'a'.repeat(254)]) {
      expect(await app.rest('user/getOrgDataByHostname', { hostname })).toEqual({ status: 400, body: { data: { error: 'invalid_data_entry', field: 'hostname' } } });
    }
  });
});

describe('user/setUserInfo with a learner token is the user-details dialog', () => {
  it('updates the name (commas removed) and telegram, and answers true', async () => {
    const { email, token } = await registeredLearner('details');
    const answer = await app.rest('user/setUserInfo', { email, name: ' New, Name ', telegram: ' @new_handle ' }, token);
    expect(answer).toEqual({ status: 200, body: { data: true } });
    const { body } = await app.rest('user/getUserData', {}, token);
    expect(body.data.name).toBe('New Name');
    expect(body.data.userInfo).toMatchObject({ email, name: 'New Name', telegram: '@new_handle' });
  });

  it('a blank telegram clears it', async () => {
    const { email, token } = await registeredLearner('telegram');
    await app.rest('user/setUserInfo', { email, name: 'Named', telegram: '@someone' }, token);
    await app.rest('user/setUserInfo', { email, name: 'Named', telegram: '  ' }, token);
    const { body } = await app.rest('user/getUserData', {}, token);
    expect(body.data.userInfo.telegram).toBeNull();
  });

  it.each([
    ['a blank name', { name: '   ' }],
    ['a name of commas only', { name: ',،' }],
    ['no name', {}],
  ])('%s is 400 nameRequired and changes nothing', async (_rule, change) => {
    const { email, token } = await registeredLearner('name-required');
    expect(await app.rest('user/setUserInfo', { email, telegram: '@x', ...change }, token)).toEqual({
      status: 400,
      body: { data: { error: 'nameRequired', field: 'name' } },
    });
    const { body } = await app.rest('user/getUserData', {}, token);
    expect(body.data.userInfo).toMatchObject({ name: 'Before Change', telegram: null });
  });

  it("keeps the date of birth of the spec's body, leaves it when absent or empty, and refuses a bad one on its field (issue 30)", async () => {
    const { email, token } = await registeredLearner('birth');
    const learner = () => app.app.database.prisma.learner.findFirstOrThrow({ where: { email } });
    // the spec's body: email, name, telegram, org, privacyPolicyAccepted, termsAccepted, dateOfBirth (the acceptances already given)
    const spec = { email, name: 'Born', telegram: '', org: 'dev', privacyPolicyAccepted: true, termsAccepted: true, dateOfBirth: '2000-02-29' };
    expect(await app.rest('user/setUserInfo', spec, token)).toEqual({ status: 200, body: { data: true } });
    expect((await learner()).dateOfBirth?.toISOString()).toBe('2000-02-29T00:00:00.000Z');
    await app.rest('user/setUserInfo', { email, name: 'Born' }, token);
    await app.rest('user/setUserInfo', { email, name: 'Born', dateOfBirth: '' }, token);
    expect((await learner()).dateOfBirth?.toISOString()).toBe('2000-02-29T00:00:00.000Z');
    for (const [dateOfBirth, error] of [['2000-02-30', 'invalidDateOfBirth'], [`${new Date().getUTCFullYear() - 5}-01-01`, 'minimumAge'], [20000101, 'invalidDateOfBirth']] as const) {
      expect(await app.rest('user/setUserInfo', { email, name: 'Changed', dateOfBirth }, token)).toEqual({ status: 400, body: { data: { error, field: 'dateOfBirth' } } });
    }
    expect(await learner()).toMatchObject({ name: 'Born' });
    expect((await learner()).dateOfBirth?.toISOString()).toBe('2000-02-29T00:00:00.000Z');
  });

  it("another learner's e-mail is 403 forbidden and changes nothing", async () => {
    const { token } = await registeredLearner('not-mine');
    expect(await app.rest('user/setUserInfo', { email: 'learner@example.com', name: 'Hijacked' }, token)).toEqual({
      status: 403,
      body: { data: { error: 'forbidden', field: 'email' } },
    });
    const seeded = await app.app.database.prisma.learner.findFirstOrThrow({ where: { email: 'learner@example.com' } });
    expect(seeded.name).toBe('Demo Learner');
  });
});
