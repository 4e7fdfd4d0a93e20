// Private files (docs/decisions.md "Files: public and private"): a learner's
// upload and an administrator's upload declared private are read only with a
// signed, expiring GET URL or a session of the right role; public assets stay
// readable by URL. Wherever the server hands a private file to someone allowed
// to see it, it hands a freshly signed URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword } from '../auth/passwords.ts';
import { createLocalStorage } from '../storage/localStorage.ts';
import { quizFixtures, rightAnswers } from '../testing/quizFixtures.ts';
import { alteredSignature } from '../testing/signatures.ts';
import { startTestApp, TEST_PASSWORD, type Json, type TestApp } from '../testing/testApp.ts';

let app: TestApp;
let fx: ReturnType<typeof quizFixtures>;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const tokens: Record<string, string> = {};
const SECRET = 'private-files-test-secret';
/** The same signing as the server's: its secret is configured here. */
const signer = createLocalStorage(mkdtempSync(join(tmpdir(), 'signer-')), { secret: SECRET, secretDir: null });

const at = (url: string) => new URL(url, app.url).toString();
const bare = (url: string) => new URL(url, app.url).pathname;
const db = () => app.app.database.prisma;

/** An organisation of its own with a learner and an account owner; their tokens. */
async function otherOrganization() {
  const alias = `elsewhere-${Date.now()}`;
  const org = await db().organization.create({ data: { alias, name: alias } });
  const account = await db().account.create({ data: { organizationId: org.id, alias: 'Elsewhere' } });
  await db().adminIdentity.create({
    data: { role: 'ACCOUNT_OWNER', username: `${alias}-owner`, passwordHash: await hashPassword(TEST_PASSWORD), organizationId: org.id, accountId: account.id },
  });
  await db().learner.create({ data: { organizationId: org.id, email: 'far@example.com', name: 'Far', termsAccepted: true, privacyPolicyAccepted: true } });
  const header = { 'x-org-alias': alias };
  const learner = (await app.rest('user/login', { email: 'far@example.com' }, undefined, header)).body.data.token as string;
  const owner = (await app.rest('admin/accountLogin', { username: `${alias}-owner`, password: TEST_PASSWORD, level: 'account' }, undefined, header)).body.data
    .token as string;
  return { learner, owner };
}

beforeAll(async () => {
  app = await startTestApp({ fileUrlSecret: SECRET });
  fx = quizFixtures(app);
  tokens.owner = await app.adminToken('demo-owner', 'account');
  tokens.holder = await app.adminToken('demo-org', 'org');
  tokens.platform = await app.adminToken('platform-admin', 'admin');
  const neighbours = await db().account.create({ data: { organizationId: (await fx.dev()).organizationId, alias: 'Private neighbours' } });
  await db().adminIdentity.create({
    data: { role: 'ACCOUNT_OWNER', username: 'private-neighbour', passwordHash: await hashPassword(TEST_PASSWORD), organizationId: neighbours.organizationId, accountId: neighbours.id },
  });
  tokens.neighbourOwner = await app.adminToken('private-neighbour', 'account');
  const elsewhere = await otherOrganization();
  tokens.otherOrgLearner = elsewhere.learner;
  tokens.otherOrgOwner = elsewhere.owner;
});

afterAll(async () => {
  await app?.stop();
});

/** POST /upload then the signed PUT; answers what /upload answered. */
async function upload(token: string, fileName = 'work.pdf', extra: Json = {}, bytes = PDF) {
  const asked = await fetch(`${app.url}/upload`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ fileName, ...extra }),
  });
  expect(asked.status).toBe(200);
  const body = (await asked.json()) as { signedUrl: string; url: string };
  const stored = await fetch(at(body.signedUrl), { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: new Uint8Array(bytes) });
  expect(stored.status).toBe(200);
  return body;
}

