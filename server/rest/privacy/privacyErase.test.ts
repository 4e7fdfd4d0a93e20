// user/deleteUserData and deleteMyAccount over the real server: who may erase
// (the learner, by session token only), the refusals (wrong e-mail, no
// confirmation: nothing changes), what is erased and what stays anonymised,
// how the account owner's results then show the erased learner, and that the
// same e-mail registers again as a new learner. The learner's own erasures
// carry a step-up code mailed to them for it (issue 30; stepUpCodes.test.ts).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED_LEARNER_NAME, erasedEmailOf } from '../../../domain/privacy/erasure.ts';
import { stepUpCode } from '../../testing/mailedCodes.ts';
import { seedNodeFixture, type Caller, type NodeFixture } from '../../testing/nodeFixtures.ts';
import { downloadWhenReady, readCsv } from '../../testing/resultsFiles.ts';
import { tableChecksums } from '../../testing/tableChecksums.ts';
import { startTestApp, type TestApp } from '../../testing/testApp.ts';
import { seedLearnerData, type LearnerData } from './privacyFixture.ts';

const acme = { 'x-org-alias': 'acme' };
const DELETE = `mutation ($input: DeleteMyAccountInput!) { deleteMyAccount(input: $input) {
  __typename ... on MutationDeleteMyAccountSuccess { data { success } } ... on AppError { code field } } }`;
const SUBMISSIONS = `query ($quizId: ID!) { quizResults(quizId: $quizId) { ... on QueryQuizResultsSuccess { data {
  submissions(first: 50) { edges { node { email name result } } } } } } }`;

