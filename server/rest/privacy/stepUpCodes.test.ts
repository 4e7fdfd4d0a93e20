// Step-up codes (issue 30, docs/decisions/stepUpCodes.md) over the real
// server: with verified sign-in off, user/login {email} gives anyone who knows
// an address a session; exporting that learner's data or deleting their
// account then also needs a code mailed to the address for that one action.
// Also: who may ask for a code, that a code works once and for its own action
// and learner only, how consent and policy records say the learner was
// identified, and that new organisations start with verified sign-in on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailedCode, mailsTo, stepUpCode } from '../../testing/mailedCodes.ts';
import { seedNodeFixture, type Caller, type NodeFixture } from '../../testing/nodeFixtures.ts';
import { tableChecksums } from '../../testing/tableChecksums.ts';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../../testing/testApp.ts';
import { seedLearnerData, type LearnerData } from './privacyFixture.ts';

const acme = { 'x-org-alias': 'acme' };
const EXPORT = `mutation ($input: ExportMyDataInput!) { exportMyData(input: $input) {
  __typename ... on MutationExportMyDataSuccess { data { data } } ... on AppError { code field } } }`;
const DELETE = `mutation ($input: DeleteMyAccountInput!) { deleteMyAccount(input: $input) {
  __typename ... on MutationDeleteMyAccountSuccess { data { success } } ... on AppError { code field } } }`;
const REQUEST = `mutation ($input: RequestStepUpCodeInput!) { requestStepUpCode(input: $input) {
  __typename ... on MutationRequestStepUpCodeSuccess { data { sent } } ... on AppError { code field } } }`;
const CREATE_API_TOKEN = `mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) {
  ... on MutationCreateApiTokenSuccess { data { secret } } ... on AppError { code } } }`;

let app: TestApp;
let fx: NodeFixture;
const db = () => app.app.database.prisma;
let seq = 0;
const fresh = async (): Promise<LearnerData> => {
  seq += 1;
  return seedLearnerData(app, { email: `step${seq}@acme.example`, alias: 'acme', accountId: fx.rows.accountId, itemId: fx.rows.itemId });
};
/** Every table's checksum but those named (rows a refused call may touch: a wrong try's count, a token's last use). */
const checksumsExcept = async (...tables: string[]) => Object.fromEntries(Object.entries(await tableChecksums(db())).filter(([name]) => !tables.includes(name)));
const exportData = (token: string | undefined, body: Record<string, unknown>) => app.rest('user/exportUserData', body, token, acme);
const erase = (token: string | undefined, body: Record<string, unknown>) => app.rest('user/deleteUserData', body, token, acme);

beforeAll(async () => {
  app = await startTestApp();
  fx = await seedNodeFixture(app);
}, 90_000);
afterAll(() => app?.stop());

