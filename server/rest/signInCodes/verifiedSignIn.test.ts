// Verified sign-in through the legacy paths and GraphQL (issue 15): the
// holder's switch and who may use it, the public organisation data, signing
// in and registering with the mailed code (read from the in-memory outbox),
// the legacy paths that took an e-mail alone, and everything as before with it off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedNodeFixture, type Caller, type NodeFixture } from '../../testing/nodeFixtures.ts';
import { startTestApp, type Json, type TestApp } from '../../testing/testApp.ts';
import { userRoutes } from '../routes.ts';

let app: TestApp;
let fx: NodeFixture;
const ACME = { 'x-org-alias': 'acme' };
const db = () => app.app.database.prisma;
const acme = () => db().organization.findUniqueOrThrow({ where: { alias: 'acme' } });
const VICTIM = 'victim@acme.example';

beforeAll(async () => {
  app = await startTestApp();
  fx = await seedNodeFixture(app);
}, 60_000);

afterAll(async () => {
  await app?.stop();
});

const setVerified = (value: unknown, caller: Caller = 'acmeHolder') => app.rest('admin/setOrgProperty', { property: 'verifiedSignIn', value }, fx.tokens[caller], ACME);
const acmeRest = (path: string, body: Json, token?: string) => app.rest(path, body, token, ACME);

