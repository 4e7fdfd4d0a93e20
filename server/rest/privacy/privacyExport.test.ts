// user/exportUserData and exportMyData over the real server: every field the
// platform holds about the signed-in learner, nothing of another learner or
// another organisation (even one with the same e-mail), no secrets, and only
// with the learner's own session token and a step-up code mailed to them for
// the export (issue 30; the stranger's side is in stepUpCodes.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stepUpCode } from '../../testing/mailedCodes.ts';
import { seedNodeFixture, type Caller, type NodeFixture } from '../../testing/nodeFixtures.ts';
import { startTestApp, type Json, type TestApp } from '../../testing/testApp.ts';
import { seedLearnerData, type LearnerData } from './privacyFixture.ts';

const acme = { 'x-org-alias': 'acme' };
const EXPORT = `mutation ($input: ExportMyDataInput!) { exportMyData(input: $input) {
  __typename ... on MutationExportMyDataSuccess { data { data } } ... on AppError { code } } }`;

describe('exporting one’s own data', () => {
  let app: TestApp;
  let fx: NodeFixture;
  let ana: LearnerData;
  let twin: LearnerData;

  beforeAll(async () => {
    app = await startTestApp();
    fx = await seedNodeFixture(app);
    ana = await seedLearnerData(app, { email: 'ana@acme.example', alias: 'acme', accountId: fx.rows.accountId, itemId: fx.rows.itemId });
    // the same e-mail in another organisation, and another learner of the same one, each with their own rows
    const db = app.app.database.prisma;
    const devAccount = await db.account.findFirstOrThrow({ where: { organization: { alias: 'dev' } } });
    const devItem = await db.programItem.findFirstOrThrow({ where: { program: { accountId: devAccount.id } } });
    twin = await seedLearnerData(app, { email: 'ana@acme.example', alias: 'dev', accountId: devAccount.id, itemId: devItem.id, name: 'Dev Twin' });
    await seedLearnerData(app, { email: 'bob@acme.example', alias: 'acme', accountId: fx.rows.accountId, itemId: fx.rows.itemId, name: 'Bob Neighbour' });
  }, 90_000);
  afterAll(() => app?.stop());

  const exportOf = async (token: string | undefined, body: Record<string, unknown> = { email: 'ana@acme.example', org: 'acme' }) =>
    app.rest('user/exportUserData', body, token, acme);
  /** Ana's export with a code mailed to her for it. */
  const anasExport = async () => exportOf(ana.token, { email: 'ana@acme.example', org: 'acme', code: (await stepUpCode(app, ana, 'exportData', acme)).code });

  it('answers { success, data } with every field the platform holds about the learner in this organisation', async () => {
    const { status, body } = await anasExport();
    expect(status).toBe(200);
    expect(body.data.success).toBe(true);
    const data: Json = body.data.data;
    expect(data.format).toBe(1);
    expect(data.organization).toEqual({ alias: 'acme', name: 'Acme' });
    expect(data.profile).toEqual({
      email: 'ana@acme.example',
      name: 'Ana Learner',
      telegram: '@ana',
      dateOfBirth: '2000-02-03',
      privacyPolicyAccepted: true,
      privacyPolicyAcceptedAt: expect.any(String),
      termsAccepted: true,
      termsAcceptedAt: expect.any(String),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    // every consent row: the registration's policy acceptance and the cookie choice, with kind, date and how the learner was identified
    expect(data.consents.map((consent: Json) => consent.kind).sort()).toEqual(['cookies', 'policies']);
    expect(data.consents.find((consent: Json) => consent.kind === 'cookies')).toEqual({
      kind: 'cookies',
      version: '1.0',
      preferences: { essential: true, functional: true, analytics: false },
      identifiedBy: null,
      createdAt: '2026-01-02T10:00:00.000Z',
    });
    expect(data.consents.find((consent: Json) => consent.kind === 'policies').identifiedBy).toBe('emailOnly');
    expect(data.registrations).toEqual([{ account: { id: fx.rows.accountId, name: expect.any(String) }, answers: { phone: '+20 100 000 0000' }, tracks: ['Evening'], createdAt: expect.any(String) }]);
    expect(data.attempts).toHaveLength(2);
    expect(data.attempts.find((attempt: Json) => attempt.status === 'OPEN')).toMatchObject({ draftAnswers: { q1: 'half-written' }, selectionLog: [{ q: 'q1' }] });
    expect(data.submissions).toEqual([
      {
        quiz: { id: ana.quizId, name: 'Algebra ana@acme.example' },
        answers: { q1: 'x = 4', q2: [1] },
        result: 7,
        maxGrade: 10,
        autoSubmitted: false,
        submittedAt: '2026-01-03T10:00:00.000Z',
        questionScores: [
          { questionId: 'q1', score: 5, maxScore: 5 },
          { questionId: 'q2', score: 2, maxScore: 5 },
        ],
      },
    ]);
    expect(data.manualGrades).toEqual([{ quiz: { id: ana.quizId, name: 'Algebra ana@acme.example' }, questionId: 'q2', grade: 2, createdAt: expect.any(String) }]);
    expect(data.gradeOffsets).toEqual([{ quiz: { id: ana.quizId, name: 'Algebra ana@acme.example' }, offset: 1, updatedAt: expect.any(String) }]);
    expect(data.externalGrades).toEqual([{ quiz: { id: ana.externalQuizId, name: 'External ana@acme.example' }, grade: 15, createdAt: expect.any(String) }]);
    expect(data.progress).toEqual([{ item: { id: fx.rows.itemId, name: 'Acme lesson', itemType: 'video' }, markedCompleted: true, positionSeconds: 42.5, updatedAt: expect.any(String) }]);
    expect(data.certificates.issued).toEqual([{ account: { id: fx.rows.accountId, name: expect.any(String) }, issuedAt: expect.any(String) }]);
    expect(data.tickets).toEqual([
      { subject: 'My video stops', description: 'At 1:20', type: 'bug', status: 'new', reporterEmail: 'ana@acme.example', createdAt: expect.any(String), updatedAt: expect.any(String) },
    ]);
    expect(data.files).toEqual([{ fileName: 'answer.pdf', contentType: 'application/pdf', size: 3, createdAt: expect.any(String) }]);
    expect(data.assistantQuestions).toEqual([{ askedAt: expect.any(String) }]);
  });

  it('holds nothing of another learner or of the same e-mail in another organisation, and no secrets', async () => {
    const text = JSON.stringify((await anasExport()).body.data.data);
    for (const foreign of ['bob@acme.example', 'Bob Neighbour', 'Dev Twin', twin.learnerId, twin.quizId, 'victim@acme.example']) expect(text).not.toContain(foreign);
    const db = app.app.database.prisma;
    const sessions = await db.session.findMany({ where: { learnerId: ana.learnerId } });
    expect(sessions.length).toBeGreaterThan(0);
    for (const secret of [...sessions.map((session) => session.tokenHash), ana.token, `certificate-token-${ana.learnerId}`, ana.fileKey, 'hash-of-a-code']) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/tokenHash|codeHash|"key"/);
  });

  it('the twin in the other organisation gets only their own rows', async () => {
    const dev = { 'x-org-alias': 'dev' };
    const { code } = await stepUpCode(app, twin, 'exportData', dev);
    const { body } = await app.rest('user/exportUserData', { email: 'ana@acme.example', org: 'dev', code }, twin.token, dev);
    expect(body.data.data.profile.name).toBe('Dev Twin');
    expect(body.data.data.organization.alias).toBe('dev');
    expect(body.data.data.submissions.map((submission: Json) => submission.quiz.id)).toEqual([twin.quizId]);
  });

  it('GraphQL exportMyData answers the same document', async () => {
    const rest = (await anasExport()).body.data.data;
    const { code } = await stepUpCode(app, ana, 'exportData', acme);
    const { body } = await app.gql(EXPORT, { input: { code } }, ana.token, acme);
    expect(body.data.exportMyData.__typename).toBe('MutationExportMyDataSuccess');
    expect({ ...body.data.exportMyData.data.data, exportedAt: null }).toEqual({ ...rest, exportedAt: null });
  });

  it('refuses an e-mail that is not the session’s learner: knowing an address is not enough', async () => {
    expect(await exportOf(ana.token, { email: 'bob@acme.example', org: 'acme' })).toEqual({ status: 403, body: { data: { error: 'forbidden', field: 'email' } } });
    expect(await exportOf(fx.tokens.acmeNeighbour, { email: 'ana@acme.example', org: 'acme' })).toEqual({ status: 403, body: { data: { error: 'forbidden', field: 'email' } } });
  });

  it('refuses the legacy token-less call that names the learner by e-mail: an address is not enough', async () => {
    expect(await exportOf(undefined)).toEqual({ status: 401, body: { data: { error: 'unauthenticated' } } });
    expect(await exportOf(undefined, { email: 'victim@acme.example', org: 'acme' })).toEqual({ status: 401, body: { data: { error: 'unauthenticated' } } });
  });

  it.each<[Caller, number, string]>([
    ['anonymous', 401, 'unauthenticated'],
    ['devLearner', 403, 'forbidden'],
    ['acmeOwner', 403, 'forbidden'],
    ['acmeHolder', 403, 'forbidden'],
    ['devOwner', 403, 'forbidden'],
    ['devHolder', 403, 'forbidden'],
  ])('refuses %s (REST %i %s; GraphQL too)', async (caller, status, error) => {
    const answer = await exportOf(fx.tokens[caller]);
    expect(answer.status).toBe(status);
    expect(answer.body.data.error).toBe(error);
    const graph = await app.gql(EXPORT, { input: {} }, fx.tokens[caller], acme);
    // a learner of another organisation reaches only their own export, and only with a code mailed for it (issue 30)
    if (caller === 'devLearner') expect(graph.body.data.exportMyData).toEqual({ __typename: 'AppError', code: 'stepUpRequired' });
    else expect(graph.body.data?.exportMyData?.data).toBeUndefined();
  });

  it('refuses the platform admin: it is the learner’s own call', async () => {
    const token = await app.adminToken('platform-admin', 'admin');
    expect((await exportOf(token)).body.data.error).toBe('forbidden');
    expect((await app.gql(EXPORT, { input: {} }, token, acme)).body.data?.exportMyData?.data).toBeUndefined();
  });
});
