// A bulk e-mail's attachments, its test send, its status and its report, over
// the real server and a real SMTP server started here: the files are the
// account's uploads (POST /upload), carried with the names the sender gave and
// inline by cid; the rules refuse with their codes and store nothing; the test
// send reaches the sender only; the report lists every address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LEARNER_EMAIL } from '../../../prisma/seed.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { startMailApp, type MailApp } from '../../testing/mailApp.ts';
import { until, type TestSmtp } from '../../testing/smtpServer.ts';
import { TEST_PASSWORD, type Json, type TestApp } from '../../testing/testApp.ts';
import { PDF_BYTES, PNG_BYTES, requestUpload, uploadFile } from '../../testing/uploads.ts';
import { TEST_SENDS_PER_HOUR } from './sendTestMail.ts';
import { BULK_MAIL_JOB_KIND } from './startBulkMail.ts';

const ORIGIN = 'http://localhost:5173';
let mailApp: MailApp;
let smtp: TestSmtp;
let app: TestApp;
const tokens = { owner: '', otherOwner: '', holder: '', learner: '' };
const files = { pdf: '', png: '', otherAccountPdf: '' };
const db = () => app.app.database.prisma;
const messagesTo = (address: string) => smtp.received.filter((message) => message.to.includes(address));

beforeAll(async () => {
  mailApp = await startMailApp({ bulkMail: { ratePerSecond: 200, maxAttempts: 1, retrySeconds: 1 } });
  ({ smtp, app } = mailApp);
  tokens.owner = await app.adminToken('demo-owner', 'account');
  tokens.holder = await app.adminToken('demo-org', 'org');
  tokens.learner = (await app.rest('user/login', { email: DEMO_LEARNER_EMAIL })).body.data.token;
  const owner = await db().adminIdentity.findFirstOrThrow({ where: { username: 'demo-owner' } });
  const organizationId = owner.organizationId!;
  for (const email of ['lina@acme.example', 'hadi@acme.example']) {
    const learner = await db().learner.create({ data: { organizationId, email, name: email } });
    await db().registration.create({ data: { accountId: owner.accountId!, learnerId: learner.id } });
  }
  // the owner of the organisation's other account
  const school = await db().account.findFirstOrThrow({ where: { organizationId, id: { not: owner.accountId! } } });
  await db().adminIdentity.create({
    data: { role: 'ACCOUNT_OWNER', username: 'school-owner', email: 'school@example.com', passwordHash: await hashPassword(TEST_PASSWORD), organizationId, accountId: school.id },
  });
  tokens.otherOwner = await app.adminToken('school-owner', 'account');
  files.pdf = await uploadFile(app, tokens.owner, 'programme.pdf', PDF_BYTES, 'application/pdf');
  files.png = await uploadFile(app, tokens.owner, 'logo.png', PNG_BYTES, 'image/png');
  files.otherAccountPdf = await uploadFile(app, tokens.otherOwner, 'theirs.pdf', PDF_BYTES, 'application/pdf');
}, 60_000);

afterAll(() => mailApp?.stop());

const attachments = () => [
  { filename: 'برنامج الدورة.pdf', path: files.pdf, cid: null },
  { filename: 'logo.png', path: files.png, cid: 'logo' },
];

const mail = (changes: Json = {}) => ({
  password: TEST_PASSWORD,
  to: 'lina@acme.example\nhadi@acme.example\nnobody@elsewhere.example',
  subject: 'دعوة',
  message: '<p dir="rtl">أهلا</p><img src="cid:logo" alt="الشعار">',
  origin: ORIGIN,
  attachments: attachments(),
  ...changes,
});

async function finished(jobId: string) {
  return until(() => db().job.findUniqueOrThrow({ where: { id: jobId } }), (job) => job.status === 'DONE' || job.status === 'FAILED', 'the job ends');
}

const STATUS = `query($jobId: ID!) { bulkMailStatus(jobId: $jobId) { subject test total sent failed skipped remaining failures { email reason } } }
  `;