describe('a stranger who knows a learner’s e-mail (verified sign-in off)', () => {
  it('gets a session from user/login {email}, but cannot export the learner’s data without the mailed code', async () => {
    const ana = await fresh();
    expect((await db().organization.findUniqueOrThrow({ where: { alias: 'acme' } })).verifiedSignIn).toBe(false);
    const login = await app.rest('user/login', { email: ana.email }, undefined, acme);
    expect(login.status).toBe(200);
    const stranger = login.body.data.token as string;
    const before = await tableChecksums(db());
    expect(await exportData(stranger, { email: ana.email })).toMatchObject({ status: 403, body: { data: { error: 'stepUpRequired' } } });
    expect(await exportData(stranger, { email: ana.email, code: '' })).toMatchObject({ status: 403, body: { data: { error: 'stepUpRequired' } } });
    expect((await app.gql(EXPORT, { input: {} }, stranger, acme)).body.data.exportMyData).toEqual({ __typename: 'AppError', code: 'stepUpRequired', field: 'code' });
    expect(await tableChecksums(db())).toEqual(before);
    // a guess is a wrong code, counted against the mailed one like any sign-in code
    expect(await exportData(stranger, { email: ana.email, code: '123456' })).toMatchObject({ status: 401, body: { data: { error: 'signInCodeWrong' } } });
  });

  it('cannot delete the learner’s account without the mailed code: nothing changes', async () => {
    const ana = await fresh();
    const stranger = (await app.rest('user/login', { email: ana.email }, undefined, acme)).body.data.token as string;
    const before = await tableChecksums(db());
    expect(await erase(stranger, { email: ana.email, confirmDeletion: true })).toMatchObject({ status: 403, body: { data: { error: 'stepUpRequired' } } });
    const graph = await app.gql(DELETE, { input: { email: ana.email, confirmDeletion: true } }, stranger, acme);
    expect(graph.body.data.deleteMyAccount).toEqual({ __typename: 'AppError', code: 'stepUpRequired', field: 'code' });
    expect(await tableChecksums(db())).toEqual(before);
    expect(await db().learner.findUniqueOrThrow({ where: { id: ana.learnerId } })).toMatchObject({ email: ana.email, erasedAt: null });
  });

  it('asking for a code sends it to the learner’s mailbox, never to the caller', async () => {
    const ana = await fresh();
    const stranger = (await app.rest('user/login', { email: ana.email }, undefined, acme)).body.data.token as string;
    const mails = app.app.mailer.outbox.length;
    await stepUpCode(app, { token: stranger, email: ana.email }, 'exportData', acme);
    expect(app.app.mailer.outbox.slice(mails).map((mail) => mail.message.to)).toEqual([ana.email]);
  });
});

