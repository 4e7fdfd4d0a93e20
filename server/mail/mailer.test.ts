// Mail on the real thing: an SMTP server (smtp-server) started in this test on
// 127.0.0.1, the app sending through it with SMTP_URL, each received message
// parsed with mailparser. The "forgot password" mail arrives with its
// recipient, subject, Arabic text exactly as written and a link whose token
// works once; while the SMTP server is away the job fails and is retried, and
// the message arrives once it is back, once. Without SMTP_URL, each message is
// an .eml file in the outbox folder and a log line.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleParser } from 'mailparser';
import { loadConfig } from '../config.ts';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';
import { createMailer } from './mailer.ts';
import { startSmtp, stopSmtp, until } from '../testing/smtpServer.ts';
import { resetMailTexts } from '../services/passwords/resetMailTexts.ts';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let app: TestApp;
const db = () => app.app.database.prisma;
const dev = { 'x-org-alias': 'dev' };
const ORIGIN = 'https://dev.quiz.example';

beforeAll(async () => {
  smtp = await startSmtp();
  app = await startTestApp({
    publicUrl: 'https://quiz.example',
    mail: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'Quiz Platform <no-reply@quiz.example>', outboxDir: null },
  });
});

afterAll(async () => {
  await app?.stop();
  if (smtp) await stopSmtp(smtp.server);
});

const forgot = (username: string, locale: 'ar' | 'en') => app.rest('admin/requestPasswordReset', { username, level: 'org', origin: ORIGIN, locale }, undefined, dev);
const messagesTo = (address: string) => smtp.received.filter((message) => message.to.includes(address));

describe('the forgot-password mail through a real SMTP server', () => {
  it('arrives with its recipient, subject, Arabic text intact and a link that works once', async () => {
    await db().adminIdentity.update({ where: { username: 'demo-org' }, data: { email: 'holder@dev.example' } });
    expect((await forgot('demo-org', 'ar')).body).toEqual({ data: { message: 'resetMailSent' } });

    const [message] = await until(() => messagesTo('holder@dev.example'), (list) => list.length === 1, 'the mail arrives');
    const { parsed } = message;
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '').toBe('holder@dev.example');
    expect(parsed.from?.value).toEqual([{ name: 'Quiz Platform', address: 'no-reply@quiz.example' }]);
    const words = resetMailTexts.ar;
    // UTF-8 survives the trip: the Arabic subject and body exactly as written
    expect(parsed.subject).toBe(words.subject);
    expect(parsed.text).toContain(words.greeting('demo-org'));
    expect(parsed.text).toContain(words.intro);
    expect(parsed.text).toContain(words.ignore);
    expect(parsed.html).toContain('dir="rtl"');
    expect(parsed.html).toContain(words.intro);

    const link = /https:\/\/dev\.quiz\.example\/#\/ResetAccountPassword\/demo-org\/([\w-]+)/.exec(parsed.text ?? '');
    expect(link).not.toBeNull();
    const spend = (password: string) => app.rest('admin/resetAccountPassword', { username: 'demo-org', password, token: link![1] }, undefined, dev);
    expect((await spend('mailed-Passw0rd')).body).toEqual({ data: { message: 'processSuccess', username: 'demo-org', level: 'org' } });
    expect((await spend('second-Passw0rd')).body).toEqual({ data: { error: 'resetLinkUsed', field: 'token' } });
    const signIn = await app.rest('admin/accountLogin', { username: 'demo-org', password: 'mailed-Passw0rd', level: 'org' }, undefined, dev);
    expect(signIn.body.data.token).toEqual(expect.any(String));
  });

  it('the English mail when the screen was in English', async () => {
    await db().adminIdentity.update({ where: { username: 'demo-org' }, data: { email: 'english.holder@dev.example' } });
    await forgot('demo-org', 'en');
    const [{ parsed }] = await until(() => messagesTo('english.holder@dev.example'), (list) => list.length === 1, 'the English mail arrives');
    expect(parsed.subject).toBe(resetMailTexts.en.subject);
    expect(parsed.text).toContain(resetMailTexts.en.expiry(24));
  });

  it('while the SMTP server is away the job fails and is retried; the mail arrives once it is back, once', async () => {
    await db().adminIdentity.update({ where: { username: 'demo-org' }, data: { email: 'retried.holder@dev.example' } });
    const { port } = smtp;
    await stopSmtp(smtp.server);
    const received = smtp.received;
    await forgot('demo-org', 'en');
    const job = await until(
      () => db().job.findFirst({ where: { kind: 'sendMail' }, orderBy: { createdAt: 'desc' } }),
      (row) => row !== null && row.attempts >= 1 && row.error !== null,
      'the first try fails',
    );
    expect(job!.status).toBe('QUEUED');

    smtp = await startSmtp(port);
    smtp.received.push(...received);
    const done = await until(() => db().job.findUniqueOrThrow({ where: { id: job!.id } }), (row) => row.status === 'DONE', 'a retry sends it');
    expect(done.attempts).toBeGreaterThanOrEqual(2);
    expect(messagesTo('retried.holder@dev.example')).toHaveLength(1);
    // the token of the failed try was never delivered and no longer works: only the mailed one does
    const link = /ResetAccountPassword\/demo-org\/([\w-]+)/.exec(messagesTo('retried.holder@dev.example')[0].parsed.text ?? '');
    const identity = await db().adminIdentity.findUniqueOrThrow({ where: { username: 'demo-org' } });
    expect(await db().passwordResetToken.count({ where: { identityId: identity.id, usedAt: null } })).toBe(1);
    const spent = await app.rest('admin/resetAccountPassword', { username: 'demo-org', password: TEST_PASSWORD, token: link![1] }, undefined, dev);
    expect(spent.body.data.message).toBe('processSuccess');
  });
});

describe('without SMTP_URL', () => {
  it('writes each message as an .eml file to the outbox folder and logs a line', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'outbox-'));
    try {
      const lines: string[] = [];
      const mailer = createMailer({ ...loadConfig({ DATA_DIR: '' }).mail, outboxDir: folder }, (line) => lines.push(line));
      await mailer.deliver({ to: 'someone@example.com', subject: 'مرحبا', text: 'نص عربي كما كُتب' });
      const files = readdirSync(folder);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const parsed = await simpleParser(readFileSync(join(folder, files[0])));
      expect(parsed.subject).toBe('مرحبا');
      expect(parsed.text?.trim()).toBe('نص عربي كما كُتب');
      expect(lines).toEqual([`mail to someone@example.com: "مرحبا" written to ${join(folder, files[0])} (no SMTP_URL)`]);
      expect(mailer.outbox).toHaveLength(0);
      mailer.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('keeps messages in memory when there is no outbox folder either (tests)', async () => {
    const mailer = createMailer(loadConfig({ DATA_DIR: '' }).mail, () => {});
    await mailer.deliver({ to: 'memory@example.com', subject: 'kept', text: 'in memory' });
    expect(mailer.outbox.map((mail) => mail.message.to)).toEqual(['memory@example.com']);
    expect(mailer.outbox[0].raw).toContain('Subject: kept');
    mailer.close();
  });
});
