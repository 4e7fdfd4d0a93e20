// A bulk e-mail's job handed out again after its run died (a restart, kill -9:
// the queue re-delivers a job whose heartbeat stopped). The new run sends to
// the recipients still PENDING, never again to one SENT, and reports the one it
// finds SENDING as failed `interrupted` instead of risking a second copy.
// A mail longer than one run's slice is sent in several runs, each recipient
// once. The real kill -9 of a server process: bulkMailRestart.postgres.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_MAIL_JOB_KIND } from './startBulkMail.ts';
import { startMailApp, type MailApp } from '../../testing/mailApp.ts';
import { until, type TestSmtp } from '../../testing/smtpServer.ts';
import { loadConfig } from '../../config.ts';
import type { TestApp } from '../../testing/testApp.ts';

let mailApp: MailApp;
let smtp: TestSmtp;
let app: TestApp;
const db = () => app.app.database.prisma;

beforeAll(async () => {
  mailApp = await startMailApp({
    bulkMail: { ratePerSecond: 25, maxAttempts: 2, retrySeconds: 1 },
    // a run's slice is 1 s (half the expiry): a mail of 3 s is sent in several runs
    jobs: { ...loadConfig({}).jobs, pollSeconds: 1, retryDelaySeconds: 1, expireSeconds: 2 },
  });
  ({ smtp, app } = mailApp);
}, 60_000);

afterAll(() => mailApp?.stop());

describe('a bulk e-mail resumed after its run died', () => {
  it('sends only to the recipients still waiting, once, and reports the one caught mid-send as interrupted', async () => {
    const sender = await db().adminIdentity.findFirstOrThrow({ where: { username: 'demo-owner' } });
    const mail = await db().bulkMail.create({
      data: {
        organizationId: sender.organizationId!,
        accountId: sender.accountId!,
        senderId: sender.id,
        subject: 'Resumed',
        html: '<p>Hello</p>',
        text: 'Hello',
        linkOrigin: 'http://localhost:5173',
        recipients: {
          createMany: {
            data: [
              { email: 'sent@acme.example', status: 'SENT', attempts: 1, sentAt: new Date() },
              { email: 'caught@acme.example', status: 'SENDING', attempts: 1 },
              { email: 'waiting1@acme.example' },
              { email: 'waiting2@acme.example' },
              { email: 'skipped@acme.example', status: 'SKIPPED', reason: 'unsubscribed' },
            ],
          },
        },
      },
    });
    // what the queue does after the dead run's heartbeat stops: it hands the job out again
    const job = await app.app.jobs.enqueue({ kind: BULK_MAIL_JOB_KIND, organizationId: sender.organizationId!, ownerId: sender.id, payload: { bulkMailId: mail.id } });
    const done = await until(() => db().job.findUniqueOrThrow({ where: { id: job.id } }), (row) => row.status === 'DONE', 'the resumed run ends');
    expect(done.result).toEqual({ sent: 3, failed: 1, skipped: 1, remaining: 0 });

    const received = smtp.received.flatMap((message) => message.to).sort();
    expect(received).toEqual(['waiting1@acme.example', 'waiting2@acme.example']);
    const rows = await db().bulkMailRecipient.findMany({ where: { bulkMailId: mail.id }, orderBy: { email: 'asc' }, select: { email: true, status: true, reason: true } });
    expect(rows).toEqual([
      { email: 'caught@acme.example', status: 'FAILED', reason: 'interrupted' },
      { email: 'sent@acme.example', status: 'SENT', reason: null },
      { email: 'skipped@acme.example', status: 'SKIPPED', reason: 'unsubscribed' },
      { email: 'waiting1@acme.example', status: 'SENT', reason: null },
      { email: 'waiting2@acme.example', status: 'SENT', reason: null },
    ]);
  });

  it('sends a mail longer than one run in several runs (the queue hands it out again), each recipient once', async () => {
    const sender = await db().adminIdentity.findFirstOrThrow({ where: { username: 'demo-owner' } });
    const emails = Array.from({ length: 75 }, (_, index) => `long${String(index).padStart(2, '0')}@acme.example`);
    const mail = await db().bulkMail.create({
      data: {
        organizationId: sender.organizationId!,
        accountId: sender.accountId!,
        senderId: sender.id,
        subject: 'Long',
        html: '<p>Hello</p>',
        text: 'Hello',
        linkOrigin: 'http://localhost:5173',
        recipients: { createMany: { data: emails.map((email) => ({ email })) } },
      },
    });
    const before = smtp.received.length;
    const job = await app.app.jobs.enqueue({ kind: BULK_MAIL_JOB_KIND, organizationId: sender.organizationId!, ownerId: sender.id, payload: { bulkMailId: mail.id } });
    const done = await until(() => db().job.findUniqueOrThrow({ where: { id: job.id } }), (row) => row.status === 'DONE', 'the last run ends', 1200);
    expect(done.result).toEqual({ sent: 75, failed: 0, skipped: 0, remaining: 0 });
    // 75 messages at 25 a second take 3 s: at least three runs of 1 s
    expect(done.attempts).toBeGreaterThanOrEqual(3);
    const received = smtp.received.slice(before).flatMap((message) => message.to).sort();
    expect(received).toEqual(emails);
  });
});
