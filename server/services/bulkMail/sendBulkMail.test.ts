// Bulk e-mail over the real server and a real SMTP server started here
// (smtp-server, parsed with mailparser): the account owner's mail reaches each
// of the account's learners named in the file exactly once, with its Arabic
// subject, a text part made from the HTML, the HTML sanitised and a one-click
// unsubscribe link; what the file holds that is not sent is reported; an
// unsubscribed address is skipped later; a refused recipient is retried and
// then reported failed; the rules refuse with their codes and store nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LEARNER_EMAIL } from '../../../prisma/seed.ts';
import { loadConfig } from '../../config.ts';
import { organisationOrigin } from './mailContent.ts';
import { startMailApp, type MailApp } from '../../testing/mailApp.ts';
import { until, type TestSmtp } from '../../testing/smtpServer.ts';
import { TEST_PASSWORD, type Json, type TestApp } from '../../testing/testApp.ts';

const ORIGIN = 'http://localhost:5173';
const REFUSED = 'refused@acme.example';

let mailApp: MailApp;
let smtp: TestSmtp;
let app: TestApp;
let owner = '';
let accountId = '';
const db = () => app.app.database.prisma;
const messagesTo = (address: string) => smtp.received.filter((message) => message.to.includes(address));
/** The address of a message's List-Unsubscribe header, as the mail reader reads it. */
function unsubscribeLink(address: string, index = 0): string {
  const line = messagesTo(address)[index].parsed.headerLines.find((header) => header.key === 'list-unsubscribe')?.line ?? '';
  return /<([^>]+)>/.exec(line)?.[1] ?? '';
}

beforeAll(async () => {
  mailApp = await startMailApp({ bulkMail: { ratePerSecond: 200, maxAttempts: 2, retrySeconds: 1 } }, { refuse: (address) => address === REFUSED });
  ({ smtp, app } = mailApp);
  owner = await app.adminToken('demo-owner', 'account');
  const identity = await db().adminIdentity.findFirstOrThrow({ where: { username: 'demo-owner' } });
  accountId = identity.accountId!;
  const organizationId = identity.organizationId!;
  const school = await db().account.findFirstOrThrow({ where: { organizationId, id: { not: accountId } } });
  // the account's learners: two registered with it, one examinee of its quiz, and the refused mailbox
  for (const email of ['sara@acme.example', 'omar@acme.example', REFUSED]) {
    const learner = await db().learner.create({ data: { organizationId, email, name: email } });
    await db().registration.create({ data: { accountId, learnerId: learner.id } });
  }
  const quiz = await db().quiz.findFirstOrThrow({ where: { accountId, deletedAt: null } });
  await db().examinee.create({ data: { quizId: quiz.id, email: 'nour@acme.example' } });
  // a learner of the organisation registered with the other account only
  const stranger = await db().learner.create({ data: { organizationId, email: 'stranger@acme.example', name: 'Stranger' } });
  await db().registration.create({ data: { accountId: school.id, learnerId: stranger.id } });
}, 60_000);

afterAll(() => mailApp?.stop());

const mail = (changes: Json = {}) => ({
  password: TEST_PASSWORD,
  to: 'sara@acme.example',
  subject: 'موعد الاختبار',
  message: '<p dir="rtl">مرحبا <b>بكم</b></p>',
  origin: ORIGIN,
  ...changes,
});

/** The same mail as GraphQL takes it: the file as its lines. */
const graphMail = (changes: Json = {}) => {
  const input = mail(changes);
  return { ...input, to: typeof input.to === 'string' ? input.to.split('\n') : input.to };
};

async function finished(jobId: string) {
  return until(() => db().job.findUniqueOrThrow({ where: { id: jobId } }), (job) => job.status === 'DONE' || job.status === 'FAILED', 'the job ends');
}

