// The counts of learners an administrator sees (docs/decisions.md, "Counts of
// learners"): the examinees of a quiz are the learners who submitted it; the
// account's Subscribers (admin/getAccountData usersCount, Account.usersCount)
// and the organisation's Learners column count every learner who uses the
// account once. Learners act through the real REST calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examContent, rightAnswers } from '../../testing/quizFixtures.ts';
import { startTestApp, type Json, type TestApp } from '../../testing/testApp.ts';

let app: TestApp;
const db = () => app.app.database.prisma;
let sequence = 0;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.stop();
});

/** A new account of the seeded organisation, its owner signed in, and one quiz. */
async function freshAccount() {
  const organization = await db().organization.findUniqueOrThrow({ where: { alias: 'dev' } });
  const alias = `Counted ${++sequence}`;
  const account = await db().account.create({ data: { organizationId: organization.id, alias } });
  const { passwordHash } = await db().adminIdentity.findUniqueOrThrow({ where: { username: 'demo-owner' } });
  const username = `counted-owner-${sequence}`;
  await db().adminIdentity.create({ data: { role: 'ACCOUNT_OWNER', username, passwordHash, organizationId: organization.id, accountId: account.id } });
  const quiz = await db().quiz.create({
    data: { organizationId: organization.id, accountId: account.id, name: `Quiz ${sequence}`, version: 2, passGrade: 4, maxGrade: 6, content: examContent },
  });
  // placed in a program of the account, so that learners may open it (docs/decisions.md, "Quiz access")
  const program = await db().program.create({ data: { organizationId: organization.id, accountId: account.id, name: `Program ${sequence}` } });
  await db().programItem.create({ data: { programId: program.id, itemType: 'quiz', name: quiz.name, quizId: quiz.id } });
  return { organizationId: organization.id, account, quiz, ownerToken: await app.adminToken(username, 'account') };
}

async function learner(organizationId: string) {
  const email = `counted-${++sequence}@example.com`;
  const row = await db().learner.create({ data: { organizationId, email, name: 'Counted Learner', termsAccepted: true, privacyPolicyAccepted: true } });
  const { body } = await app.rest('user/login', { email });
  return { id: row.id, email, token: body.data.token as string };
}

type Learner = Awaited<ReturnType<typeof learner>>;

async function opens(who: Learner, quizId: string) {
  const answer = await app.rest('user/takeQuiz', { quizId, email: who.email }, who.token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.attempt.id as string;
}

async function submits(who: Learner, quizId: string) {
  const attemptId = await opens(who, quizId);
  const answer = await app.rest('user/submitQuiz', { email: who.email, quizId, attemptId, answers: rightAnswers, submitKey: `k-${who.id}` }, who.token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

const OWNER_COUNTS = `{ viewer { account { usersCount quizzes { quizId examineesCount answersCount } } } }`;
const ORG_COUNTS = `{ viewer { organization { accounts(first: 100) { edges { node { alias usersCount } } } } } }`;

async function ownerCounts(token: string) {
  const { body } = await app.gql(OWNER_COUNTS, {}, token);
  expect(body.errors).toBeUndefined();
  return body.data.viewer.account as { usersCount: number; quizzes: Json[] };
}

async function orgLearnersOf(alias: string) {
  const { body } = await app.gql(ORG_COUNTS, {}, await app.adminToken('demo-org', 'org'));
  expect(body.errors).toBeUndefined();
  return body.data.viewer.organization.accounts.edges.find((edge: Json) => edge.node.alias === alias)?.node.usersCount;
}

describe('the examinees count of a quiz', () => {
  it('counts the learners who submitted it, once each, and not those who only opened it', async () => {
    const { organizationId, quiz, ownerToken } = await freshAccount();
    const [first, second, opener] = await Promise.all([learner(organizationId), learner(organizationId), learner(organizationId)]);
    expect((await ownerCounts(ownerToken)).quizzes).toEqual([{ quizId: quiz.id, examineesCount: 0, answersCount: 0 }]);
    await submits(first, quiz.id);
    await submits(second, quiz.id);
    await opens(opener, quiz.id);
    expect((await ownerCounts(ownerToken)).quizzes).toEqual([{ quizId: quiz.id, examineesCount: 2, answersCount: 2 }]);
  });
});

describe('the Subscribers count and the organisation’s Learners column', () => {
  it('count two learners who use an account without registering with it', async () => {
    const { organizationId, account, quiz, ownerToken } = await freshAccount();
    await submits(await learner(organizationId), quiz.id);
    await opens(await learner(organizationId), quiz.id);
    expect((await app.rest('admin/getAccountData', {}, ownerToken)).body.data.usersCount).toBe(2);
    expect((await ownerCounts(ownerToken)).usersCount).toBe(2);
    expect(await orgLearnersOf(account.alias)).toBe(2);
  });

  it('count a learner who registered, submitted and made progress once, and leave out other accounts’ learners', async () => {
    const { organizationId, account, quiz, ownerToken } = await freshAccount();
    const other = await freshAccount();
    const both = await learner(organizationId);
    await db().registration.create({ data: { accountId: account.id, learnerId: both.id } });
    await submits(both, quiz.id);
    const registered = await learner(organizationId);
    await db().registration.create({ data: { accountId: account.id, learnerId: registered.id } });
    const program = await db().program.create({ data: { organizationId, accountId: account.id, name: 'Lessons' } });
    const item = await db().programItem.create({ data: { programId: program.id, itemType: 'link', name: 'Read me' } });
    const reader = await learner(organizationId);
    await db().itemProgress.create({ data: { learnerId: reader.id, itemId: item.id, markedCompleted: true } });
    await submits(await learner(organizationId), other.quiz.id);

    expect((await app.rest('admin/getAccountData', {}, ownerToken)).body.data.usersCount).toBe(3);
    expect((await ownerCounts(ownerToken)).usersCount).toBe(3);
    expect(await orgLearnersOf(account.alias)).toBe(3);
    expect(await orgLearnersOf(other.account.alias)).toBe(1);
  });
});