const JOB = 'query($id: ID!) { job(id: $id) { status fileUrl } }';

describe('a bulk e-mail with attachments', () => {
  it('carries the files under the names given, the image inline by its cid; the status and the report follow', async () => {
    const sent = await app.gql(
      'mutation($input: SendBulkEmailInput!) { sendBulkEmail(input: $input) { ... on MutationSendBulkEmailSuccess { data { sending job { id } } } ... on AppError { code field } } }',
      { input: { ...mail(), to: mail().to.split('\n') } },
      tokens.owner,
    );
    const { data } = sent.body.data.sendBulkEmail;
    expect(data.sending).toBe(2);
    const jobId = data.job.id as string;
    await finished((await db().bulkMail.findFirstOrThrow({ orderBy: { createdAt: 'desc' } })).jobId!);

    for (const address of ['lina@acme.example', 'hadi@acme.example']) {
      const [message] = messagesTo(address);
      expect(messagesTo(address)).toHaveLength(1);
      const carried = message.parsed.attachments.map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        inline: attachment.related === true ? attachment.cid : null,
        same: Buffer.compare(attachment.content, attachment.filename === 'logo.png' ? PNG_BYTES : PDF_BYTES) === 0,
      }));
      expect(carried.sort((a, b) => (a.filename ?? '').localeCompare(b.filename ?? ''))).toEqual([
        { filename: 'logo.png', contentType: 'image/png', inline: 'logo', same: true },
        { filename: 'برنامج الدورة.pdf', contentType: 'application/pdf', inline: null, same: true },
      ]);
      expect(message.parsed.subject).toBe('دعوة');
    }

    const status = await app.gql(STATUS, { jobId }, tokens.owner);
    expect(status.body.data.bulkMailStatus).toEqual({ subject: 'دعوة', test: false, total: 2, sent: 2, failed: 0, skipped: 1, remaining: 0, failures: [] });
    // the report: every kept address with its outcome, downloaded from the job's file
    const job = await app.gql(JOB, { id: jobId }, tokens.owner);
    expect(job.body.data.job.status).toBe('DONE');
    const report = await fetch(new URL(job.body.data.job.fileUrl, app.url));
    expect(report.status).toBe(200);
    const lines = (await report.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('email,status,reason,sentAt');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 3).join(','))).toEqual([
      'hadi@acme.example,sent,',
      'lina@acme.example,sent,',
      'nobody@elsewhere.example,skipped,notALearner',
    ]);
    // the status follows the job's readers (server/services/jobs/jobs.ts): the sender, the organisation's holder and
    // the platform admin; another account's owner gets nothing, as for an unknown job; a learner and anonymous are refused
    const platform = await app.adminToken('platform-admin', 'admin');
    const readers = { holder: tokens.holder, platform };
    for (const token of Object.values(readers)) expect((await app.gql(STATUS, { jobId }, token)).body.data.bulkMailStatus).toMatchObject({ subject: 'دعوة', sent: 2 });
    expect((await app.gql(STATUS, { jobId }, tokens.otherOwner)).body.data.bulkMailStatus).toBeNull();
    const refused = { learner: tokens.learner, anonymous: undefined };
    const codes = await Promise.all(Object.values(refused).map(async (token) => {
      const answer = await app.gql(STATUS, { jobId }, token);
      return { status: answer.body.data?.bulkMailStatus ?? null, code: answer.body.errors?.[0]?.extensions?.code };
    }));
    expect(codes).toEqual([{ status: null, code: 'forbidden' }, { status: null, code: 'unauthenticated' }]);
  });

  it('a file deleted after the mail was started fails the recipients not yet sent, with the reason', async () => {
    const png = await uploadFile(app, tokens.owner, 'gone.png', PNG_BYTES, 'image/png');
    const file = await db().storedFile.findFirstOrThrow({ where: { fileName: 'gone.png' } });
    const sender = await db().adminIdentity.findFirstOrThrow({ where: { username: 'demo-owner' } });
    // the mail as startBulkMail stores it; its file is deleted before the job's run reads it
    const stored = await db().bulkMail.create({
      data: {
        organizationId: sender.organizationId!, accountId: sender.accountId!, senderId: sender.id, subject: 's', html: '<p>s</p>', text: 's', linkOrigin: ORIGIN,
        attachments: [{ fileId: file.id, filename: 'gone.png', contentType: 'image/png', cid: null }],
        recipients: { createMany: { data: [{ email: 'lina@acme.example' }, { email: 'hadi@acme.example' }] } },
      },
    });
    const deleted = await app.gql('mutation($url: String!) { deleteFile(fileUrl: $url) { ... on MutationDeleteFileSuccess { data } } }', { url: png }, tokens.owner);
    expect(deleted.body.data.deleteFile.data).toBe(true);
    const before = smtp.received.length;
    const job = await app.app.jobs.enqueue({ kind: BULK_MAIL_JOB_KIND, organizationId: sender.organizationId!, ownerId: sender.id, payload: { bulkMailId: stored.id } });
    expect((await finished(job.id)).result).toEqual({ sent: 0, failed: 2, skipped: 0, remaining: 0 });
    const rows = await db().bulkMailRecipient.findMany({ where: { bulkMailId: stored.id }, select: { status: true, reason: true } });
    expect(rows).toEqual([
      { status: 'FAILED', reason: 'attachmentMissing' },
      { status: 'FAILED', reason: 'attachmentMissing' },
    ]);
    expect(smtp.received.length).toBe(before);
  });
});