describe('the learner proves their mailbox with a code for that one action', () => {
  it('the code is mailed in the language asked for (Arabic by default), naming the action', async () => {
    const ana = await fresh();
    const arabic = await stepUpCode(app, ana, 'exportData', acme);
    expect(arabic.subject).toBe('رمز تنزيل بياناتك من Acme');
    expect(arabic.text).toContain('لتنزيل بياناتك من Acme اكتب هذا الرمز:');
    const english = await stepUpCode(app, ana, 'deleteAccount', acme, 'en');
    expect(english.subject).toBe('Your code to delete your account at Acme');
    expect(english.text).toContain('for this action only');
    // the job's row names the action and the address, never the code
    const jobs = await db().job.findMany({ where: { payload: { path: ['template'], equals: 'stepUpCode' } } });
    expect(JSON.stringify(jobs.map((job) => job.payload))).not.toContain(english.code);
  });

  it('an export code works once', async () => {
    const ana = await fresh();
    const { code } = await stepUpCode(app, ana, 'exportData', acme);
    const first = await exportData(ana.token, { email: ana.email, code });
    expect(first.status).toBe(200);
    expect(first.body.data.data.profile.email).toBe(ana.email);
    expect(await exportData(ana.token, { email: ana.email, code })).toMatchObject({ status: 401, body: { data: { error: 'signInCodeUsed' } } });
    expect((await app.gql(EXPORT, { input: { code } }, ana.token, acme)).body.data.exportMyData).toEqual({ __typename: 'AppError', code: 'signInCodeUsed', field: 'code' });
  });

  it('a delete code erases the account once, in the same transaction as the erasure', async () => {
    const ana = await fresh();
    const { code } = await stepUpCode(app, ana, 'deleteAccount', acme);
    expect(await erase(ana.token, { email: ana.email, confirmDeletion: true, code })).toEqual({ status: 200, body: { data: { success: true } } });
    expect((await db().learner.findUniqueOrThrow({ where: { id: ana.learnerId } })).erasedAt).not.toBeNull();
    expect(await db().signInCode.count({ where: { email: ana.email } })).toBe(0);
  });

  it('a refused deletion (no confirmation) keeps the code unspent', async () => {
    const ana = await fresh();
    const { code } = await stepUpCode(app, ana, 'deleteAccount', acme);
    expect((await erase(ana.token, { email: ana.email, confirmDeletion: false, code })).body.data.error).toBe('deleteNotConfirmed');
    expect((await erase(ana.token, { email: ana.email, confirmDeletion: true, code })).status).toBe(200);
  });

  it('a code for the other action does not work, nor does another learner’s', async () => {
    const ana = await fresh();
    const bob = await fresh();
    const anasExport = await stepUpCode(app, ana, 'exportData', acme);
    const anasDelete = await stepUpCode(app, ana, 'deleteAccount', acme);
    const bobsExport = await stepUpCode(app, bob, 'exportData', acme);
    // the wrong tries are counted on the codes' rows; nothing else changes
    const before = await checksumsExcept('SignInCode');
    expect((await erase(ana.token, { email: ana.email, confirmDeletion: true, code: anasExport.code })).body.data.error).toBe('signInCodeWrong');
    expect((await exportData(ana.token, { email: ana.email, code: anasDelete.code })).body.data.error).toBe('signInCodeWrong');
    expect((await exportData(ana.token, { email: ana.email, code: bobsExport.code })).body.data.error).toBe('signInCodeWrong');
    expect((await app.gql(DELETE, { input: { email: ana.email, confirmDeletion: true, code: bobsExport.code } }, ana.token, acme)).body.data.deleteMyAccount.code).toBe(
      'signInCodeWrong',
    );
    expect(await checksumsExcept('SignInCode')).toEqual(before);
    // asking for one action's code left the other's working, and Bob's code is still his
    expect((await exportData(bob.token, { email: bob.email, code: bobsExport.code })).status).toBe(200);
    expect((await exportData(ana.token, { email: ana.email, code: anasExport.code })).status).toBe(200);
    expect((await erase(ana.token, { email: ana.email, confirmDeletion: true, code: anasDelete.code })).status).toBe(200);
  });

  it('GraphQL: requestStepUpCode mails the code; exportMyData and deleteMyAccount take it', async () => {
    const ana = await fresh();
    let before = mailsTo(app, ana.email).length;
    expect((await app.gql(REQUEST, { input: { action: 'exportData', locale: 'en' } }, ana.token, acme)).body.data.requestStepUpCode).toEqual({
      __typename: 'MutationRequestStepUpCodeSuccess',
      data: { sent: true },
    });
    const exportCode = await mailedCode(app, ana.email, before);
    const exported = await app.gql(EXPORT, { input: { code: exportCode.code } }, ana.token, acme);
    expect(exported.body.data.exportMyData.data.data.profile.email).toBe(ana.email);
    before = mailsTo(app, ana.email).length;
    await app.gql(REQUEST, { input: { action: 'deleteAccount' } }, ana.token, acme);
    const deleteCode = await mailedCode(app, ana.email, before);
    const deleted = await app.gql(DELETE, { input: { email: ana.email, confirmDeletion: true, code: deleteCode.code } }, ana.token, acme);
    expect(deleted.body.data.deleteMyAccount).toEqual({ __typename: 'MutationDeleteMyAccountSuccess', data: { success: true } });
  });
});