const read = async (url: string, token?: string) => {
  const response = await fetch(at(url), { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, body: response.headers.get('content-type')?.startsWith('application/json') ? await response.json() : null };
};

describe("a learner's upload is private: theirs, read with a signed URL or their own session", () => {
  let learner: Awaited<ReturnType<typeof fx.learner>>;
  let other: Awaited<ReturnType<typeof fx.learner>>;
  let url = '';

  beforeAll(async () => {
    learner = await fx.learner();
    other = await fx.learner();
    tokens.learner = learner.token;
    tokens.otherLearner = other.token;
    url = (await upload(learner.token)).url;
  });

  it('is stored PRIVATE with the learner who uploaded it', async () => {
    const file = await db().storedFile.findUniqueOrThrow({ where: { key: bare(url).slice(1) } });
    expect({ visibility: file.visibility, learnerId: file.learnerId, uploadedById: file.uploadedById }).toEqual({
      visibility: 'PRIVATE',
      learnerId: learner.id,
      uploadedById: null,
    });
  });

  it('a learner cannot make their upload public with private: false', async () => {
    const { url: stillPrivate } = await upload(learner.token, 'open.pdf', { private: false });
    expect((await db().storedFile.findUniqueOrThrow({ where: { key: bare(stillPrivate).slice(1) } })).visibility).toBe('PRIVATE');
    expect((await read(bare(stillPrivate))).status).toBe(401);
  });

  it('the url /upload answers is a signed read URL that opens without a session', async () => {
    expect(new URL(url, app.url).searchParams.get('signature')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect((await read(url)).status).toBe(200);
  });

  it.each([
    ['anyone signed out', undefined, 401, 'unauthenticated'],
    ['another learner', 'otherLearner', 403, 'forbidden'],
    ["an owner of the organisation's account (they get signed URLs with the answers)", 'owner', 403, 'forbidden'],
    ["another organisation's learner", 'otherOrgLearner', 403, 'forbidden'],
    ["another organisation's owner", 'otherOrgOwner', 403, 'forbidden'],
  ])('without a signature, %s is refused', async (_who, who, status, error) => {
    expect(await read(bare(url), who ? tokens[who] : undefined)).toEqual({ status, body: { data: { error } } });
  });

  it.each([
    ['the learner who uploaded it', 'learner'],
    ["the organisation's holder", 'holder'],
    ['a platform admin', 'platform'],
  ])('without a signature, %s reads it with their session', async (_who, who) => {
    expect((await read(bare(url), tokens[who])).status).toBe(200);
  });

  it.each([
    ['a changed signature', (signed: URL) => signed.searchParams.set('signature', alteredSignature(signed.searchParams.get('signature')!))],
    ['a later expiry than was signed', (signed: URL) => signed.searchParams.set('expires', String(Number(signed.searchParams.get('expires')) + 1))],
    ['no signature but an expiry', (signed: URL) => signed.searchParams.delete('signature')],
  ])('%s is 403 invalidSignature, even with the owner session', async (_rule, tamper) => {
    const signed = new URL(url, app.url);
    tamper(signed);
    expect(await read(signed.toString(), tokens.learner)).toEqual({ status: 403, body: { data: { error: 'invalidSignature' } } });
  });

  it('an expired signed URL is 403 invalidSignature', async () => {
    const key = bare(url).slice(1);
    const expires = Date.now() - 1000;
    // signed with the server's own secret: only the expiry is wrong
    const signature = signer.sign('GET', key, expires);
    expect(await read(`/${key}?expires=${expires}&signature=${signature}`)).toEqual({ status: 403, body: { data: { error: 'invalidSignature' } } });
    const later = Date.now() + 60_000;
    expect((await read(`/${key}?expires=${later}&signature=${signer.sign('GET', key, later)}`)).status).toBe(200);
  });

  it('the signed PUT URL of the upload does not read the file', async () => {
    const { signedUrl } = await upload(learner.token);
    expect(await read(signedUrl)).toEqual({ status: 403, body: { data: { error: 'invalidSignature' } } });
  });
});

describe('an administrator declares an upload private with private: true (exports, results files)', () => {
  let url = '';

  beforeAll(async () => {
    url = (await upload(tokens.owner, 'export.pdf', { private: true })).url;
  });

  it('is stored PRIVATE with its uploader, and /upload answers a signed read URL', async () => {
    const file = await db().storedFile.findUniqueOrThrow({ where: { key: bare(url).slice(1) } });
    expect(file.visibility).toBe('PRIVATE');
    expect(file.learnerId).toBeNull();
    expect((await read(url)).status).toBe(200);
  });

  it.each([
    ['anyone signed out', undefined, 401, 'unauthenticated'],
    ['a learner', 'learner', 403, 'forbidden'],
    ['an owner of another account', 'neighbourOwner', 403, 'forbidden'],
    ["another organisation's owner", 'otherOrgOwner', 403, 'forbidden'],
  ])('without a signature, %s is refused', async (_who, who, status, error) => {
    expect(await read(bare(url), who ? tokens[who] : undefined)).toEqual({ status, body: { data: { error } } });
  });

  it.each([
    ['the uploader (the account owner)', 'owner'],
    ["the organisation's holder", 'holder'],
    ['a platform admin', 'platform'],
  ])('without a signature, %s reads it with their session', async (_who, who) => {
    expect((await read(bare(url), tokens[who])).status).toBe(200);
  });

  it('before its bytes are stored, its signed read URL is 404 notFound (a results file the job has not written yet)', async () => {
    const asked = await fetch(`${app.url}/upload`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.owner}` },
      body: JSON.stringify({ fileName: 'later.pdf', private: true }),
    });
    const { url: pending } = (await asked.json()) as { url: string };
    expect(new URL(pending, app.url).searchParams.has('signature')).toBe(true);
    expect(await read(pending)).toEqual({ status: 404, body: { data: { error: 'notFound' } } });
    expect(await read(bare(pending), tokens.owner)).toEqual({ status: 404, body: { data: { error: 'notFound' } } });
  });

  it('private must be true or false: anything else is 400 invalid_data_entry', async () => {
    const asked = await fetch(`${app.url}/upload`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.owner}` },
      body: JSON.stringify({ fileName: 'export.pdf', private: 'yes' }),
    });
    expect({ status: asked.status, body: await asked.json() }).toEqual({ status: 400, body: { data: { error: 'invalid_data_entry' } } });
  });
});