describe('the rules of attachments: a coded refusal, and nothing stored or sent', () => {
  it.each([
    ["another account's file", () => [{ filename: 'theirs.pdf', path: files.otherAccountPdf }], 'notFound', 'attachments.0'],
    ['an address that is not an upload', () => [{ filename: 'a.pdf', path: 'https://evil.example/a.pdf' }], 'invalid_data_entry', 'attachments.0'],
    ['a file that is not there', () => [{ filename: 'a.pdf', path: '/files/dev/nothing/a.pdf' }], 'notFound', 'attachments.0'],
    ['a name of another type than the upload', () => [{ filename: 'programme.zip', path: files.pdf }], 'attachmentTypeNotAllowed', 'attachments.0'],
    ['a name of a type never sent', () => [{ filename: 'run.html', path: files.pdf }], 'attachmentTypeNotAllowed', 'attachments.0'],
    ['a name with a folder', () => [{ filename: '../programme.pdf', path: files.pdf }], 'invalidAttachmentName', 'attachments.0'],
    ['a cid on a document', () => [{ filename: 'programme.pdf', path: files.pdf, cid: 'doc' }], 'invalidCid', 'attachments.0'],
    ['a cid with spaces', () => [{ filename: 'logo.png', path: files.png, cid: 'my logo' }], 'invalidCid', 'attachments.0'],
    [
      'two images with one cid',
      () => [
        { filename: 'logo.png', path: files.png, cid: 'logo' },
        { filename: 'logo2.png', path: files.png, cid: 'LOGO' },
      ],
      'duplicateCid',
      'attachments.1',
    ],
    ['eleven files', () => Array.from({ length: 11 }, (_, index) => ({ filename: `p${index}.pdf`, path: files.pdf })), 'tooManyAttachments', 'attachments'],
    ['an attachment that is not an object', () => ['programme.pdf'], 'invalid_data_entry', 'attachments.0'],
    ['attachments that are not a list', () => 'programme.pdf', 'invalid_data_entry', 'attachments'],
  ])('%s', async (_rule, list, code, field) => {
    const before = { mails: await db().bulkMail.count(), jobs: await db().job.count(), received: smtp.received.length };
    const answer = await app.rest('admin/sendBulkEmail', mail({ attachments: list() }), tokens.owner);
    expect(answer.body).toEqual({ data: { error: code, field } });
    // the test send takes the same list (GraphQL's input type takes objects only)
    const given = list();
    if (Array.isArray(given) && typeof given[0] === 'object') {
      const input = { subject: 's', message: '<p>m</p>', origin: ORIGIN, attachments: given };
      const test = await app.gql('mutation($input: SendBulkEmailTestInput!) { sendBulkEmailTest(input: $input) { ... on AppError { code field } } }', { input }, tokens.owner);
      expect(test.body.data.sendBulkEmailTest).toEqual({ code, field });
    }
    expect({ mails: await db().bulkMail.count(), jobs: await db().job.count(), received: smtp.received.length }).toEqual(before);
  });

  it('an upload asked for but never finished is not a file', async () => {
    const { url } = await requestUpload(app, tokens.owner, 'unfinished.pdf');
    const answer = await app.rest('admin/sendBulkEmail', mail({ attachments: [{ filename: 'unfinished.pdf', path: url }] }), tokens.owner);
    expect(answer.body).toEqual({ data: { error: 'notFound', field: 'attachments.0' } });
  });

  it('a file over 10 MiB, or files over 18 MiB together, are too large', async () => {
    const big = await uploadFile(app, tokens.owner, 'big.pdf', Buffer.concat([PDF_BYTES, Buffer.alloc(10 * 1024 * 1024)]), 'application/pdf');
    expect((await app.rest('admin/sendBulkEmail', mail({ attachments: [{ filename: 'big.pdf', path: big }] }), tokens.owner)).body).toEqual({ data: { error: 'attachmentTooLarge', field: 'attachments.0' } });
    const nine = await uploadFile(app, tokens.owner, 'nine.pdf', Buffer.concat([PDF_BYTES, Buffer.alloc(9 * 1024 * 1024)]), 'application/pdf');
    const twice = [0, 1, 2].map((index) => ({ filename: `nine${index}.pdf`, path: nine }));
    expect((await app.rest('admin/sendBulkEmail', mail({ attachments: twice.slice(0, 2) }), tokens.owner)).body).toEqual({ data: { error: 'attachmentTooLarge', field: 'attachments' } });
  });
});

