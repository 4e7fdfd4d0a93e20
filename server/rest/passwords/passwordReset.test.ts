// Password resets through both APIs, on the real server: who may make a reset
// link (admin/addSession, createPasswordResetLink), spending one
// (admin/resetAccountPassword, resetAccountPassword: single use, expiry, the
// username's, ends the identity's sessions) and "forgot password"
// (admin/requestPasswordReset, requestPasswordReset: the same answer for
// everyone, a mail only for identities with an e-mail, rate-limited).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../auth/tokens.ts';
import { callers, seedNodeFixture, type Caller, type NodeFixture } from '../../testing/nodeFixtures.ts';
import { GENEROUS_RATE_LIMITS, startTestApp, TEST_PASSWORD, type Json, type TestApp } from '../../testing/testApp.ts';

let app: TestApp;
let fx: NodeFixture;
const db = () => app.app.database.prisma;
const NEW_PASSWORD = 'brand-new-Passw0rd';

beforeAll(async () => {
  app = await startTestApp({
    publicUrl: 'https://quiz.example',
    // wrong links count as failed sign-ins: a few per username and address before a wait
    rateLimits: { ...GENEROUS_RATE_LIMITS, signInFailures: 4, resetRequestsPerAddressPerHour: 40, keyPrefix: `pw-${process.pid}-${Date.now()}` },
  });
  fx = await seedNodeFixture(app);
});

afterAll(async () => {
  await app?.stop();
});

const acme = { 'x-org-alias': 'acme' };
const rest = (path: string, body: Json, caller: Caller = 'anonymous') => app.rest(`admin/${path}`, body, fx.tokens[caller], acme);

async function gqlMutation(name: string, inputType: string, fields: string, input: Json, caller: Caller = 'anonymous'): Promise<Json> {
  const success = `Mutation${name[0].toUpperCase()}${name.slice(1)}Success`;
  const text = `mutation($input: ${inputType}!) { ${name}(input: $input) { ... on AppError { code field } ... on ${success} { data { ${fields} } } } }`;
  const { body } = await app.gql(text, { input }, fx.tokens[caller], acme);
  const answer = body.data?.[name];
  if (answer?.code) return { code: answer.code, field: answer.field };
  if (!answer?.data) return { code: body.errors?.[0]?.extensions?.code ?? JSON.stringify(body) };
  return answer.data;
}

const tokenRows = () => db().passwordResetToken.findMany({ orderBy: { id: 'asc' } });
const identities = () => db().adminIdentity.findMany({ orderBy: { id: 'asc' }, select: { username: true, passwordHash: true } });
const snapshot = async () => JSON.stringify({ tokens: await tokenRows(), identities: await identities() });

/** A fresh account of acme with its owner (password TEST_PASSWORD), signed in once. */
let sequence = 0;
async function freshOwner(email: string | null = null) {
  const { passwordHash } = await db().adminIdentity.findUniqueOrThrow({ where: { username: 'acme-owner' } });
  const account = await db().account.create({ data: { organizationId: fx.rows.organizationId, alias: `Reset ${++sequence}`, order: 100 + sequence } });
  const username = `reset-owner-${sequence}`;
  await db().adminIdentity.create({ data: { role: 'ACCOUNT_OWNER', username, email, passwordHash, organizationId: fx.rows.organizationId, accountId: account.id } });
  const token = await signIn(username, TEST_PASSWORD, 'account');
  return { username, accountId: account.id, token: token! };
}

async function signIn(username: string, password: string, level: 'account' | 'org' | 'admin'): Promise<string | null> {
  const { body } = await rest('accountLogin', { username, password, level });
  return body.data?.token ?? null;
}

async function linkFor(username: string): Promise<string> {
  const { body } = await rest('addSession', { username }, 'platform');
  expect(body.data.token).toEqual(expect.any(String));
  return body.data.token as string;
}