describe("an administrator's upload is a public asset by default", () => {
  it('is stored PUBLIC, its url is unsigned, and anyone reads it', async () => {
    const { url } = await upload(tokens.owner, 'banner.pdf');
    expect(new URL(url, app.url).search).toBe('');
    expect((await db().storedFile.findUniqueOrThrow({ where: { key: bare(url).slice(1) } })).visibility).toBe('PUBLIC');
    expect((await read(url)).status).toBe(200);
  });
});

describe('the server hands a private file answer, freshly signed, only to someone allowed to see it', () => {
  const take = (learner: { email: string; token: string }, quizId: string) => app.rest('user/takeQuiz', { quizId, email: learner.email }, learner.token);

  it("the learner's draft and review name their file with a signed URL that opens; the stored answer stays unsigned", async () => {
    const quiz = await fx.quiz({ showResult: true, editableAnswers: true });
    const learner = await fx.learner();
    const { url } = await upload(learner.token);
    const { attempt } = (await take(learner, quiz.id)).body.data;
    const answers = { ...rightAnswers, q6: { fileUrl: url } };
    const submitted = await app.rest('user/submitQuiz', { email: learner.email, quizId: quiz.id, attemptId: attempt.id, answers, submitKey: 's1' }, learner.token);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);

    const stored = await db().submission.findUniqueOrThrow({ where: { quizId_learnerId: { quizId: quiz.id, learnerId: learner.id } } });
    expect((stored.answers as Json).q6).toEqual({ fileUrl: bare(url) });

    const review = (await app.rest('user/getUserQuizResult', { quizId: quiz.id, email: learner.email }, learner.token)).body.data.review;
    const reviewed = review.sections[1].questions.find((question: Json) => question.question.id === 'q6').answer.fileUrl;
    expect(new URL(reviewed, app.url).searchParams.get('signature')).toBeTruthy();
    expect((await read(reviewed)).status).toBe(200);

    const draft = (await take(learner, quiz.id)).body.data.attempt.draftAnswers.q6.fileUrl;
    expect(new URL(draft, app.url).searchParams.get('signature')).toBeTruthy();
    expect((await read(draft)).status).toBe(200);
  });

  it("an answer naming another learner's file is handed back unsigned, and does not open", async () => {
    const quiz = await fx.quiz({ showResult: true });
    const [victim, thief] = [await fx.learner(), await fx.learner()];
    const { url } = await upload(victim.token);
    const { attempt } = (await take(thief, quiz.id)).body.data;
    const answers = { ...rightAnswers, q6: { fileUrl: bare(url) } };
    await app.rest('user/submitQuiz', { email: thief.email, quizId: quiz.id, attemptId: attempt.id, answers, submitKey: 's2' }, thief.token);
    const review = (await app.rest('user/getUserQuizResult', { quizId: quiz.id, email: thief.email }, thief.token)).body.data.review;
    const handed = review.sections[1].questions.find((question: Json) => question.question.id === 'q6').answer.fileUrl;
    expect(handed).toBe(bare(url));
    expect((await read(handed)).status).toBe(401);
  });

  it("the account owner reads a registration's file answer through a signed URL; an unsigned answer of someone else's file stays unsigned", async () => {
    const account = await db().account.findFirstOrThrow({ where: { owner: { username: 'demo-owner' } } });
    const learner = await fx.learner();
    const stranger = await fx.learner();
    const own = await upload(learner.token);
    const strangers = await upload(stranger.token);
    await db().registration.create({
      data: { accountId: account.id, learnerId: learner.id, answers: { cv: { fileUrl: bare(own.url) }, other: { fileUrl: bare(strangers.url) } } },
    });
    const { body } = await app.gql(`{ viewer { account { registrations(first: 50) { edges { node { email answers } } } } } }`, {}, tokens.owner);
    const node = body.data.viewer.account.registrations.edges.find((edge: Json) => edge.node.email === learner.email).node;
    expect(new URL(node.answers.cv.fileUrl, app.url).searchParams.get('signature')).toBeTruthy();
    expect((await read(node.answers.cv.fileUrl)).status).toBe(200);
    expect(node.answers.other.fileUrl).toBe(bare(strangers.url));
  });
});