describe("the test send: the mail as the learners get it, to the sender's own address only", () => {
  const TEST = 'mutation($input: SendBulkEmailTestInput!) { sendBulkEmailTest(input: $input) { ... on MutationSendBulkEmailTestSuccess { data { to job { id } } } ... on AppError { code field } } }';
  const input = () => ({ subject: 'تجربة', message: '<p>أهلا</p><img src="cid:logo">', origin: ORIGIN, attachments: attachments() });

  it('reaches owner@example.com once, with the attachments and an unsubscribe link, and no learner', async () => {
    const before = smtp.received.length;
    const answer = await app.gql(TEST, { input: input() }, tokens.owner);
    const { data } = answer.body.data.sendBulkEmailTest;
    expect(data.to).toBe('owner@example.com');
    await until(() => Promise.resolve(smtp.received.length), (count) => count > before, 'the test mail arrives');
    const status = await until(() => app.gql(STATUS, { jobId: data.job.id }, tokens.owner), (read) => read.body.data.bulkMailStatus?.remaining === 0, 'sent');
    expect(status.body.data.bulkMailStatus).toMatchObject({ test: true, total: 1, sent: 1 });
    const received = smtp.received.slice(before);
    expect(received.map((message) => message.to)).toEqual([['owner@example.com']]);
    expect(received[0].parsed.subject).toBe('تجربة');
    expect(received[0].parsed.attachments.map((attachment) => attachment.filename).sort()).toEqual(['logo.png', 'برنامج الدورة.pdf']);
    expect(received[0].parsed.text).toContain(`${ORIGIN}/unsubscribe/`);
    // a test has no report
    expect((await app.gql(JOB, { id: data.job.id }, tokens.owner)).body.data.job.fileUrl).toBeNull();
  });

  it('is refused to the holder, the platform admin, a learner and anonymous; and after 20 in an hour', async () => {
    const platform = await app.adminToken('platform-admin', 'admin');
    const before = smtp.received.length;
    const refusals = [];
    for (const token of [tokens.holder, platform, tokens.learner, undefined]) {
      const answer = await app.gql(TEST, { input: input() }, token);
      refusals.push((answer.body.data?.sendBulkEmailTest ?? answer.body.errors?.[0]?.extensions).code);
    }
    expect(refusals).toEqual(['forbidden', 'forbidden', 'forbidden', 'unauthenticated']);
    expect(smtp.received.length).toBe(before);
    const sender = await db().adminIdentity.findFirstOrThrow({ where: { username: 'school-owner' } });
    const made = await db().bulkMail.count({ where: { senderId: sender.id, test: true } });
    await db().bulkMail.createMany({
      data: Array.from({ length: TEST_SENDS_PER_HOUR - made }, () => ({
        organizationId: sender.organizationId!, accountId: sender.accountId!, senderId: sender.id, subject: 's', html: '<p>s</p>', text: 's', linkOrigin: ORIGIN, test: true,
      })),
    });
    const refused = await app.gql(TEST, { input: { ...input(), attachments: [] } }, tokens.otherOwner);
    expect(refused.body.data.sendBulkEmailTest).toEqual({ code: 'tooManyRequests', field: 'to' });
  });

  it('an owner without an e-mail address is told so', async () => {
    await db().adminIdentity.update({ where: { username: 'school-owner' }, data: { email: null } });
    await db().bulkMail.deleteMany({ where: { sender: { username: 'school-owner' }, test: true } });
    const answer = await app.gql(TEST, { input: { ...input(), attachments: [] } }, tokens.otherOwner);
    expect(answer.body.data.sendBulkEmailTest).toEqual({ code: 'senderHasNoEmail', field: 'to' });
  });
});