/** Waits for the mail job to send the code to `email` (newer than `after` messages) and answers its six digits. */
async function mailedCode(email: string, after: number): Promise<{ code: string; subject: string; text: string }> {
  for (let tries = 0; tries < 600; tries++) {
    const sent = app.app.mailer.outbox.filter((mail) => mail.message.to === email);
    if (sent.length > after) {
      const { subject, text } = sent[sent.length - 1].message;
      return { code: /^(\d{6})$/m.exec(text)![1], subject, text };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no code mailed to ${email}`);
}
const sentTo = (email: string) => app.app.mailer.outbox.filter((mail) => mail.message.to === email).length;

/** Asks for a code and answers it once it is mailed. */
async function codeFor(email: string, locale?: string): Promise<{ code: string; subject: string; text: string }> {
  const before = sentTo(email);
  const { status, body } = await acmeRest('user/requestSignInCode', { email, locale });
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body.data).toBe(true);
  return mailedCode(email, before);
}

describe('the holder switches verified sign-in', () => {
  it('is off by default and shown in the public organisation data, REST and GraphQL', async () => {
    expect((await acme()).verifiedSignIn).toBe(false);
    expect((await acmeRest('user/getOrgDataByAlias', { alias: 'acme' })).body.data.verifiedSignIn).toBe(false);
    expect((await setVerified(true)).status).toBe(200);
    expect((await acme()).verifiedSignIn).toBe(true);
    expect((await acmeRest('user/getOrgDataByAlias', { alias: 'acme' })).body.data.verifiedSignIn).toBe(true);
    expect((await app.gql('{ organization { verifiedSignIn } }', {}, undefined, ACME)).body.data.organization.verifiedSignIn).toBe(true);
    expect((await setVerified(false)).status).toBe(200);
    expect((await app.gql('{ organization { verifiedSignIn } }', {}, undefined, ACME)).body.data.organization.verifiedSignIn).toBe(false);
  });

  it('through GraphQL setOrganizationProperty as well', async () => {
    const SET = `mutation($input: SetOrganizationPropertyInput!) { setOrganizationProperty(input: $input) {
      ... on MutationSetOrganizationPropertySuccess { data { verifiedSignIn } } ... on AppError { code field } } }`;
    const on = await app.gql(SET, { input: { property: 'verifiedSignIn', value: true } }, fx.tokens.acmeHolder, ACME);
    expect(on.body.data.setOrganizationProperty).toEqual({ data: { verifiedSignIn: true } });
    const bad = await app.gql(SET, { input: { property: 'verifiedSignIn', value: 'yes' } }, fx.tokens.acmeHolder, ACME);
    expect(bad.body.data.setOrganizationProperty).toEqual({ code: 'invalid_data_entry', field: 'verifiedSignIn' });
    await setVerified(false);
  });

  it.each([['yes'], [1], [null], [{}]])('a value that is not a boolean (%j) is refused and changes nothing', async (value) => {
    const { status, body } = await setVerified(value);
    expect(status).toBe(400);
    expect(body.data.error).toBe('invalid_data_entry');
    expect((await acme()).verifiedSignIn).toBe(false);
  });

  const refused: [Caller, number][] = [
    ['anonymous', 401],
    ['acmeLearner', 403],
    ['acmeNeighbour', 403],
    ['acmeOwner', 403],
    ['devLearner', 403],
    ['devOwner', 403],
    ['platform', 403],
  ];
  it.each(refused)('%s may not switch it (%i)', async (caller, status) => {
    expect((await setVerified(true, caller)).status).toBe(status);
    expect((await acme()).verifiedSignIn).toBe(false);
  });

  it("another organisation's holder switches only their own organisation", async () => {
    expect((await setVerified(true, 'devHolder')).status).toBe(200);
    expect((await acme()).verifiedSignIn).toBe(false);
    expect((await db().organization.findUniqueOrThrow({ where: { alias: 'dev' } })).verifiedSignIn).toBe(true);
    expect((await setVerified(false, 'devHolder')).status).toBe(200);
  });
});

describe('with verified sign-in off (the default), the documented e-mail-only behaviour', () => {
  it('user/login takes the e-mail alone, and a code is neither asked for nor sent', async () => {
    expect((await acmeRest('user/login', { email: VICTIM })).body.data.token).toEqual(expect.any(String));
    const { status, body } = await acmeRest('user/requestSignInCode', { email: VICTIM });
    expect([status, body.data.error]).toEqual([409, 'signInCodeNotNeeded']);
    expect(await db().signInCode.count({ where: { email: VICTIM } })).toBe(0);
  });

  it('a legacy learner path names the learner by the e-mail alone', async () => {
    expect((await acmeRest('user/getUserData', { email: VICTIM })).status).toBe(200);
    expect((await acmeRest('user/setUserInfo', { email: VICTIM, name: 'Acme Learner' })).body.data).toBe(true);
  });
});

describe('with verified sign-in on', () => {
  beforeAll(async () => {
    expect((await setVerified(true)).status).toBe(200);
  });
  afterAll(async () => {
    await setVerified(false);
  });

  it('user/login without a code is refused (signInCodeRequired), with a wrong one too (signInCodeWrong)', async () => {
    expect(await acmeRest('user/login', { email: VICTIM })).toMatchObject({ status: 401, body: { data: { error: 'signInCodeRequired' } } });
    const { code } = await codeFor(VICTIM);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(await acmeRest('user/login', { email: VICTIM, code: wrong })).toMatchObject({ status: 401, body: { data: { error: 'signInCodeWrong' } } });
  });

  it('user/login with the mailed code signs in, once', async () => {
    const { code } = await codeFor(VICTIM);
    const first = await acmeRest('user/login', { email: ' Victim@Acme.example ', code });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ token: expect.any(String), email: VICTIM });
    expect((await acmeRest('user/getUserData', { email: VICTIM }, first.body.data.token)).status).toBe(200);
    expect(await acmeRest('user/login', { email: VICTIM, code })).toMatchObject({ status: 401, body: { data: { error: 'signInCodeUsed' } } });
  });

  it('the code is mailed in the language asked for (Arabic by default)', async () => {
    expect((await codeFor(VICTIM)).subject).toBe('رمز الدخول إلى Acme');
    expect((await codeFor(VICTIM, 'en')).subject).toBe('Your sign-in code for Acme');
  });

  it('an unknown e-mail is answered and mailed like a known one; its code then registers it (user/setUserInfo)', async () => {
    const email = 'newcomer@acme.example';
    const { code } = await codeFor(email);
    // signing in first (the entry screen does) keeps the code: the e-mail is unknown
    expect(await acmeRest('user/login', { email, code })).toMatchObject({ status: 404, body: { data: { error: 'userNotFound' } } });
    const registration = { email, repeatEmail: email, name: 'New Comer', privacyPolicyAccepted: true, termsAccepted: true, dateOfBirth: '2000-01-01' };
    expect(await acmeRest('user/setUserInfo', registration)).toMatchObject({ status: 401, body: { data: { error: 'signInCodeRequired' } } });
    expect(await db().learner.count({ where: { email } })).toBe(0);
    expect((await acmeRest('user/setUserInfo', { ...registration, code })).body.data).toBe(true);
    expect(await db().learner.count({ where: { email } })).toBe(1);
    expect((await db().signInCode.findFirstOrThrow({ where: { email }, orderBy: { createdAt: 'desc' } })).usedAt).not.toBeNull();
  });

  it('an already registered e-mail needs a code before it is told it is registered', async () => {
    const registration = { email: VICTIM, repeatEmail: VICTIM, name: 'Again', privacyPolicyAccepted: true, termsAccepted: true, dateOfBirth: '2000-01-01' };
    expect((await acmeRest('user/setUserInfo', registration)).body.data.error).toBe('signInCodeRequired');
  });

  it('GraphQL: requestSignInCode, then learnerSignIn and registerLearner with the code', async () => {
    const REQUEST = `mutation($input: RequestSignInCodeInput!) { requestSignInCode(input: $input) { ... on MutationRequestSignInCodeSuccess { data { sent } } ... on AppError { code } } }`;
    const SIGN_IN = `mutation($input: LearnerSignInInput!) { learnerSignIn(input: $input) { ... on MutationLearnerSignInSuccess { data { token learner { email } } } ... on AppError { code field } } }`;
    const REGISTER = `mutation($input: RegisterLearnerInput!) { registerLearner(input: $input) { ... on MutationRegisterLearnerSuccess { data { token } } ... on AppError { code field } } }`;
    const gqlCode = async (email: string) => {
      const before = sentTo(email);
      const { body } = await app.gql(REQUEST, { input: { email, locale: 'en' } }, undefined, ACME);
      expect(body.data.requestSignInCode).toEqual({ data: { sent: true } });
      return (await mailedCode(email, before)).code;
    };
    expect((await app.gql(SIGN_IN, { input: { email: VICTIM } }, undefined, ACME)).body.data.learnerSignIn).toEqual({ code: 'signInCodeRequired', field: 'code' });
    const code = await gqlCode(VICTIM);
    expect((await app.gql(SIGN_IN, { input: { email: VICTIM, code } }, undefined, ACME)).body.data.learnerSignIn.data.learner.email).toBe(VICTIM);

    const email = 'graphql.newcomer@acme.example';
    const input = { email, repeatEmail: email, name: 'Graph Comer', privacyPolicyAccepted: true, termsAccepted: true };
    expect((await app.gql(REGISTER, { input }, undefined, ACME)).body.data.registerLearner).toEqual({ code: 'signInCodeRequired', field: 'code' });
    const newcomerCode = await gqlCode(email);
    expect((await app.gql(REGISTER, { input: { ...input, code: newcomerCode } }, undefined, ACME)).body.data.registerLearner.data.token).toEqual(expect.any(String));
  });

  const learnerPaths = Object.entries(userRoutes)
    .filter(([, route]) => route.access === 'learner')
    .map(([name]) => name);
  it.each(learnerPaths)('user/%s refuses the e-mail alone (unauthenticated) and changes nothing', async (name) => {
    const before = await db().learner.findUniqueOrThrow({ where: { id: fx.rows.learnerId }, include: { progress: true } });
    const { status, body } = await acmeRest(`user/${name}`, { email: VICTIM, accountId: fx.rows.accountId, programId: fx.rows.programId, itemId: fx.rows.itemId, value: true, account: fx.rows.accountId, quizId: 'x', quiz: {} });
    expect([status, body.data.error]).toEqual([401, 'unauthenticated']);
    expect(await db().learner.findUniqueOrThrow({ where: { id: fx.rows.learnerId }, include: { progress: true } })).toEqual(before);
  });

  it("user/setUserInfo's details dialog refuses the e-mail alone and takes the learner's token", async () => {
    expect(await acmeRest('user/setUserInfo', { email: VICTIM, name: 'Mallory' })).toMatchObject({ status: 401, body: { data: { error: 'unauthenticated' } } });
    expect((await db().learner.findUniqueOrThrow({ where: { id: fx.rows.learnerId } })).name).toBe('Acme Learner');
    expect((await acmeRest('user/setUserInfo', { email: VICTIM, name: 'Acme Learner Renamed' }, fx.tokens.acmeLearner)).body.data).toBe(true);
    expect((await db().learner.findUniqueOrThrow({ where: { id: fx.rows.learnerId } })).name).toBe('Acme Learner Renamed');
  });

  it('a session token opened before it was switched on still works', async () => {
    expect((await acmeRest('user/getUserData', { email: VICTIM }, fx.tokens.acmeLearner)).status).toBe(200);
  });

  it('user/checkIfUserExists answers as before (and is still counted per address)', async () => {
    expect((await acmeRest('user/checkIfUserExists', { username: VICTIM })).body.data).toBe(true);
    expect((await acmeRest('user/checkIfUserExists', { username: 'nobody@acme.example' })).body.data).toBe(false);
  });

  it.each([['not-an-email'], [''], [42]])('requesting a code for %j is refused (invalidEmail) and writes nothing', async (email) => {
    const rows = await db().signInCode.count();
    expect(await acmeRest('user/requestSignInCode', { email })).toMatchObject({ status: 400, body: { data: { error: 'invalidEmail' } } });
    expect(await db().signInCode.count()).toBe(rows);
  });
});