describe('admin/sendBulkEmail', () => {
  it("sends once to each of the account's learners in the file, and reports the lines dropped and the addresses skipped", async () => {
    const sent = await app.rest(
      'admin/sendBulkEmail',
      mail({
        to: ' Sara@Acme.example \r\nnot-an-email\nomar@acme.example\nstranger@acme.example\nsara@acme.example\nnour@acme.example\n',
        message: '<p dir="rtl">مرحبا <b>بكم</b> في <a href="https://example.com/exam">الاختبار</a></p><script>alert(1)</script><img src="x" onerror="alert(2)">',
      }),
      owner,
    );
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({
      sending: 3,
      skipped: [{ email: 'stranger@acme.example', reason: 'notALearner' }],
      dropped: [
        { line: 2, text: 'not-an-email', reason: 'invalidEmail' },
        { line: 5, text: 'sara@acme.example', reason: 'duplicate' },
      ],
    });
    const job = await finished(sent.body.data.jobId);
    expect(job).toMatchObject({ status: 'DONE', progress: 100, result: { sent: 3, failed: 0, skipped: 1, remaining: 0 } });

    for (const address of ['sara@acme.example', 'omar@acme.example', 'nour@acme.example']) expect(messagesTo(address)).toHaveLength(1);
    expect(messagesTo('stranger@acme.example')).toHaveLength(0);
    const { parsed } = messagesTo('sara@acme.example')[0];
    expect(parsed.subject).toBe('موعد الاختبار');
    expect(parsed.text).toContain('مرحبا بكم في الاختبار [https://example.com/exam]');
    expect(parsed.html).toContain('مرحبا <b>بكم</b>');
    expect(parsed.html).not.toMatch(/<script|onerror/i);
    const unsubscribe = { url: unsubscribeLink('sara@acme.example') };
    expect(unsubscribe.url).toMatch(new RegExp(`^${ORIGIN}/unsubscribe/[A-Za-z0-9_-]{32}$`));
    expect(parsed.headerLines.find((header) => header.key === 'list-unsubscribe-post')?.line).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(parsed.text).toContain(unsubscribe.url);
    expect(parsed.html).toContain(`href="${unsubscribe.url}"`);
    expect(parsed.messageId).toMatch(/^<bulk-\w+@localhost>$/);
    // each recipient's link is their own
    const omarLink = unsubscribeLink('omar@acme.example');
    expect(omarLink).not.toBe(unsubscribe.url);

    // the job is marked done, then its owner is told (server/jobs/runJob.ts): the notification follows shortly
    const kinds = await until(
      async () => (await app.gql('{ viewer { notifications { kind } } }', {}, owner)).body.data.viewer.notifications.map((notification: Json) => notification.kind) as string[],
      (seen) => seen.includes('bulkMail'),
      "the owner's notification",
    );
    expect(kinds).toContain('bulkMail');
  });

  it('retries a recipient the mail server refuses, then reports it failed with the reason; the others are sent', async () => {
    const sent = await app.rest('admin/sendBulkEmail', mail({ to: [REFUSED, 'omar@acme.example'] }), owner); // the file as its lines, as the legacy client sent it
    const job = await finished(sent.body.data.jobId);
    expect(job.result).toMatchObject({ sent: 1, failed: 1 });
    const refused = await db().bulkMailRecipient.findFirstOrThrow({ where: { bulkMailId: sent.body.data.bulkMailId, email: REFUSED } });
    expect(refused).toMatchObject({ status: 'FAILED', attempts: 2 });
    expect(refused.reason).toMatch(/no such mailbox/);
    expect(messagesTo(REFUSED)).toHaveLength(0);
  });

  it('GraphQL sendBulkEmail starts the same job', async () => {
    const answer = await app.gql(
      `mutation($input: SendBulkEmailInput!) { sendBulkEmail(input: $input) {
        ... on MutationSendBulkEmailSuccess { data { sending job { id kind } skipped { email reason } dropped { line reason } } }
        ... on AppError { code field } } }`,
      { input: graphMail({ to: 'nour@acme.example\nbad' }) },
      owner,
    );
    const data = answer.body.data.sendBulkEmail.data;
    expect(data).toMatchObject({ sending: 1, job: { kind: 'bulkMail' }, skipped: [], dropped: [{ line: 2, reason: 'invalidEmail' }] });
    const job = await until(
      async () => (await app.gql('query($id: ID!) { job(id: $id) { status progress } }', { id: data.job.id }, owner)).body.data.job,
      (read) => read.status === 'DONE',
      'the job ends',
    );
    expect(job).toEqual({ status: 'DONE', progress: 100 });
    expect(messagesTo('nour@acme.example')).toHaveLength(2);
  });
});