describe('deleteFile', () => {
  const DELETE = 'mutation($url: String!) { deleteFile(fileUrl: $url) { ... on MutationDeleteFileSuccess { data } ... on AppError { code } } }';
  it("removes the owner's upload (its address answers 404 after); another account's owner, a learner and anonymous are refused", async () => {
    const url = await uploadFile(app, tokens.owner, 'old.pdf', PDF_BYTES, 'application/pdf');
    expect((await app.gql(DELETE, { url }, tokens.otherOwner)).body.data.deleteFile).toEqual({ code: 'forbidden' });
    const learner = await app.gql(DELETE, { url }, tokens.learner);
    expect((learner.body.data?.deleteFile ?? learner.body.errors?.[0]?.extensions).code).toBe('forbidden');
    const anonymous = await app.gql(DELETE, { url }, undefined);
    expect(anonymous.body.data.deleteFile).toEqual({ code: 'unauthenticated' });
    expect((await fetch(new URL(url, app.url))).status).toBe(200);
    expect((await app.gql(DELETE, { url }, tokens.owner)).body.data.deleteFile).toEqual({ data: true });
    expect((await fetch(new URL(url, app.url))).status).toBe(404);
  });

  it("lets the organisation's holder and the platform admin remove an account's upload (admin/deleteFile's rule); a second delete finds nothing", async () => {
    const platform = await app.adminToken('platform-admin', 'admin');
    for (const token of [tokens.holder, platform]) {
      const url = await uploadFile(app, tokens.owner, 'banner.png', PNG_BYTES, 'image/png');
      expect((await app.gql(DELETE, { url }, token)).body.data.deleteFile).toEqual({ data: true });
      expect((await fetch(new URL(url, app.url))).status).toBe(404);
      expect((await app.gql(DELETE, { url }, tokens.owner)).body.data.deleteFile).toEqual({ code: 'notFound' });
    }
  });
});