describe('deleting one’s own account', () => {
  let app: TestApp;
  let fx: NodeFixture;
  const db = () => app.app.database.prisma;
  let seq = 0;
  const fresh = async () => {
    seq += 1;
    return seedLearnerData(app, { email: `erase${seq}@acme.example`, alias: 'acme', accountId: fx.rows.accountId, itemId: fx.rows.itemId });
  };
  const erase = (token: string | undefined, body: Record<string, unknown>) => app.rest('user/deleteUserData', { org: 'acme', ...body }, token, acme);
  /** The learner's own erasure, with a code mailed to them for it. */
  const eraseWithCode = async (learner: LearnerData, body: Record<string, unknown>) =>
    erase(learner.token, { ...body, code: (await stepUpCode(app, learner, 'deleteAccount', acme)).code });

  beforeAll(async () => {
    app = await startTestApp();
    fx = await seedNodeFixture(app);
  }, 90_000);
  afterAll(() => app?.stop());

  it.each<[string, Record<string, unknown>, string, string]>([
    ['another e-mail', { email: 'victim@acme.example', confirmDeletion: true }, 'deleteEmailMismatch', 'email'],
    ['an empty e-mail', { email: '', confirmDeletion: true }, 'deleteEmailMismatch', 'email'],
    ['no confirmation', { confirmDeletion: false }, 'deleteNotConfirmed', 'confirmDeletion'],
    ['a confirmation that is not true', { confirmDeletion: 'yes' }, 'deleteNotConfirmed', 'confirmDeletion'],
  ])('refuses %s (%s) and changes nothing', async (_case, body, code, field) => {
    const ana = await fresh();
    const before = await tableChecksums(db());
    const answer = await erase(ana.token, { email: ana.email, ...body });
    expect(answer).toEqual({ status: 400, body: { data: { error: code, field } } });
    const graph = await app.gql(DELETE, { input: { email: typeof body.email === 'string' ? body.email : ana.email, confirmDeletion: body.confirmDeletion === true } }, ana.token, acme);
    if (code === 'deleteNotConfirmed' || typeof body.email === 'string') expect(graph.body.data.deleteMyAccount).toEqual({ __typename: 'AppError', code, field });
    expect(await tableChecksums(db())).toEqual(before);
  });

  it.each<[Caller, number, string]>([
    ['anonymous', 401, 'unauthenticated'],
    ['acmeNeighbour', 403, 'forbidden'],
    ['devLearner', 403, 'forbidden'],
    ['acmeOwner', 403, 'forbidden'],
    ['acmeHolder', 403, 'forbidden'],
    ['devOwner', 403, 'forbidden'],
    ['devHolder', 403, 'forbidden'],
  ])('refuses %s naming another learner (REST %i %s; GraphQL too), and changes nothing', async (caller, status, error) => {
    const ana = await fresh();
    const before = await tableChecksums(db());
    const answer = await erase(fx.tokens[caller], { email: ana.email, confirmDeletion: true });
    // a learner's own token with someone else's e-mail: deleteEmailMismatch; a learner of another organisation: the same
    if (caller === 'acmeNeighbour' || caller === 'devLearner') expect(answer).toEqual({ status: 400, body: { data: { error: 'deleteEmailMismatch', field: 'email' } } });
    else expect(answer).toEqual({ status, body: { data: { error } } });
    const graph = await app.gql(DELETE, { input: { email: ana.email, confirmDeletion: true } }, fx.tokens[caller], acme);
    expect(graph.body.data?.deleteMyAccount?.data).toBeUndefined();
    expect(await tableChecksums(db())).toEqual(before);
  });

  it('refuses the platform admin and the legacy token-less call: an e-mail is not enough', async () => {
    const ana = await fresh();
    const platform = await app.adminToken('platform-admin', 'admin');
    const before = await tableChecksums(db());
    expect(await erase(undefined, { email: ana.email, confirmDeletion: true })).toEqual({ status: 401, body: { data: { error: 'unauthenticated' } } });
    expect((await erase(platform, { email: ana.email, confirmDeletion: true })).body.data.error).toBe('forbidden');
    expect(await tableChecksums(db())).toEqual(before);
  });

  it('erases the personal data, keeps the results anonymised, and ends the session', async () => {
    const ana = await fresh();
    const ticket = await db().ticket.findFirstOrThrow({ where: { learnerId: ana.learnerId } });
    const neighbourBefore = await db().learner.findUniqueOrThrow({ where: { id: fx.rows.learnerId } });
    const answer = await eraseWithCode(ana, { email: ` ${ana.email.toUpperCase()} `, confirmDeletion: true });
    expect(answer).toEqual({ status: 200, body: { data: { success: true } } });

    const learner = await db().learner.findUniqueOrThrow({ where: { id: ana.learnerId } });
    expect(learner).toMatchObject({
      email: erasedEmailOf(ana.learnerId),
      name: ERASED_LEARNER_NAME,
      telegram: null,
      dateOfBirth: null,
      privacyPolicyAccepted: false,
      privacyPolicyAcceptedAt: null,
      termsAccepted: false,
      termsAcceptedAt: null,
      erasedAt: expect.any(Date),
    });
    const mine = { where: { learnerId: ana.learnerId } };
    // erased
    expect(await db().consentRecord.count(mine)).toBe(0);
    expect(await db().session.count(mine)).toBe(0);
    expect(await db().itemProgress.count(mine)).toBe(0);
    expect(await db().attempt.count(mine)).toBe(0);
    expect(await db().assistantQuestion.count(mine)).toBe(0);
    expect(await db().issuedCertificate.count(mine)).toBe(0);
    expect(await db().storedFile.count({ where: { key: { in: [ana.fileKey, ana.certificateFileKey] } } })).toBe(0);
    expect(await db().certificateFile.count({ where: { fileName: `${ana.email}.pdf` } })).toBe(0);
    expect(await db().signInCode.count({ where: { email: ana.email } })).toBe(0);
    expect(await db().ticket.findUniqueOrThrow({ where: { id: ticket.id } })).toMatchObject({ subject: 'My video stops', learnerId: null, reporterEmail: null });
    expect(await db().ticket.count({ where: { reporterEmail: ana.email } })).toBe(0);
    // kept, anonymised
    expect(await db().registration.findMany({ ...mine, select: { answers: true, tracks: true } })).toEqual([{ answers: {}, tracks: [expect.anything()] }]);
    expect(await db().submission.findMany({ ...mine, select: { result: true, answers: true, scores: { select: { score: true } } } })).toEqual([
      { result: 7, answers: { q1: 'x = 4', q2: [1] }, scores: [{ score: 5 }, { score: 2 }] },
    ]);
    expect(await db().manualGrade.count(mine)).toBe(1);
    expect(await db().gradeOffset.count(mine)).toBe(1);
    expect(await db().externalGrade.findMany({ where: { quizId: ana.externalQuizId }, select: { email: true, grade: true } })).toEqual([{ email: erasedEmailOf(ana.learnerId), grade: 15 }]);
    // another learner is untouched
    expect(await db().learner.findUniqueOrThrow({ where: { id: fx.rows.learnerId } })).toEqual(neighbourBefore);

    // the session ended: the token no longer works
    expect((await app.rest('user/getUserData', { email: ana.email }, ana.token, acme)).status).toBe(401);
    expect((await app.rest('user/exportUserData', { email: ana.email }, ana.token, acme)).status).toBe(401);
  });

  it('the account owner’s results then show an erased learner, not a broken row, in the table, the file and the users page', async () => {
    const ana = await fresh();
    await eraseWithCode(ana, { email: ana.email, confirmDeletion: true });
    const owner = fx.tokens.acmeOwner;
    const table = await app.gql(SUBMISSIONS, { quizId: encodeGlobalID('Quiz', ana.quizId) }, owner, acme);
    expect(table.body.errors).toBeUndefined();
    expect(table.body.data.quizResults.data.submissions.edges.map((edge: { node: unknown }) => edge.node)).toEqual([
      { email: erasedEmailOf(ana.learnerId), name: ERASED_LEARNER_NAME, result: 7 },
    ]);
    const external = await app.gql(SUBMISSIONS, { quizId: encodeGlobalID('Quiz', ana.externalQuizId) }, owner, acme);
    expect(external.body.data.quizResults.data.submissions.edges.map((edge: { node: unknown }) => edge.node)).toEqual([
      { email: erasedEmailOf(ana.learnerId), name: ERASED_LEARNER_NAME, result: 15 },
    ]);
    for (const language of ['ar', 'en']) {
      const file = await app.rest('admin/getResults', { level: 'quiz', id: ana.quizId, format: 'csv', language }, owner, acme);
      expect(file.status, JSON.stringify(file.body)).toBe(200);
      const { rows } = readCsv(await (await downloadWhenReady(app, file.body.data.fileUrl)).arrayBuffer());
      expect(rows.slice(1).map((row) => row.slice(0, 4))).toEqual([[erasedEmailOf(ana.learnerId), ERASED_LEARNER_NAME, null, '7']]);
    }
    // the users page looks learners up by e-mail: the old address names nobody any more
    const lookup = await app.rest('admin/getUserAccountAnswerEntries', { accountId: fx.rows.accountId, email: ana.email }, owner, acme);
    expect(lookup).toEqual({ status: 404, body: { data: { error: 'userNotFound', field: 'email' } } });
  });

  it('the same e-mail registers again as a new learner, who inherits nothing', async () => {
    const ana = await fresh();
    await eraseWithCode(ana, { email: ana.email, confirmDeletion: true });
    const again = await app.rest('user/setUserInfo', { email: ana.email, name: 'Ana Again', privacyPolicyAccepted: true, termsAccepted: true }, undefined, acme);
    expect(again.status).toBe(200);
    const login = await app.rest('user/login', { email: ana.email }, undefined, acme);
    const token = login.body.data.token;
    const { code } = await stepUpCode(app, { token, email: ana.email }, 'exportData', acme);
    const exported = await app.rest('user/exportUserData', { email: ana.email, code }, token, acme);
    expect(exported.body.data.data.profile.name).toBe('Ana Again');
    expect(exported.body.data.data.submissions).toEqual([]);
    expect(exported.body.data.data.externalGrades).toEqual([]);
    expect(exported.body.data.data.certificates).toEqual({ available: [], issued: [] });
    const learner = await db().learner.findFirstOrThrow({ where: { email: ana.email } });
    expect(learner.id).not.toBe(ana.learnerId);
    expect(learner.erasedAt).toBeNull();
  });

  it('GraphQL deleteMyAccount erases the same way', async () => {
    const ana: LearnerData = await fresh();
    const { code } = await stepUpCode(app, ana, 'deleteAccount', acme);
    const graph = await app.gql(DELETE, { input: { email: ana.email, confirmDeletion: true, code } }, ana.token, acme);
    expect(graph.body.data.deleteMyAccount).toEqual({ __typename: 'MutationDeleteMyAccountSuccess', data: { success: true } });
    expect(await db().learner.findUniqueOrThrow({ where: { id: ana.learnerId } })).toMatchObject({ email: erasedEmailOf(ana.learnerId), erasedAt: expect.any(Date) });
    expect(await db().session.count({ where: { learnerId: ana.learnerId } })).toBe(0);
  });
});
