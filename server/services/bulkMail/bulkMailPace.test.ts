// The configurable rate of a bulk e-mail (BULK_MAIL_RATE): the job waits its
// pace before it claims each recipient, so at 10 a second the fifth copy is
// claimed 400 ms after the first. Only a lower bound is checked, from the
// times the rows record (a slow machine makes the span longer, never shorter):
// the last copy sent at least three paces after the first (the first copy's
// own send, under 100 ms to a local server, is inside the fourth pace).
// Without the pace five copies to a local server take a few tens of ms.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startMailApp, type MailApp } from '../../testing/mailApp.ts';
import { until, type TestSmtp } from '../../testing/smtpServer.ts';
import { TEST_PASSWORD, type TestApp } from '../../testing/testApp.ts';

const RATE = 10;
const RECIPIENTS = ['p1@acme.example', 'p2@acme.example', 'p3@acme.example', 'p4@acme.example', 'p5@acme.example'];

let mailApp: MailApp;
let smtp: TestSmtp;
let app: TestApp;
const db = () => app.app.database.prisma;

beforeAll(async () => {
  mailApp = await startMailApp({ bulkMail: { ratePerSecond: RATE, maxAttempts: 1, retrySeconds: 1 } });
  ({ smtp, app } = mailApp);
  const identity = await db().adminIdentity.findFirstOrThrow({ where: { username: 'demo-owner' } });
  for (const email of RECIPIENTS) {
    const learner = await db().learner.create({ data: { organizationId: identity.organizationId!, email, name: email } });
    await db().registration.create({ data: { accountId: identity.accountId!, learnerId: learner.id } });
  }
}, 60_000);

afterAll(() => mailApp?.stop());

it(`sends at most ${RATE} a second, each copy once`, async () => {
  const owner = await app.adminToken('demo-owner', 'account');
  const sent = await app.rest(
    'admin/sendBulkEmail',
    { password: TEST_PASSWORD, to: RECIPIENTS.join('\n'), subject: 'Pace', message: '<p>Hello</p>', origin: 'http://localhost:5173' },
    owner,
  );
  expect(sent.body.data.sending).toBe(RECIPIENTS.length);
  const job = await until(() => db().job.findUniqueOrThrow({ where: { id: sent.body.data.jobId } }), (row) => row.status === 'DONE' || row.status === 'FAILED', 'the job ends');
  expect(job.status).toBe('DONE');
  const rows = await db().bulkMailRecipient.findMany({ where: { email: { in: RECIPIENTS } }, select: { status: true, sentAt: true } });
  expect(rows.map((row) => row.status)).toEqual(RECIPIENTS.map(() => 'SENT'));
  const times = rows.map((row) => row.sentAt!.getTime());
  expect(Math.max(...times) - Math.min(...times)).toBeGreaterThanOrEqual(((RECIPIENTS.length - 2) * 1000) / RATE);
  for (const address of RECIPIENTS) expect(smtp.received.filter((message) => message.to.includes(address))).toHaveLength(1);
});