describe('who may ask for a step-up code', () => {
  const ask = (token: string | undefined, body: Record<string, unknown>) => app.rest('user/requestStepUpCode', body, token, acme);

  it.each<[Caller, number, string]>([
    ['anonymous', 401, 'unauthenticated'],
    ['acmeOwner', 403, 'forbidden'],
    ['acmeNeighbourOwner', 403, 'forbidden'],
    ['acmeHolder', 403, 'forbidden'],
    ['devOwner', 403, 'forbidden'],
    ['devHolder', 403, 'forbidden'],
    ['platform', 403, 'forbidden'],
  ])('%s: REST %i %s, GraphQL the same code; nothing is queued', async (caller, status, error) => {
    const before = await tableChecksums(db());
    expect(await ask(fx.tokens[caller], { action: 'exportData', email: 'victim@acme.example' })).toMatchObject({ status, body: { data: { error } } });
    const graph = await app.gql(REQUEST, { input: { action: 'exportData' } }, fx.tokens[caller], acme);
    expect(graph.body.data?.requestStepUpCode?.code ?? graph.body.errors?.[0]?.extensions?.code).toBe(error);
    expect(await tableChecksums(db())).toEqual(before);
  });

  it('the legacy token-less body naming a learner by e-mail is refused: the e-mail alone proves nothing', async () => {
    const before = await tableChecksums(db());
    expect(await ask(undefined, { action: 'deleteAccount', email: 'victim@acme.example', org: 'acme' })).toMatchObject({ status: 401, body: { data: { error: 'unauthenticated' } } });
    expect(await tableChecksums(db())).toEqual(before);
  });

  it('a learner naming another learner’s e-mail is refused; their own e-mail, or none, is their own code', async () => {
    const before = await tableChecksums(db());
    expect(await ask(fx.tokens.acmeNeighbour, { action: 'exportData', email: 'victim@acme.example' })).toMatchObject({ status: 403, body: { data: { error: 'forbidden' } } });
    expect(await ask(fx.tokens.devLearner, { action: 'exportData', email: 'victim@acme.example' })).toMatchObject({ status: 403, body: { data: { error: 'forbidden' } } });
    expect(await tableChecksums(db())).toEqual(before);
    const mails = mailsTo(app, 'neighbour@acme.example').length;
    expect((await ask(fx.tokens.acmeNeighbour, { action: 'exportData', email: 'neighbour@acme.example' })).status).toBe(200);
    await mailedCode(app, 'neighbour@acme.example', mails);
  });

  it.each([
    ['no action', {}],
    ['an unknown action', { action: 'signIn' }],
    ['an action that is not a text', { action: ['exportData'] }],
  ])('%s: 400 invalid_data_entry on action, nothing queued', async (_case, body) => {
    const before = await tableChecksums(db());
    expect(await ask(fx.tokens.acmeLearner, body)).toMatchObject({ status: 400, body: { data: { error: 'invalid_data_entry', field: 'action' } } });
    expect(await tableChecksums(db())).toEqual(before);
  });

  it.each([
    ['owner', 'READ_ONLY', 'demo-owner', 'account'],
    ['owner', 'READ_WRITE', 'demo-owner', 'account'],
    ['holder', 'READ_ONLY', 'demo-org', 'org'],
    ['holder', 'READ_WRITE', 'demo-org', 'org'],
  ] as const)("an integrator's API token (the %s's, %s) may not ask, export or delete", async (_who, scope, username, level) => {
    const session = await app.adminToken(username, level);
    const created = await app.gql(CREATE_API_TOKEN, { input: { name: `Step-up ${scope}`, scope, expiresInDays: 1 } }, session);
    const secret = created.body.data.createApiToken.data.secret as string;
    // a token's use is recorded on its row
    const before = await checksumsExcept('ApiToken');
    const codeOf = (answer: { body: { data?: Record<string, { code?: string } | null>; errors?: { extensions?: { code?: string } }[] } }, field: string) =>
      answer.body.data?.[field]?.code ?? answer.body.errors?.[0]?.extensions?.code;
    expect(codeOf(await app.gql(REQUEST, { input: { action: 'exportData' } }, secret), 'requestStepUpCode')).toBe('forbidden');
    expect(codeOf(await app.gql(EXPORT, { input: { code: '123456' } }, secret), 'exportMyData')).toBe('forbidden');
    expect(codeOf(await app.gql(DELETE, { input: { email: 'learner@example.com', confirmDeletion: true, code: '123456' } }, secret), 'deleteMyAccount')).toBe('forbidden');
    const rest = await app.rest('user/requestStepUpCode', { action: 'exportData' }, secret);
    expect(rest.status).toBeGreaterThanOrEqual(401);
    expect(rest.status).toBeLessThan(500);
    expect(await checksumsExcept('ApiToken')).toEqual(before);
  });
});

const newest = async (email: string, alias: string, kind: string) =>
  db().consentRecord.findFirstOrThrow({ where: { kind, learner: { email, organization: { alias } } }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });

