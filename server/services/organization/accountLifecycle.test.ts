// Deleting (archiving), restoring and cloning an account, seen by its owner
// and its learners on the real server (docs/decisions/orgAccounts.md).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newApiToken, hashToken } from '../../auth/tokens.ts';
import { quizFixtures, rightAnswers } from '../../testing/quizFixtures.ts';
import { openAdminSession } from '../session/sessions.ts';
import { startTestApp, type Json, type TestApp } from '../../testing/testApp.ts';
import { remapIds } from './accountClone.ts';

let app: TestApp;
let fx: ReturnType<typeof quizFixtures>;
let holderToken: string;
const db = () => app.app.database.prisma;
const PASSWORD = 'long-enough-1';
let sequence = 0;
const freshUsername = () => `owner${Date.now().toString(36)}n${++sequence}`;

beforeAll(async () => {
  app = await startTestApp();
  fx = quizFixtures(app);
  holderToken = await app.adminToken('demo-org', 'org');
});

afterAll(async () => {
  await app?.stop();
});

const holder = (path: string, body: Json) => app.rest(`admin/${path}`, { org: 'dev', ...body }, holderToken);
const PUBLISH = 'mutation($input: PublishAccountInput!) { publishAccount(input: $input) { __typename ... on AppError { code } ... on MutationPublishAccountSuccess { data { publishedAt } } } }';
/** Publishes the account (a new or cloned one starts hidden from learners); the holder's by default. */
async function publish(accountId: string, token = holderToken) {
  const { body } = await app.gql(PUBLISH, { input: { accountId: encodeGlobalID('Account', accountId) } }, token);
  expect(body.data?.publishAccount, JSON.stringify(body)).toMatchObject({ __typename: 'MutationPublishAccountSuccess' });
}
const ownerSignIn = (username: string) => app.rest('admin/accountLogin', { username, password: PASSWORD, level: 'account' });

/** A new account of dev with a program holding a quiz, and a learner who submitted it. */
async function accountWithResults() {
  const username = freshUsername();
  expect((await holder('addAccount', { username, password: PASSWORD })).body.data).toBe(true);
  const { accountId } = await db().adminIdentity.findUniqueOrThrow({ where: { username } });
  await publish(accountId!);
  const quiz = await fx.quiz({ accountId: accountId!, name: `Quiz of ${username}` });
  const learner = await fx.learner();
  const { body } = await app.rest('user/takeQuiz', { quizId: quiz.id, email: learner.email }, learner.token);
  const submitted = await app.rest(
    'user/submitQuiz',
    { email: learner.email, quizId: quiz.id, attemptId: body.data.attempt.id, answers: rightAnswers, submitKey: `k-${username}` },
    learner.token,
  );
  expect(submitted.body.data).toMatchObject({ result: 6 });
  return { username, accountId: accountId!, quiz, learner };
}

const learnerAccountNames = async (learner: { email: string; token: string }) => {
  const { body } = await app.rest('user/getUserData', { email: learner.email, org: 'dev' }, learner.token);
  return (body.data.domains as { name: string }[]).map((domain) => domain.name);
};

