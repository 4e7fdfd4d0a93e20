// Learners identify by e-mail, per organisation: existence checks, registration
// (REST user/setUserInfo and GraphQL registerLearner share one set of rules) and
// sign-in, through the real server.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startTestApp, type TestApp } from '../../testing/testApp.ts';

type Answer = Awaited<ReturnType<TestApp['rest']>>;

let app: TestApp;
let devId: string;
let sequence = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${++sequence}@example.com`;

beforeAll(async () => {
  app = await startTestApp();
  devId = (await app.app.database.prisma.organization.findUniqueOrThrow({ where: { alias: 'dev' } })).id;
  await app.app.database.prisma.organization.create({ data: { alias: 'acme', name: 'Acme' } });
});

afterAll(async () => {
  await app?.stop();
});

/** fetch() drops a Host header it is given; node:http sends it. */
function postWithHost(path: string, host: string, body: unknown): Promise<Answer> {
  const { hostname, port } = new URL(app.url);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'POST', headers: { host, 'content-type': 'application/json' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const learnerCount = () => app.app.database.prisma.learner.count();

const REGISTER = /* GraphQL */ `
  mutation Register($input: RegisterLearnerInput!) {
    registerLearner(input: $input) {
      __typename
      ... on AppError { code field }
      ... on MutationRegisterLearnerSuccess { data { token } }
    }
  }
`;

const SIGN_IN = /* GraphQL */ `
  mutation SignIn($email: String!) {
    learnerSignIn(input: { email: $email }) {
      __typename
      ... on AppError { code field }
      ... on MutationLearnerSignInSuccess { data { token } }
    }
  }