describe('unsubscribing', () => {
  it('the link shows a page with one button; the button (or a one-click POST) unsubscribes; later mail skips the address', async () => {
    const before = messagesTo('sara@acme.example').length;
    const link = unsubscribeLink('sara@acme.example');
    const path = new URL(link).pathname;

    const shown = await fetch(`${app.url}${path}`);
    expect(shown.status).toBe(200);
    const page = await shown.text();
    expect(page).toContain('sara@acme.example');
    expect(page).toContain(`<form method="post" action="${path}">`);
    expect(shown.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await db().mailUnsubscribe.count({ where: { accountId } })).toBe(0); // looking is not unsubscribing

    const done = await fetch(`${app.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(done.status).toBe(200);
    expect(await db().mailUnsubscribe.findMany({ where: { accountId }, select: { email: true } })).toEqual([{ email: 'sara@acme.example' }]);
    // twice is the same
    expect((await fetch(`${app.url}${path}`, { method: 'POST' })).status).toBe(200);

    const sent = await app.rest('admin/sendBulkEmail', mail({ to: 'sara@acme.example\nomar@acme.example' }), owner);
    expect(sent.body.data).toMatchObject({ sending: 1, skipped: [{ email: 'sara@acme.example', reason: 'unsubscribed' }] });
    await finished(sent.body.data.jobId);
    expect(messagesTo('sara@acme.example')).toHaveLength(before);
  });

  it.each(['/unsubscribe/not-a-token', `/unsubscribe/${'A'.repeat(32)}`, '/unsubscribe/'])('%s is not a valid link (404), and records nothing', async (path) => {
    const count = await db().mailUnsubscribe.count();
    for (const method of ['GET', 'POST']) expect((await fetch(`${app.url}${path}`, { method })).status).toBe(404);
    expect(await db().mailUnsubscribe.count()).toBe(count);
  });
});

describe("admin/sendBulkEmail with the spec's body (password, to, subject, message, attachments: no origin)", () => {
  it("sends, with the unsubscribe links at the organisation's own address (PUBLIC_URL's; here, outside production, the server's port on localhost)", async () => {
    const body = { password: TEST_PASSWORD, to: 'omar@acme.example', subject: 'Spec body', message: '<p>Hello</p>', attachments: [] };
    const sent = await app.rest('admin/sendBulkEmail', body, owner);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ sending: 1, skipped: [], dropped: [] });
    expect(await finished(sent.body.data.jobId)).toMatchObject({ status: 'DONE', result: { sent: 1 } });
    const received = messagesTo('omar@acme.example');
    const link = /<([^>]+)>/.exec(received.at(-1)!.parsed.headerLines.find((header) => header.key === 'list-unsubscribe')?.line ?? '')?.[1];
    // demo-owner's organisation is the default one: plain localhost
    // (the test server's configured port is 0: it listens on a free one)
    expect(link).toMatch(/^http:\/\/localhost:\d+\/unsubscribe\/[A-Za-z0-9_-]{32}$/);
  });

  it('derives the address from PUBLIC_URL, and the default organisation\'s from the port, but refuses in production without PUBLIC_URL (field origin)', async () => {
    const config = loadConfig({});
    const acme = { alias: 'acme' } as never;
    expect(organisationOrigin({ config: { ...config, publicUrl: 'https://quiz.example/app' }, organization: acme })).toBe('https://quiz.example');
    expect(organisationOrigin({ config: { ...config, publicUrl: undefined, production: false, port: 3000 }, organization: acme })).toBe('http://acme.localhost:3000');
    expect(organisationOrigin({ config: { ...config, publicUrl: undefined, production: true }, organization: acme })).toBeNull();
  });
});

describe('the rules of a bulk e-mail: a coded refusal, and nothing stored or sent', () => {
  it.each([
    ['no password', { password: undefined }, 'requiredFieldsMissing', 'password'],
    ['a blank recipients file', { to: '  \n ' }, 'requiredFieldsMissing', 'to'],
    ['no subject', { subject: ' ' }, 'requiredFieldsMissing', 'subject'],
    ['no message', { message: '' }, 'requiredFieldsMissing', 'message'],
    ['a message that is only a script', { message: '<script>alert(1)</script>' }, 'requiredFieldsMissing', 'message'],
    ['a wrong password', { password: 'not-the-password' }, 'invalidCredentials', 'password'],
    ['more than 10,000 lines', { to: Array.from({ length: 10_001 }, (_, index) => `l${index}@acme.example`).join('\n') }, 'tooManyRecipients', 'to'],
    ['no valid address', { to: 'not-an-email\nalso not' }, 'noRecipients', 'to'],
    ['more than 10,000 lines given as lines', { to: Array.from({ length: 10_001 }, (_, index) => `l${index}@acme.example`) }, 'tooManyRecipients', 'to'],
    ['lines that are not text', { to: ['sara@acme.example', 5] }, 'invalid_data_entry', 'to'],
    ['nobody of the account', { to: 'stranger@acme.example\nnobody@elsewhere.example' }, 'noRecipients', 'to'],
    ['a subject over two lines', { subject: 'a\r\nBcc: x@evil.example' }, 'invalid_data_entry', 'subject'],
    ['a subject that is not text', { subject: 5 }, 'invalid_data_entry', 'subject'],
    ['attachments that are not a list', { attachments: 'a.pdf' }, 'invalid_data_entry', 'attachments'],
    ['an origin nobody trusts (no PUBLIC_URL)', { origin: 'https://evil.example' }, 'invalid_data_entry', 'origin'],
  ])('%s', async (_rule, changes, code, field) => {
    const before = { mails: await db().bulkMail.count(), jobs: await db().job.count(), received: smtp.received.length };
    const answer = await app.rest('admin/sendBulkEmail', mail(changes), owner);
    // REST names the field as GraphQL does (issue 30)
    expect(answer.body).toEqual({ data: { error: code, field } });
    // GraphQL's input types take texts only: the same texts give the same refusal (an absent one is sent empty)
    // (a list of more than 10,000 lines is the GraphQL edge guard's tooManyItems before the mutation runs)
    const texts = Object.entries(changes).every(([key, value]) => key !== 'attachments' && (typeof value === 'string' || value === undefined));
    const to = (changes as Json).to;
    if (texts && !(typeof to === 'string' && to.split('\n').length > 10_000)) {
      const input = graphMail(Object.fromEntries(Object.entries(changes).map(([key, value]) => [key, value ?? ''])));
      const graph = await app.gql('mutation($input: SendBulkEmailInput!) { sendBulkEmail(input: $input) { ... on AppError { code field } } }', { input }, owner);
      expect(graph.body.data.sendBulkEmail).toEqual({ code, field });
    }
    expect({ mails: await db().bulkMail.count(), jobs: await db().job.count(), received: smtp.received.length }).toEqual(before);
  });
});

describe('who may send a bulk e-mail: the account owner only', () => {
  it.each([
    ['anonymous', async () => undefined, 401, 'unauthenticated'],
    ['a learner', async () => (await app.rest('user/login', { email: DEMO_LEARNER_EMAIL })).body.data.token as string, 403, 'forbidden'],
    ['the organisation holder', () => app.adminToken('demo-org', 'org'), 403, 'forbidden'],
    ['the platform admin', () => app.adminToken('platform-admin', 'admin'), 403, 'forbidden'],
  ])('%s is refused, over REST and GraphQL, and nothing is stored', async (_who, token, status, code) => {
    const before = await db().bulkMail.count();
    const bearer = await token();
    const answer = await app.rest('admin/sendBulkEmail', mail(), bearer);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ data: { error: code } });
    const graph = await app.gql('mutation($input: SendBulkEmailInput!) { sendBulkEmail(input: $input) { ... on AppError { code } } }', { input: graphMail() }, bearer);
    expect(graph.body.data?.sendBulkEmail ?? graph.body.errors?.[0]?.extensions).toMatchObject({ code });
    expect(await db().bulkMail.count()).toBe(before);
  });
});