describe('reset links: a platform admin for anyone but another platform admin, a holder for its own accounts, nobody else', () => {
  it('a platform admin makes links for an account owner and an organisation holder, by username and through GraphQL', async () => {
    const byUsername = await rest('addSession', { username: 'acme-holder' }, 'platform');
    expect(byUsername.body.data).toMatchObject({ username: 'acme-holder', path: `/#/ResetAccountPassword/acme-holder/${byUsername.body.data.token}` });
    const row = await db().passwordResetToken.findUniqueOrThrow({ where: { tokenHash: hashToken(byUsername.body.data.token) } });
    // stored hashed, for PASSWORD_RESET_HOURS (24 by default)
    expect(row.usedAt).toBeNull();
    expect(Math.round((row.expiresAt.getTime() - row.createdAt.getTime()) / 3_600_000)).toBe(24);

    const forAccount = await gqlMutation('createPasswordResetLink', 'CreatePasswordResetLinkInput', 'username token', { accountId: encodeGlobalID('Account', fx.rows.accountId) }, 'platform');
    expect(forAccount.username).toBe('acme-owner');
    const forOrg = await gqlMutation(
      'createPasswordResetLink',
      'CreatePasswordResetLinkInput',
      'username token',
      { organizationId: encodeGlobalID('Organization', fx.rows.organizationId) },
      'platform',
    );
    expect(forOrg.username).toBe('acme-holder');
    // the newest link of an identity is the only one that works
    expect(await db().passwordResetToken.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ usedAt: expect.any(Date) });
  });

  it("a platform admin cannot make a link for another platform admin (answered as missing)", async () => {
    const before = await snapshot();
    expect((await rest('addSession', { username: 'platform-admin' }, 'platform')).body).toEqual({ data: { error: 'notFound', field: 'username' } });
    expect(await snapshot()).toBe(before);
  });

  it("the holder makes links for its own accounts' owners only", async () => {
    expect((await rest('addSession', { username: 'acme-owner' }, 'acmeHolder')).body.data.username).toBe('acme-owner');
    const before = await snapshot();
    expect((await rest('addSession', { username: 'acme-holder' }, 'acmeHolder')).body.data).toMatchObject({ error: 'notFound' });
    expect((await rest('addSession', { username: 'demo-owner' }, 'acmeHolder')).body.data).toMatchObject({ error: 'notFound' });
    const forOrg = await gqlMutation(
      'createPasswordResetLink',
      'CreatePasswordResetLinkInput',
      'username',
      { organizationId: encodeGlobalID('Organization', fx.rows.organizationId) },
      'acmeHolder',
    );
    expect(forOrg.code).toBe('forbidden');
    expect(await snapshot()).toBe(before);
  });

  it.each([
    ['both ids', () => ({ accountId: encodeGlobalID('Account', fx.rows.accountId), organizationId: encodeGlobalID('Organization', fx.rows.organizationId) }), 'invalid_data_entry', 'accountId'],
    ['neither id', () => ({}), 'invalid_data_entry', 'accountId'],
    ["an organisation's id as the account", () => ({ accountId: encodeGlobalID('Organization', fx.rows.organizationId) }), 'notFound', 'accountId'],
    ["the account's raw row id", () => ({ accountId: fx.rows.accountId }), 'notFound', 'accountId'],
    ["an account's id as the organisation", () => ({ organizationId: encodeGlobalID('Account', fx.rows.accountId) }), 'notFound', 'organizationId'],
  ])('createPasswordResetLink with %s is %s on %s and makes no link', async (_name, input, code, field) => {
    const before = await snapshot();
    expect(await gqlMutation('createPasswordResetLink', 'CreatePasswordResetLinkInput', 'token', input(), 'platform')).toEqual({ code, field });
    expect(await snapshot()).toBe(before);
  });

  const refused = (Object.keys(callers) as Caller[]).filter((caller) => caller !== 'platform' && caller !== 'acmeHolder');
  it.each(refused)('%s gets no link for acme-owner (REST and GraphQL) and nothing changes', async (caller) => {
    const before = await snapshot();
    const { status, body } = await rest('addSession', { username: 'acme-owner' }, caller);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(['unauthenticated', 'forbidden', 'notFound']).toContain(body.data.error);
    const answer = await gqlMutation('createPasswordResetLink', 'CreatePasswordResetLinkInput', 'token', { accountId: encodeGlobalID('Account', fx.rows.accountId) }, caller);
    expect(['unauthenticated', 'forbidden', 'notFound']).toContain(answer.code);
    expect(await snapshot()).toBe(before);
  });
});