describe('consent and policy records say how the learner was identified', () => {
  const cookies = { version: '1.0', timestamp: new Date().toISOString(), preferences: { essential: true, functional: true, analytics: false } };

  it('registration without a code (verified sign-in off) is emailOnly; a token is session; the legacy e-mail body is emailOnly', async () => {
    const ana = await fresh();
    expect((await newest(ana.email, 'acme', 'policies')).identifiedBy).toBe('emailOnly');
    expect((await app.rest('user/updateUserConsent', { consentData: cookies }, ana.token, acme)).status).toBe(200);
    expect((await newest(ana.email, 'acme', 'cookies')).identifiedBy).toBe('session');
    expect((await app.rest('user/updateUserConsent', { email: ana.email, org: 'acme', consentData: cookies }, undefined, acme)).status).toBe(200);
    expect((await newest(ana.email, 'acme', 'cookies')).identifiedBy).toBe('emailOnly');
    expect((await app.rest('user/updateUserConsent', { termsAccepted: true }, ana.token, acme)).status).toBe(200);
    expect((await newest(ana.email, 'acme', 'policies')).identifiedBy).toBe('session');
    expect((await app.rest('user/updateUserConsent', { email: ana.email, org: 'acme', privacyPolicyAccepted: true }, undefined, acme)).status).toBe(200);
    expect((await newest(ana.email, 'acme', 'policies')).identifiedBy).toBe('emailOnly');
    const graph = await app.gql('mutation { acceptPolicies(input: { privacyPolicyAccepted: true, termsAccepted: true }) { __typename } }', {}, ana.token, acme);
    expect(graph.body.errors).toBeUndefined();
    expect((await newest(ana.email, 'acme', 'policies')).identifiedBy).toBe('session');
  });
});

describe('new organisations start with verified sign-in on', () => {
  it('an organisation the platform admin adds has it on; the ones made before keep theirs; its registration with a code is verifiedCode', async () => {
    const platform = await app.adminToken('platform-admin', 'admin');
    const added = await app.rest('admin/addOrg', { alias: 'newcomer', username: 'newcomer-holder', email: 'holder@newcomer.example', password: TEST_PASSWORD }, platform);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const newcomer = { 'x-org-alias': 'newcomer' };
    expect((await db().organization.findUniqueOrThrow({ where: { alias: 'newcomer' } })).verifiedSignIn).toBe(true);
    expect((await app.rest('user/getOrgDataByAlias', { alias: 'newcomer' }, undefined, newcomer)).body.data.verifiedSignIn).toBe(true);
    for (const alias of ['dev', 'acme']) expect((await db().organization.findUniqueOrThrow({ where: { alias } })).verifiedSignIn).toBe(false);

    // an e-mail alone no longer signs in there; a mailed code registers, and the record says so
    const email = 'sara@newcomer.example';
    expect((await app.rest('user/setUserInfo', { email, name: 'Sara', privacyPolicyAccepted: true, termsAccepted: true }, undefined, newcomer)).body.data.error).toBe(
      'signInCodeRequired',
    );
    let before = mailsTo(app, email).length;
    await app.rest('user/requestSignInCode', { email }, undefined, newcomer);
    const registration = await mailedCode(app, email, before);
    const registered = await app.rest('user/setUserInfo', { email, name: 'Sara', privacyPolicyAccepted: true, termsAccepted: true, code: registration.code }, undefined, newcomer);
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    expect((await newest(email, 'newcomer', 'policies')).identifiedBy).toBe('verifiedCode');

    // a sign-in code is no step-up code
    before = mailsTo(app, email).length;
    await app.rest('user/requestSignInCode', { email }, undefined, newcomer);
    const signIn = await mailedCode(app, email, before);
    const token = (await app.rest('user/login', { email, code: signIn.code }, undefined, newcomer)).body.data.token as string;
    before = mailsTo(app, email).length;
    await app.rest('user/requestSignInCode', { email }, undefined, newcomer);
    const another = await mailedCode(app, email, before);
    expect((await app.rest('user/exportUserData', { code: another.code }, token, newcomer)).body.data.error).toBe('signInCodeWrong');
    const { code } = await stepUpCode(app, { token, email }, 'exportData', newcomer);
    expect((await app.rest('user/exportUserData', { code }, token, newcomer)).status).toBe(200);
  });
});
