// The legacy shape of the spec's learner calls (learner spec §7): the e-mail in
// the body, no token. Every user/ path is called with the spec's exact body and
// no token and answers the documented shape; the e-mail names a learner of
// the request's organisation only, and an admin's token never acts as a learner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizFixtures } from '../../testing/quizFixtures.ts';
import { startTestApp, type Json, type TestApp } from '../../testing/testApp.ts';

let app: TestApp;
let fx: ReturnType<typeof quizFixtures>;
let demoAccountId: string;
let programId: string;
let itemId: string;

beforeAll(async () => {
  app = await startTestApp();
  fx = quizFixtures(app);
  demoAccountId = (await fx.dev()).accountId;
  const program = await fx.db().program.findFirstOrThrow({ where: { name: 'Getting started' }, include: { items: true } });
  programId = program.id;
  itemId = program.items.find((item) => item.itemType !== 'folder' && item.itemType !== 'quiz')!.id;
});

afterAll(async () => {
  await app?.stop();
});

// What the old client adds to every body.
const diagnostics = { userAgent: 'Mozilla/5.0 (legacy client)', clientLog: [] };
const call = (path: string, body: Json, token?: string) => app.rest(`user/${path}`, { ...body, ...diagnostics }, token);

/** A learner of dev who has never signed in (no token anywhere). */
async function learnerWithoutToken() {
  const email = `legacy-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const { organizationId } = await fx.dev();
  const learner = await fx.db().learner.create({
    data: { organizationId, email, name: 'Legacy Learner', termsAccepted: true, privacyPolicyAccepted: true },
  });
  return { id: learner.id, email };
}

/** The taken quiz document with the right answers written into its questions, as the old client submits it. */
function answeredDocument(data: Json): Json {
  const [s1, s2] = data.sections;
  s1.questions[0].selectedAnswer = 2;
  s1.questions[1].textAnswer = 'green';
  s2.questions[0].checkedAnswers = [true, false, true];
  s2.questions[2].fields[1].value = 'star';
  s2.questions[2].fields[3].value = 'satellite';
  return data;
}

describe('every user/ path answers the spec body without a token', () => {
  it('checkIfUserExists { username, org } answers a boolean (public)', async () => {
    const { email } = await learnerWithoutToken();
    expect(await call('checkIfUserExists', { username: email, org: 'dev' })).toEqual({ status: 200, body: { data: true } });
    expect(await call('checkIfUserExists', { username: 'nobody@example.com', org: 'dev' })).toEqual({ status: 200, body: { data: false } });
  });

  it('setUserInfo with the registration payload registers and answers data true (public)', async () => {
    const email = `new-${Date.now()}@example.com`;
    const body = { email, name: 'New Learner', telegram: '@new', org: 'dev', privacyPolicyAccepted: true, termsAccepted: true, dateOfBirth: '2000-01-01' };
    expect(await call('setUserInfo', body)).toEqual({ status: 200, body: { data: true } });
    expect(await call('setUserInfo', body)).toEqual({ status: 409, body: { data: { error: 'userAlreadyRegistered', field: 'email' } } });
  });

  it("setUserInfo without the acceptances is the user-details dialog of the e-mail's learner", async () => {
    const learner = await learnerWithoutToken();
    expect(await call('setUserInfo', { email: learner.email, name: 'Renamed, Learner', telegram: '@renamed', org: 'dev' })).toEqual({
      status: 200,
      body: { data: true },
    });
    expect(await fx.db().learner.findUniqueOrThrow({ where: { id: learner.id } })).toMatchObject({ name: 'Renamed Learner', telegram: '@renamed' });
    expect(await call('setUserInfo', { email: 'nobody@example.com', name: 'X', org: 'dev' })).toEqual({ status: 404, body: { data: { error: 'userNotFound', field: 'email' } } });
  });

  it('getOrgDataByAlias { alias } and getOrgDataByHostname { hostname } answer the public organisation fields (public)', async () => {
    for (const [path, body] of [
      ['getOrgDataByAlias', { alias: 'dev' }],
      ['getOrgDataByHostname', { hostname: 'dev.example.com' }],
    ] as const) {
      const { status, body: answer } = await call(path, body);
      expect(status).toBe(200);
      for (const field of ['banner', 'background', 'primaryColor', 'supportLink', 'tier', 'availableProgramsMsg', 'introductionMsg', 'socialMedia']) {
        expect(answer.data).toHaveProperty(field);
      }
    }
  });

  it('getUserData { email, org } answers domains, closedDomains, userInfo, name and availableAccounts', async () => {
    const learner = await learnerWithoutToken();
    const { status, body } = await call('getUserData', { email: learner.email, org: 'dev' });
    expect(status).toBe(200);
    expect(Object.keys(body.data)).toEqual(expect.arrayContaining(['domains', 'closedDomains', 'userInfo', 'name', 'availableAccounts']));
    expect(body.data.userInfo.email).toBe(learner.email);
  });

  it('getUserProgramData { email, accountId, programId } answers the program', async () => {
    const learner = await learnerWithoutToken();
    const { status, body } = await call('getUserProgramData', { email: learner.email, accountId: demoAccountId, programId });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: programId, name: 'Getting started', items: expect.any(Array) });
  });

  it('setUserProgress { email, itemId, value } marks the item for that learner', async () => {
    const learner = await learnerWithoutToken();
    expect(await call('setUserProgress', { email: learner.email, itemId, value: true })).toEqual({ status: 200, body: { data: true } });
    expect(await fx.db().itemProgress.count({ where: { learnerId: learner.id, itemId, markedCompleted: true } })).toBe(1);
  });

  it('takeQuiz { quizId, email }, submitQuiz { email, quiz } and getUserQuizResult { quizId, email } take a quiz end to end', async () => {
    const learner = await learnerWithoutToken();
    const quiz = await fx.quiz({ showResult: false });
    const taken = await call('takeQuiz', { quizId: quiz.id, email: learner.email });
    expect(taken.status).toBe(200);
    expect(taken.body.data).toMatchObject({ id: quiz.id, name: quiz.name, sections: expect.any(Array) });

    const submitted = await call('submitQuiz', { email: learner.email, quiz: answeredDocument(taken.body.data) });
    expect(submitted.status).toBe(200);
    expect(submitted.body.data).toMatchObject({ result: 6, maxGrade: 6, showResult: false });
    expect(Object.keys(submitted.body.data)).toEqual(expect.arrayContaining(['link', 'linkMsg']));
    expect(await fx.db().submission.count({ where: { quizId: quiz.id, learnerId: learner.id } })).toBe(1);

    const result = await call('getUserQuizResult', { quizId: quiz.id, email: learner.email });
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ result: 6, maxGrade: 6, showResult: false });
    expect(result.body.data).toHaveProperty('link');
  });

  it('saveQuizAnswers (not in the spec) also takes the e-mail in place of a token', async () => {
    const learner = await learnerWithoutToken();
    const quiz = await fx.quiz();
    const { attempt } = (await call('takeQuiz', { quizId: quiz.id, email: learner.email })).body.data;
    const saved = await call('saveQuizAnswers', { email: learner.email, attemptId: attempt.id, seq: 1, answers: { q1: { selectedAnswer: 2 } } });
    expect(saved.body.data).toMatchObject({ attemptId: attempt.id, seq: 1, applied: true });
    expect((await call('saveQuizAnswers', { attemptId: attempt.id, seq: 2, answers: {} })).status).toBe(401);
  });

  it('registerUserToAccount { email, quiz, accountId } registers through the account form and answers result, maxGrade, link, linkMsg', async () => {
    const learner = await learnerWithoutToken();
    const school = await fx.db().account.findFirstOrThrow({ where: { alias: 'Evening School' } });
    const taken = await call('takeQuiz', { quizId: school.regFormId, email: learner.email });
    expect(taken.status).toBe(200);
    const [questions] = taken.body.data.sections.map((section: Json) => section.questions);
    questions[0].textAnswer = 'To learn in the evening';
    questions[1].selectedAnswer = 1;
    const registered = await call('registerUserToAccount', { email: learner.email, quiz: taken.body.data, accountId: school.id });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    expect(Object.keys(registered.body.data)).toEqual(expect.arrayContaining(['result', 'maxGrade', 'link', 'linkMsg']));
    expect(await fx.db().registration.count({ where: { accountId: school.id, learnerId: learner.id } })).toBe(1);
  });

  it('getUserResults { level, accountId, email } answers the results of that learner', async () => {
    const learner = await learnerWithoutToken();
    const { status, body } = await call('getUserResults', { level: 'account', accountId: demoAccountId, email: learner.email });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ quizzes: expect.any(Array), total: expect.any(Object) });
  });

  it('getUserCertificates { account, email } and getAllUserCertificates { email, accountIds } answer lists', async () => {
    const learner = await learnerWithoutToken();
    expect(await call('getUserCertificates', { account: demoAccountId, email: learner.email })).toEqual({ status: 200, body: { data: [] } });
    expect(await call('getAllUserCertificates', { email: learner.email, accountIds: [demoAccountId] })).toEqual({ status: 200, body: { data: [] } });
  });

  it('login { email } answers a token for the new client (public)', async () => {
    const learner = await learnerWithoutToken();
    const { status, body } = await call('login', { email: learner.email });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ token: expect.any(String), email: learner.email });
  });
});

describe('the e-mail names a learner of the request organisation only', () => {
  it.each([
    ['an e-mail nobody registered is userNotFound', () => 'nobody@example.com', 404, 'userNotFound'],
    ['a malformed e-mail is invalidEmail', () => 'not-an-email', 400, 'invalidEmail'],
  ])('%s', async (_rule, email, status, error) => {
    expect(await call('getUserData', { email: email(), org: 'dev' })).toEqual({ status, body: { data: { error, field: 'email' } } });
  });

  it("another organisation's learner: userNotFound on every learner path, and nothing of theirs changes", async () => {
    const other = await fx.db().organization.create({ data: { alias: `elsewhere-${Date.now()}` } });
    const email = `theirs-${Date.now()}@example.com`;
    const theirs = await fx.db().learner.create({ data: { organizationId: other.id, email, name: 'Theirs', termsAccepted: true, privacyPolicyAccepted: true } });
    const quiz = await fx.quiz();
    for (const [path, body] of [
      ['getUserData', { email, org: 'dev' }],
      ['getUserProgramData', { email, accountId: demoAccountId, programId }],
      ['setUserProgress', { email, itemId, value: true }],
      ['takeQuiz', { quizId: quiz.id, email }],
      ['getUserQuizResult', { quizId: quiz.id, email }],
      ['getUserResults', { level: 'account', accountId: demoAccountId, email }],
      ['getUserCertificates', { account: demoAccountId, email }],
      ['getAllUserCertificates', { email, accountIds: [demoAccountId] }],
    ] as const) {
      expect(await call(path, body), path).toEqual({ status: 404, body: { data: { error: 'userNotFound', field: 'email' } } });
    }
    expect(await fx.db().attempt.count({ where: { learnerId: theirs.id } })).toBe(0);
    // In their own organisation the same e-mail is their learner.
    expect((await app.rest('user/getUserData', { email, org: other.alias })).status).toBe(200);
  });

  it('an organisation that does not exist is organizationNotFound', async () => {
    const learner = await learnerWithoutToken();
    expect(await call('getUserData', { email: learner.email, org: 'no-such-org' })).toEqual({ status: 404, body: { data: { error: 'organizationNotFound' } } });
  });
});

describe('with a token, the token decides', () => {
  it('a learner token with another e-mail in the body is forbidden, as before', async () => {
    const learner = await fx.learner();
    const someoneElse = await learnerWithoutToken();
    expect(await call('getUserData', { email: someoneElse.email, org: 'dev' }, learner.token)).toEqual({ status: 403, body: { data: { error: 'forbidden', field: 'email' } } });
  });

  it('an invalid token is unauthenticated even when the body names a learner', async () => {
    const learner = await learnerWithoutToken();
    expect(await call('getUserData', { email: learner.email, org: 'dev' }, 'no-such-token')).toEqual({ status: 401, body: { data: { error: 'unauthenticated' } } });
  });

  it.each([
    ['an account owner', 'demo-owner', 'account'],
    ['an organisation holder', 'demo-org', 'org'],
    ['a platform admin', 'platform-admin', 'admin'],
  ] as const)("%s's token with a learner's e-mail does not act as that learner", async (_who, username, level) => {
    const token = await app.adminToken(username, level);
    const learner = await learnerWithoutToken();
    const quiz = await fx.quiz();
    for (const [path, body] of [
      ['getUserData', { email: learner.email, org: 'dev' }],
      ['takeQuiz', { quizId: quiz.id, email: learner.email }],
      ['setUserProgress', { email: learner.email, itemId, value: true }],
      ['setUserInfo', { email: learner.email, name: 'Hijacked', org: 'dev' }],
    ] as const) {
      expect(await call(path, body, token), path).toEqual({ status: 403, body: { data: { error: 'forbidden' } } });
    }
    expect(await fx.db().learner.findUniqueOrThrow({ where: { id: learner.id } })).toMatchObject({ name: 'Legacy Learner' });
    expect(await fx.db().attempt.count({ where: { learnerId: learner.id } })).toBe(0);
  });
});