describe('deleting an account archives it; restoring brings everything back', () => {
  it('archived: the owner is signed out and cannot sign in, learners neither see it nor open its quiz, the holder lists it apart; nothing is deleted', async () => {
    const { username, accountId, quiz, learner } = await accountWithResults();
    const alias = (await db().account.findUniqueOrThrow({ where: { id: accountId } })).alias;
    const ownerToken = (await ownerSignIn(username)).body.data.token as string;
    expect((await app.rest('admin/getAccountData', {}, ownerToken)).status).toBe(200);
    expect(await learnerAccountNames(learner)).toContain(alias);
    const counts = async () => ({
      programs: await db().program.count({ where: { accountId } }),
      quizzes: await db().quiz.count({ where: { accountId } }),
      submissions: await db().submission.count({ where: { quizId: quiz.id } }),
    });
    const before = await counts();

    expect((await holder('deleteAccount', { accountId })).body.data).toBe(true);

    expect((await app.rest('admin/getAccountData', {}, ownerToken)).status).toBe(401);
    expect((await ownerSignIn(username)).body.data).toMatchObject({ error: 'invalidCredentials' });
    expect(await learnerAccountNames(learner)).not.toContain(alias);
    expect((await app.rest('user/takeQuiz', { quizId: quiz.id, email: learner.email }, learner.token)).status).toBe(404);
    const live = (await holder('getAccountsDetailsByOrg', {})).body.data as { _id: string }[];
    expect(live.map((account) => account._id)).not.toContain(accountId);
    const archived = (await holder('getAccountsDetailsByOrg', { archived: true })).body.data as { _id: string }[];
    expect(archived.map((account) => account._id)).toContain(accountId);
    const listAnswer = await app.gql('{ organization { accounts(first: 100) { totalCount edges { node { id } } } archivedAccounts { id } } }', {}, holderToken);
    expect(listAnswer.body.errors, JSON.stringify(listAnswer.body.errors)).toBeUndefined();
    const lists = listAnswer.body.data.organization;
    const rawId = (globalId: string) => Buffer.from(globalId, 'base64').toString().split(':')[1];
    expect(lists.accounts.edges.map(({ node }: Json) => rawId(node.id))).not.toContain(accountId);
    expect(lists.accounts.totalCount).toBe(lists.accounts.edges.length);
    expect(lists.archivedAccounts.map(({ id }: Json) => rawId(id))).toContain(accountId);
    expect(await counts()).toEqual(before);

    expect((await holder('restoreAccount', { accountId })).body.data).toBe(true);

    expect((await ownerSignIn(username)).status).toBe(200);
    expect(await learnerAccountNames(learner)).toContain(alias);
    const result = await app.rest('user/getUserQuizResult', { quizId: quiz.id, email: learner.email }, learner.token);
    expect(result.body.data).toMatchObject({ result: 6, maxGrade: 6 });
    expect(await counts()).toEqual(before);
  });

  it("while archived, no session or API token of its owner is accepted, even one made after the archive; restored, the API token works again", async () => {
    const { username, accountId } = await accountWithResults();
    const owner = await db().adminIdentity.findUniqueOrThrow({ where: { username } });
    const organizationId = (await db().account.findUniqueOrThrow({ where: { id: accountId } })).organizationId;
    const apiToken = newApiToken();
    await db().apiToken.create({
      data: { organizationId, accountId, createdById: owner.id, name: 'sync', tokenHash: hashToken(apiToken), scope: 'READ_ONLY', expiresAt: new Date(Date.now() + 86_400_000) },
    });
    const viewerQuery = '{ viewer { username } }';
    const viewerOf = async (token: string) => (await app.gql(viewerQuery, {}, token)).body.data?.viewer?.username ?? null;
    expect(await viewerOf(apiToken)).toBe(username);

    await holder('deleteAccount', { accountId });
    const { token: lateSession } = await openAdminSession(db(), { identityId: owner.id, organizationId, hours: 1 });
    expect((await app.rest('admin/getAccountData', {}, lateSession)).status).toBe(401);
    expect(await viewerOf(apiToken)).toBeNull();

    await holder('restoreAccount', { accountId });
    expect(await viewerOf(apiToken)).toBe(username);
  });

  it('deleting an archived account, or restoring a live one, is answered as a missing account', async () => {
    const { accountId } = await accountWithResults();
    expect((await holder('restoreAccount', { accountId })).status).toBe(404);
    await holder('deleteAccount', { accountId });
    expect((await holder('deleteAccount', { accountId })).status).toBe(404);
  });
});