describe('admin/resetAccountPassword spends a link once', () => {
  it('sets the password, ends every open session and the other links, answers processSuccess and the level', async () => {
    const owner = await freshOwner();
    const secondSession = await signIn(owner.username, TEST_PASSWORD, 'account');
    const token = await linkFor(owner.username);
    expect((await app.rest('admin/getAccountData', {}, owner.token, acme)).status).toBe(200);

    const { status, body } = await rest('resetAccountPassword', { username: owner.username, password: NEW_PASSWORD, token });
    expect(status).toBe(200);
    expect(body).toEqual({ data: { message: 'processSuccess', username: owner.username, level: 'account' } });

    // both old sessions are over
    for (const old of [owner.token, secondSession!]) expect((await app.rest('admin/getAccountData', {}, old, acme)).status).toBe(401);
    const sessions = await db().session.findMany({ where: { identity: { username: owner.username } } });
    expect(sessions.every((session) => session.revokedAt !== null)).toBe(true);
    // the old password no longer works, the new one does
    expect(await signIn(owner.username, TEST_PASSWORD, 'account')).toBeNull();
    const fresh = await signIn(owner.username, NEW_PASSWORD, 'account');
    expect((await app.rest('admin/getAccountData', {}, fresh!, acme)).status).toBe(200);
    // the link is spent
    const again = await rest('resetAccountPassword', { username: owner.username, password: 'another-Passw0rd', token });
    expect(again).toMatchObject({ status: 400, body: { data: { error: 'resetLinkUsed' } } });
    expect(await signIn(owner.username, NEW_PASSWORD, 'account')).not.toBeNull();
  });

  it("a spend ends the identity's other unused links", async () => {
    const owner = await freshOwner();
    const token = await linkFor(owner.username);
    // a second link made behind the first one's back (as a concurrent issue would)
    await db().passwordResetToken.create({
      data: { tokenHash: hashToken('other-unused-token'), identityId: (await db().adminIdentity.findUniqueOrThrow({ where: { username: owner.username } })).id, expiresAt: new Date(Date.now() + 3_600_000) },
    });
    expect((await rest('resetAccountPassword', { username: owner.username, password: NEW_PASSWORD, token })).status).toBe(200);
    const other = await rest('resetAccountPassword', { username: owner.username, password: NEW_PASSWORD, token: 'other-unused-token' });
    expect(other.body.data.error).toBe('resetLinkUsed');
  });

  it('two spends at the same moment: one wins, the other is told the link was used', async () => {
    const owner = await freshOwner();
    const token = await linkFor(owner.username);
    const answers = await Promise.all(
      ['first-Passw0rd', 'second-Passw0rd'].map((password) => rest('resetAccountPassword', { username: owner.username, password, token })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const loser = answers.find((answer) => answer.status === 400)!;
    expect(loser.body.data.error).toBe('resetLinkUsed');
    const winner = answers.findIndex((answer) => answer.status === 200);
    expect(await signIn(owner.username, ['first-Passw0rd', 'second-Passw0rd'][winner], 'account')).not.toBeNull();
    expect(await signIn(owner.username, ['first-Passw0rd', 'second-Passw0rd'][1 - winner], 'account')).toBeNull();
  });

  it('an expired link is refused with resetLinkExpired and changes nothing', async () => {
    const owner = await freshOwner();
    const token = await linkFor(owner.username);
    await db().passwordResetToken.update({ where: { tokenHash: hashToken(token) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const before = await snapshot();
    const answer = await rest('resetAccountPassword', { username: owner.username, password: NEW_PASSWORD, token });
    expect(answer).toMatchObject({ status: 400, body: { data: { error: 'resetLinkExpired' } } });
    expect(await snapshot()).toBe(before);
    expect((await app.rest('admin/getAccountData', {}, owner.token, acme)).status).toBe(200);
  });

  it("another username's link, an unknown token or username: resetLinkInvalid, nothing changes", async () => {
    const owner = await freshOwner();
    const other = await freshOwner();
    const token = await linkFor(owner.username);
    const before = await snapshot();
    for (const body of [
      { username: other.username, password: NEW_PASSWORD, token },
      { username: owner.username, password: NEW_PASSWORD, token: `${token}x` },
      { username: 'no-such-username', password: NEW_PASSWORD, token },
    ]) {
      expect((await rest('resetAccountPassword', body)).body).toEqual({ data: { error: 'resetLinkInvalid', field: 'token' } });
    }
    expect(await snapshot()).toBe(before);
    // the link still works for its own username
    expect((await rest('resetAccountPassword', { username: owner.username, password: NEW_PASSWORD, token })).status).toBe(200);
  });

  it('the owner of an archived account cannot spend a link made before', async () => {
    const owner = await freshOwner();
    const token = await linkFor(owner.username);
    await db().account.update({ where: { id: owner.accountId }, data: { archivedAt: new Date() } });
    expect((await rest('resetAccountPassword', { username: owner.username, password: NEW_PASSWORD, token })).body.data.error).toBe('resetLinkInvalid');
  });

  it.each([
    ['too short', { password: 'seven77' }],
    ['too long', { password: 'x'.repeat(201) }],
    ['blank', { password: '          ' }],
    ['missing', { password: undefined }],
    ['not text', { password: 12345678 }],
  ])('a %s password is invalid_data_entry and the link still works', async (_name, change) => {
    const owner = await freshOwner();
    const token = await linkFor(owner.username);
    const before = await snapshot();
    const answer = await rest('resetAccountPassword', { username: owner.username, token, ...change });
    expect(answer).toMatchObject({ status: 400, body: { data: { error: 'invalid_data_entry' } } });
    expect(await snapshot()).toBe(before);
  });

  it('missing username or token is invalid_data_entry', async () => {
    expect((await rest('resetAccountPassword', { password: NEW_PASSWORD, token: 'abc' })).body.data).toEqual({ error: 'invalid_data_entry', field: 'username' });
    expect((await rest('resetAccountPassword', { username: 'acme-owner', password: NEW_PASSWORD })).body.data).toEqual({ error: 'invalid_data_entry', field: 'token' });
  });

  it.each(Object.keys(callers) as Caller[])('%s may spend a link: the token is the authority (and a wrong one changes nothing)', async (caller) => {
    const owner = await freshOwner();
    const token = await linkFor(owner.username);
    const before = await snapshot();
    expect((await rest('resetAccountPassword', { username: owner.username, password: NEW_PASSWORD, token: 'wrong' }, caller)).body.data.error).toBe('resetLinkInvalid');
    expect(await snapshot()).toBe(before);
    expect((await rest('resetAccountPassword', { username: owner.username, password: NEW_PASSWORD, token }, caller)).body.data.message).toBe('processSuccess');
  });

  it('wrong links count as failed sign-ins: after a few the username waits (tooManyRequests, Retry-After)', async () => {
    const owner = await freshOwner();
    const token = await linkFor(owner.username);
    const codes: string[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      codes.push((await rest('resetAccountPassword', { username: owner.username, password: NEW_PASSWORD, token: `guess-${attempt}` })).body.data.error);
    }
    expect(codes).toEqual(['resetLinkInvalid', 'resetLinkInvalid', 'resetLinkInvalid', 'resetLinkInvalid', 'tooManyRequests']);
    const blocked = await app.post('/admin/resetAccountPassword', { username: owner.username, password: NEW_PASSWORD, token }, acme);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // the real link was not spent while blocked
    expect((await db().passwordResetToken.findUniqueOrThrow({ where: { tokenHash: hashToken(token) } })).usedAt).toBeNull();
  });

  it('GraphQL resetAccountPassword: the same rules, answers the level (ORG for a holder)', async () => {
    const { passwordHash } = await db().adminIdentity.findUniqueOrThrow({ where: { username: 'acme-owner' } });
    await db().adminIdentity.create({ data: { role: 'ORG_HOLDER', username: 'acme-second-holder', passwordHash, organizationId: fx.rows.organizationId } });
    const holderToken = await signIn('acme-second-holder', TEST_PASSWORD, 'org');
    const token = await linkFor('acme-second-holder');
    const fields = 'username level';
    const short = await gqlMutation('resetAccountPassword', 'ResetAccountPasswordInput', fields, { username: 'acme-second-holder', password: 'short', token });
    expect(short).toEqual({ code: 'invalid_data_entry', field: 'password' });
    const done = await gqlMutation('resetAccountPassword', 'ResetAccountPasswordInput', fields, { username: 'acme-second-holder', password: NEW_PASSWORD, token });
    expect(done).toEqual({ username: 'acme-second-holder', level: 'org' });
    expect((await app.rest('admin/accountLogout', {}, holderToken!, acme)).status).toBe(401);
    expect(await signIn('acme-second-holder', NEW_PASSWORD, 'org')).not.toBeNull();
    const again = await gqlMutation('resetAccountPassword', 'ResetAccountPasswordInput', fields, { username: 'acme-second-holder', password: NEW_PASSWORD, token });
    expect(again).toEqual({ code: 'resetLinkUsed', field: 'token' });
  });
});

describe('forgot password (admin/requestPasswordReset, requestPasswordReset)', () => {
  const outbox = () => app.app.mailer.outbox;
  const mailJobs = () => db().job.count({ where: { kind: 'sendMail' } });
  const until = async <T>(read: () => Promise<T> | T, done: (value: T) => boolean): Promise<T> => {
    for (let tries = 0; tries < 400; tries++) {
      const value = await read();
      if (done(value)) return value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`never happened: ${JSON.stringify(await db().job.findMany({ where: { kind: 'sendMail' } }))}`);
  };

  it('the same answer for an identity with an e-mail, one without, a missing one and the wrong level; only the first gets a mail', async () => {
    const withEmail = await freshOwner('Owner.Mail@acme.example');
    const withoutEmail = await freshOwner(null);
    const jobsBefore = await mailJobs();
    const answers = [];
    for (const body of [
      { username: withEmail.username, level: 'account' },
      { username: withoutEmail.username, level: 'account' },
      { username: 'nobody-at-all', level: 'account' },
      { username: withEmail.username, level: 'org' },
    ]) {
      answers.push(await rest('requestPasswordReset', { ...body, origin: 'https://acme.quiz.example', locale: 'en' }));
    }
    for (const answer of answers) expect(answer).toEqual({ status: 200, body: { data: { message: 'resetMailSent' } } });
    expect(await mailJobs()).toBe(jobsBefore + 1);

    const mail = await until(outbox, (box) => box.some((sent) => sent.message.to === 'Owner.Mail@acme.example'));
    const sent = mail.find((message) => message.message.to === 'Owner.Mail@acme.example')!;
    expect(sent.message.subject).toBe('Reset your password');
    const link = new RegExp(`https://acme\\.quiz\\.example/#/ResetAccountPassword/${withEmail.username}/([\\w-]+)`).exec(sent.message.text);
    expect(link).not.toBeNull();
    // the job's row never holds the token
    const job = await db().job.findFirstOrThrow({ where: { kind: 'sendMail' }, orderBy: { createdAt: 'desc' } });
    expect(JSON.stringify(job)).not.toContain(link![1]);
    const done = await rest('resetAccountPassword', { username: withEmail.username, password: NEW_PASSWORD, token: link![1] });
    expect(done.body.data.message).toBe('processSuccess');
  });

  it('an e-mail names the identity too (any case); the mail is Arabic by default', async () => {
    const owner = await freshOwner('arabic.owner@acme.example');
    expect((await rest('requestPasswordReset', { email: 'ARABIC.Owner@acme.example', level: 'account', origin: 'https://acme.quiz.example' })).status).toBe(200);
    const mail = await until(outbox, (box) => box.some((sent) => sent.message.to === 'arabic.owner@acme.example'));
    const sent = mail.find((message) => message.message.to === 'arabic.owner@acme.example')!;
    expect(sent.message.subject).toBe('إعادة تعيين كلمة المرور');
    expect(sent.message.text).toContain(`/#/ResetAccountPassword/${owner.username}/`);
    expect(sent.message.html).toContain('dir="rtl"');
  });

  it('an untrusted origin is replaced by PUBLIC_URL (no token in a stranger\'s link)', async () => {
    const owner = await freshOwner('origin.owner@acme.example');
    await rest('requestPasswordReset', { username: owner.username, level: 'account', origin: 'https://evil.example', locale: 'en' });
    const mail = await until(outbox, (box) => box.some((sent) => sent.message.to === 'origin.owner@acme.example'));
    const sent = mail.find((message) => message.message.to === 'origin.owner@acme.example')!;
    expect(sent.message.text).toContain(`https://quiz.example/#/ResetAccountPassword/${owner.username}/`);
    expect(sent.message.text).not.toContain('evil');
  });

  it('GraphQL requestPasswordReset answers the same for existing and missing identities', async () => {
    const owner = await freshOwner('gql.owner@acme.example');
    const jobsBefore = await mailJobs();
    for (const login of [owner.username, 'missing-in-graphql']) {
      const answer = await gqlMutation('requestPasswordReset', 'RequestPasswordResetInput', 'requested', { login, level: 'account', origin: 'https://quiz.example' });
      expect(answer).toEqual({ requested: true });
    }
    expect(await mailJobs()).toBe(jobsBefore + 1);
    const blank = await gqlMutation('requestPasswordReset', 'RequestPasswordResetInput', 'requested', { login: '  ', level: 'account' });
    expect(blank).toEqual({ code: 'invalid_data_entry', field: 'login' });
  });

  it('bad input is invalid_data_entry and queues nothing', async () => {
    const jobsBefore = await mailJobs();
    expect((await rest('requestPasswordReset', { level: 'account' })).body.data).toEqual({ error: 'invalid_data_entry', field: 'login' });
    expect((await rest('requestPasswordReset', { username: 'acme-owner', level: 'root' })).body.data).toEqual({ error: 'invalid_data_entry', field: 'level' });
    expect(await mailJobs()).toBe(jobsBefore);
  });

  it('rate-limited per login (3 an hour): the 4th is refused whether or not the identity exists', async () => {
    for (const login of ['limited-owner-missing', 'acme-neighbour-owner']) {
      const statuses = [];
      for (let attempt = 0; attempt < 4; attempt++) statuses.push((await rest('requestPasswordReset', { username: login, level: 'account' })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    }
    // the login, not its spelling: case and spaces do not make a new counter
    expect((await rest('requestPasswordReset', { username: ' ACME-neighbour-owner ', level: 'account' })).status).toBe(429);
  });

  it.each(Object.keys(callers) as Caller[])('%s gets the same answer, and a missing name changes nothing', async (caller) => {
    const before = await snapshot();
    const jobsBefore = await mailJobs();
    const answer = await rest('requestPasswordReset', { username: `missing-for-${caller}`, level: 'org' }, caller);
    expect(answer).toEqual({ status: 200, body: { data: { message: 'resetMailSent' } } });
    expect(await snapshot()).toBe(before);
    expect(await mailJobs()).toBe(jobsBefore);
  });

  it('rate-limited per address (40 an hour in this file; 20 by default)', async () => {
    // this file's earlier requests came from this address too: the limit is reached within 40 more
    const statuses = [];
    for (let attempt = 0; attempt < 40; attempt++) statuses.push((await rest('requestPasswordReset', { username: `address-${attempt}`, level: 'account' })).status);
    expect(statuses).toContain(429);
    const refused = await app.post('/admin/requestPasswordReset', { username: 'address-last', level: 'account' }, acme);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ data: { error: 'tooManyRequests' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