`;

interface Registration {
  email: string;
  repeatEmail?: string;
  name: string;
  telegram?: string;
  dateOfBirth?: string;
  privacyPolicyAccepted: boolean;
  termsAccepted: boolean;
}

/** Registers through one channel; answers the error code, or null on success. */
const channels = {
  async rest(input: Registration): Promise<string | null> {
    const { status, body } = await app.rest('user/setUserInfo', input);
    if (status === 200) {
      expect(body).toEqual({ data: true });
      return null;
    }
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    return body.data.error;
  },
  async graphql(input: Registration): Promise<string | null> {
    const { status, body } = await app.gql(REGISTER, { input: { repeatEmail: input.email, ...input } });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const result = body.data.registerLearner;
    if (result.__typename === 'AppError') return result.code;
    expect(result.__typename).toBe('MutationRegisterLearnerSuccess');
    expect(result.data.token).toEqual(expect.any(String));
    return null;
  },
};

const thisYear = new Date().getUTCFullYear();
const validRegistration = (email: string): Registration => ({
  email,
  name: 'Sara Ali',
  privacyPolicyAccepted: true,
  termsAccepted: true,
});

describe('user/checkIfUserExists looks the e-mail up trimmed and lower-cased', () => {
  it.each([
    ['learner@example.com', 200, { data: true }],
    [' Learner@Example.COM ', 200, { data: true }],
    ['nobody@example.com', 200, { data: false }],
    ['not-an-email', 400, { data: { error: 'invalidEmail', field: 'email' } }],
    ['', 400, { data: { error: 'invalidEmail', field: 'email' } }],
  ])('%j answers %i %j', async (username, status, body) => {
    expect(await app.rest('user/checkIfUserExists', { username, org: 'dev' })).toEqual({ status, body });
  });

  it('a number in place of the e-mail is invalidEmail, not a 500', async () => {
    expect(await app.rest('user/checkIfUserExists', { username: 42 })).toEqual({ status: 400, body: { data: { error: 'invalidEmail', field: 'email' } } });
  });
});

describe.each(['rest', 'graphql'] as const)('registration through %s', (channel) => {
  it.each<[string, Partial<Registration>, string]>([
    ['an invalid e-mail is invalidEmail', { email: 'sara.example.com' }, 'invalidEmail'],
    ['a blank name is nameRequired', { name: '   ' }, 'nameRequired'],
    ['a name of commas only is nameRequired', { name: ' ,، ' }, 'nameRequired'],
    ['an unaccepted privacy policy is mustAcceptPrivacyPolicy', { privacyPolicyAccepted: false }, 'mustAcceptPrivacyPolicy'],
    ['unaccepted terms are mustAcceptTerms', { termsAccepted: false }, 'mustAcceptTerms'],
    ['a date of birth under 16 years ago is minimumAge', { dateOfBirth: `${thisYear - 15}-01-01` }, 'minimumAge'],
    ['an impossible date of birth is invalidDateOfBirth', { dateOfBirth: '2001-02-30' }, 'invalidDateOfBirth'],
    ['a date of birth in the future is invalidDateOfBirth', { dateOfBirth: `${thisYear + 1}-01-01` }, 'invalidDateOfBirth'],
    ['a date of birth over 120 years ago is invalidDateOfBirth', { dateOfBirth: `${thisYear - 122}-01-01` }, 'invalidDateOfBirth'],
    ['an e-mail already registered (in any case and spacing) is userAlreadyRegistered', { email: ' LEARNER@example.com ' }, 'userAlreadyRegistered'],
  ])('%s, and no learner is stored', async (_rule, change, code) => {
    const before = await learnerCount();
    const input = { ...validRegistration(uniqueEmail(channel)), ...change };
    expect(await channels[channel](input)).toBe(code);
    expect(await learnerCount()).toBe(before);
  });

  it('without a date of birth the registration is accepted', async () => {
    const email = uniqueEmail(`${channel}-no-birth-date`);
    const before = await learnerCount();
    expect(await channels[channel](validRegistration(email))).toBeNull();
    expect(await learnerCount()).toBe(before + 1);
    const stored = await app.app.database.prisma.learner.findUniqueOrThrow({ where: { organizationId_email: { organizationId: devId, email } } });
    expect(stored.dateOfBirth).toBeNull();
  });

  it('a date of birth 16 or more years ago is accepted and stored as that calendar day', async () => {
    const email = uniqueEmail(`${channel}-birth-date`);
    expect(await channels[channel]({ ...validRegistration(email), dateOfBirth: '1990-12-31' })).toBeNull();
    const stored = await app.app.database.prisma.learner.findUniqueOrThrow({ where: { organizationId_email: { organizationId: devId, email } } });
    expect(stored.dateOfBirth?.toISOString().slice(0, 10)).toBe('1990-12-31');
  });

  it('commas are stripped from the name, the e-mail is stored trimmed and lower-cased, and a consent record keeps the acceptances', async () => {
    const email = uniqueEmail(`${channel}-Clean.Up`);
    const startedAt = Date.now();
    const input = { ...validRegistration(` ${email.toUpperCase()} `), name: ' Sara, bint Ali، ' };
    expect(await channels[channel](input)).toBeNull();

    const prisma = app.app.database.prisma;
    const stored = await prisma.learner.findUniqueOrThrow({
      where: { organizationId_email: { organizationId: devId, email: email.toLowerCase() } },
      include: { consents: true },
    });
    expect(stored.name).toBe('Sara bint Ali');
    expect(stored.privacyPolicyAccepted).toBe(true);
    expect(stored.termsAccepted).toBe(true);
    for (const acceptedAt of [stored.privacyPolicyAcceptedAt, stored.termsAcceptedAt]) {
      expect(acceptedAt?.getTime()).toBeGreaterThanOrEqual(startedAt - 1000);
      expect(acceptedAt?.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
    expect(stored.consents).toHaveLength(1);
    const preferences = stored.consents[0].preferences as Record<string, unknown>;
    expect(preferences).toMatchObject({ privacyPolicyAccepted: true, termsAccepted: true });
    expect(new Date(String(preferences.acceptedAt)).getTime()).toBe(stored.termsAcceptedAt?.getTime());
  });
});

describe('registration rules only one channel can break', () => {
  it('GraphQL: a repeat e-mail that differs is emailsDoNotMatch, and nothing is stored', async () => {
    const before = await learnerCount();
    const email = uniqueEmail('repeat');
    const { body } = await app.gql(REGISTER, { input: { ...validRegistration(email), repeatEmail: `other-${email}` } });
    expect(body.data.registerLearner).toEqual({ __typename: 'AppError', code: 'emailsDoNotMatch', field: 'repeatEmail' });
    expect(await learnerCount()).toBe(before);
  });

  it('GraphQL: a repeat e-mail differing only in case and spaces matches', async () => {
    const email = uniqueEmail('repeat-case');
    const { body } = await app.gql(REGISTER, { input: { ...validRegistration(email), repeatEmail: ` ${email.toUpperCase()}` } });
    expect(body.data.registerLearner.__typename).toBe('MutationRegisterLearnerSuccess');
  });

  it('REST: a date of birth not written YYYY-MM-DD is invalidDateOfBirth, and nothing is stored', async () => {
    const before = await learnerCount();
    const answer = await app.rest('user/setUserInfo', { ...validRegistration(uniqueEmail('format')), dateOfBirth: '31/12/1990' });
    expect(answer).toEqual({ status: 400, body: { data: { error: 'invalidDateOfBirth', field: 'dateOfBirth' } } });
    expect(await learnerCount()).toBe(before);
  });

  it('REST: an already registered e-mail is 409 userAlreadyRegistered', async () => {
    const answer = await app.rest('user/setUserInfo', validRegistration('learner@example.com'));
    expect(answer).toEqual({ status: 409, body: { data: { error: 'userAlreadyRegistered', field: 'email' } } });
  });

  it('GraphQL: the registration token signs the new learner in', async () => {
    const email = uniqueEmail('token');
    const { body } = await app.gql(REGISTER, { input: { ...validRegistration(email), repeatEmail: email } });
    const token = body.data.registerLearner.data.token;
    const viewer = await app.gql('{ viewer { role learner { email name } } }', {}, token);
    expect(viewer.body.data.viewer).toEqual({ role: 'LEARNER', learner: { email, name: 'Sara Ali' } });
  });
});

describe('the answer of a GraphQL sign-in or registration names the learner it signed in, as the client asks', () => {
  it.each([
    [
      'learnerSignIn',
      () => `mutation { learnerSignIn(input: { email: "learner@example.com" }) {
        ... on MutationLearnerSignInSuccess { data { token learner { id email name } } } } }`,
      { email: 'learner@example.com', name: 'Demo Learner' },
    ],
    [
      'registerLearner',
      () => {
        const email = uniqueEmail('answer');
        return `mutation { registerLearner(input: { email: "${email}", repeatEmail: "${email}", name: "New Learner",
          privacyPolicyAccepted: true, termsAccepted: true }) {
          ... on MutationRegisterLearnerSuccess { data { token learner { id email name } } } } }`;
      },
      { name: 'New Learner' },
    ],
  ])('%s answers data.learner { id email name } without errors', async (field, document, learner) => {
    const { body } = await app.gql(document());
    expect(body.errors).toBeUndefined();
    expect(body.data[field].data.learner).toMatchObject({ id: expect.any(String), ...learner });
  });
});

describe('GraphQL learnerSignIn', () => {
  it('a known e-mail, in any case, gets a token that reads the learner as viewer', async () => {
    const { body } = await app.gql(SIGN_IN, { email: ' Learner@Example.com ' });
    const result = body.data.learnerSignIn;
    expect(result.__typename).toBe('MutationLearnerSignInSuccess');
    const viewer = await app.gql('{ viewer { role learner { email } } }', {}, result.data.token);
    expect(viewer.body.data.viewer).toEqual({ role: 'LEARNER', learner: { email: 'learner@example.com' } });
  });

  it.each([
    ['an unknown e-mail is userNotFound', 'nobody@example.com', 'userNotFound'],
    ['an invalid e-mail is invalidEmail', 'learner-at-example.com', 'invalidEmail'],
  ])('%s', async (_rule, email, code) => {
    const { body } = await app.gql(SIGN_IN, { email });
    expect(body.data.learnerSignIn).toEqual({ __typename: 'AppError', code, field: 'email' });
  });

  it('a sign-in opens one session of the learner, in their organisation, expiring after LEARNER_SESSION_DAYS; an unknown e-mail or another organisation opens none', async () => {
    const prisma = app.app.database.prisma;
    const learner = await prisma.learner.findFirstOrThrow({ where: { organizationId: devId, email: 'learner@example.com' } });
    const before = await prisma.session.count();
    const startedAt = Date.now();
    const { body } = await app.gql(SIGN_IN, { email: 'learner@example.com' });
    expect(body.data.learnerSignIn.__typename).toBe('MutationLearnerSignInSuccess');
    const session = await prisma.session.findFirstOrThrow({ orderBy: { createdAt: 'desc' } });
    expect(session).toMatchObject({ kind: 'LEARNER', learnerId: learner.id, organizationId: devId, identityId: null, revokedAt: null });
    const days = (session.expiresAt.getTime() - startedAt) / 86_400_000;
    expect(Math.round(days)).toBe(loadConfig({}).learnerSessionDays);
    expect(await prisma.session.count()).toBe(before + 1);
    await app.gql(SIGN_IN, { email: 'nobody@example.com' });
    await app.gql(SIGN_IN, { email: 'learner@example.com' }, undefined, { 'x-org-alias': 'acme' });
    expect(await prisma.session.count()).toBe(before + 1);
  });

  it('the learner of organisation dev is unknown in organisation acme named by the x-org-alias header', async () => {
    const { body } = await app.gql(SIGN_IN, { email: 'learner@example.com' }, undefined, { 'x-org-alias': 'acme' });
    expect(body.data.learnerSignIn).toMatchObject({ __typename: 'AppError', code: 'userNotFound' });
  });

  it('the learner of organisation dev is unknown in organisation acme named by the host name', async () => {
    const { body } = await postWithHost('/graphql', 'acme.example.com', { query: SIGN_IN, variables: { email: 'learner@example.com' } });
    expect(body.data.learnerSignIn).toMatchObject({ __typename: 'AppError', code: 'userNotFound' });
  });

  it('REST user/login follows the same rule: unknown in acme, known in dev', async () => {
    expect(await app.rest('user/login', { email: 'learner@example.com' }, undefined, { 'x-org-alias': 'acme' })).toEqual({
      status: 404,
      body: { data: { error: 'userNotFound', field: 'email' } },
    });
    const known = await app.rest('user/login', { email: 'learner@example.com' });
    expect(known.status).toBe(200);
    expect(known.body.data).toMatchObject({ token: expect.any(String), email: 'learner@example.com', name: 'Demo Learner' });
  });

  it('the same e-mail registers separately in another organisation', async () => {
    const email = uniqueEmail('two-orgs');
    expect(await channels.rest(validRegistration(email))).toBeNull();
    const inAcme = await app.rest('user/setUserInfo', validRegistration(email), undefined, { 'x-org-alias': 'acme' });
    expect(inAcme).toEqual({ status: 200, body: { data: true } });
    expect(await app.app.database.prisma.learner.count({ where: { email } })).toBe(2);
  });
});