describe('cloning an account copies its settings, programs and quizzes under new ids, and nothing about learners', () => {
  it('the clone refers only to its own rows, and its quiz opens and is graded for a learner', async () => {
    const { accountId: sourceId, quiz, learner } = await accountWithResults();
    const source = await db().account.findUniqueOrThrow({ where: { id: sourceId } });
    const form = await fx.quiz({ accountId: sourceId, isForm: true, name: 'Registration' }, { sections: [] }, { placed: false });
    const gate = await fx.quiz({ accountId: sourceId, name: 'Gate', prerequisites: [quiz.id] });
    const track = await db().track.create({ data: { accountId: sourceId, name: 'Morning' } });
    const program = await db().program.findFirstOrThrow({ where: { accountId: sourceId, items: { some: { quizId: quiz.id } } }, include: { items: true } });
    const folder = await db().programItem.create({ data: { programId: program.id, itemType: 'folder', name: 'Unit 1', order: 1 } });
    await db().programItem.create({
      data: {
        programId: program.id,
        parentId: folder.id,
        itemType: 'quiz',
        name: 'Gate in unit',
        quizId: gate.id,
        prerequisites: [quiz.id],
        tracks: [track.id],
        useExpression: true,
        expression: { code: 'A', parameters: [{ id: quiz.id, alias: 'A' }] },
      },
    });
    await db().program.update({ where: { id: program.id }, data: { headingProgress: [folder.id], prerequisites: [quiz.id], tracks: [track.id] } });
    await db().account.update({
      where: { id: sourceId },
      data: {
        primaryColor: '#123456',
        banner: '/files/banner.png',
        isTimed: true,
        completionDays: 30,
        timedAccountCompletionCriteria: [quiz.id],
        certificateTemplate: '<svg/>',
        useCertificateTemplate: true,
        certificateReleaseCriteria: [gate.id],
        certificateTemplateUserKeywords: { name: 'Name' },
        useRegForm: true,
        regFormId: form.id,
      },
    });
    await db().registration.create({ data: { accountId: sourceId, learnerId: learner.id } });
    await db().examinee.create({ data: { quizId: quiz.id, email: 'private@example.com' } });

    const username = freshUsername();
    const cloned = await holder('cloneAccount', { sourceAccountId: sourceId, username, password: PASSWORD, email: 'clone@example.com' });
    expect(cloned.body.data).toBe(true);
    const owner = await db().adminIdentity.findUniqueOrThrow({ where: { username } });
    const clone = await db().account.findUniqueOrThrow({
      where: { id: owner.accountId! },
      include: { programs: { include: { items: true } }, quizzes: true, tracks: true, registrations: true, certificates: true, apiTokens: true },
    });

    expect(clone).toMatchObject({
      // named as a copy in Arabic (no locale: the platform's default), hidden from learners until published
      alias: `${source.alias} (نسخة)`,
      publishedAt: null,
      email: 'clone@example.com',
      primaryColor: '#123456',
      banner: '/files/banner.png',
      isTimed: true,
      completionDays: 30,
      useCertificateTemplate: true,
      certificateTemplate: '<svg/>',
      certificateTemplateUserKeywords: { name: 'Name' },
      useRegForm: true,
      registrations: [],
      certificates: [],
      apiTokens: [],
    });
    const quizByName = new Map(clone.quizzes.map((row) => [row.name, row]));
    expect([...quizByName.keys()].sort()).toEqual([quiz.name, 'Gate', 'Registration'].sort());
    const copy = quizByName.get(quiz.name)!;
    const copiedGate = quizByName.get('Gate')!;
    expect(clone.regFormId).toBe(quizByName.get('Registration')!.id);
    expect(clone.timedAccountCompletionCriteria).toEqual([copy.id]);
    expect(clone.certificateReleaseCriteria).toEqual([copiedGate.id]);
    expect(copiedGate.prerequisites).toEqual([copy.id]);
    const [copiedTrack] = clone.tracks;
    expect(copiedTrack).toMatchObject({ name: 'Morning' });
    const [copiedProgram] = clone.programs;
    expect(copiedProgram.items).toHaveLength(3);
    const copiedFolder = copiedProgram.items.find((item) => item.itemType === 'folder')!;
    const inUnit = copiedProgram.items.find((item) => item.name === 'Gate in unit')!;
    expect(inUnit).toMatchObject({
      parentId: copiedFolder.id,
      quizId: copiedGate.id,
      prerequisites: [copy.id],
      tracks: [copiedTrack.id],
      expression: { code: 'A', parameters: [{ id: copy.id, alias: 'A' }] },
    });
    expect(copiedProgram).toMatchObject({ headingProgress: [copiedFolder.id], prerequisites: [copy.id], tracks: [copiedTrack.id] });
    // nothing of the clone names a row of the source
    const sourceIds = [sourceId, quiz.id, gate.id, form.id, track.id, program.id, folder.id, ...program.items.map((item) => item.id)];
    const cloneText = JSON.stringify(clone);
    for (const id of sourceIds) expect(cloneText).not.toContain(id);
    // learners' records stay with the source
    expect(await db().submission.count({ where: { quizId: { in: clone.quizzes.map((row) => row.id) } } })).toBe(0);
    expect(await db().examinee.count({ where: { quizId: { in: clone.quizzes.map((row) => row.id) } } })).toBe(0);

    // The clone's quiz works for a learner (registration form off for this check).
    await db().account.update({ where: { id: clone.id }, data: { useRegForm: false } });
    const taker = await fx.learner();
    expect((await app.rest('user/takeQuiz', { quizId: copy.id, email: taker.email }, taker.token)).status).toBe(404);
    await publish(clone.id);
    const opened = await app.rest('user/takeQuiz', { quizId: copy.id, email: taker.email }, taker.token);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const graded = await app.rest(
      'user/submitQuiz',
      { email: taker.email, quizId: copy.id, attemptId: opened.body.data.attempt.id, answers: rightAnswers, submitKey: `k-clone-${username}` },
      taker.token,
    );
    expect(graded.body.data).toMatchObject({ result: 6, maxGrade: 6, passed: true });
    expect((await ownerSignIn(username)).status).toBe(200);
  });

  it('a clone with a taken username or a short password is refused and writes nothing', async () => {
    const { accountId } = await accountWithResults();
    const before = await db().account.count();
    expect((await holder('cloneAccount', { sourceAccountId: accountId, username: 'demo-owner', password: PASSWORD })).body.data).toMatchObject({ error: 'usernameTaken' });
    expect((await holder('cloneAccount', { sourceAccountId: accountId, username: freshUsername(), password: 'short' })).status).toBe(400);
    expect(await db().account.count()).toBe(before);
  });
});

describe('remapIds', () => {
  it('replaces exactly the strings that are old ids, at any depth, and leaves the rest', () => {
    const ids = new Map([['old', 'new']]);
    expect(remapIds({ a: ['old', 'older', { b: 'old' }], c: 1, d: null }, ids)).toEqual({ a: ['new', 'older', { b: 'new' }], c: 1, d: null });
  });
});
