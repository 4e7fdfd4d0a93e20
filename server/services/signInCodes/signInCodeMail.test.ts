// The sign-in code on the real mail path: an SMTP server (smtp-server) started
// here on 127.0.0.1, the app sending through it, each message parsed with
// mailparser. A learner of an organisation with verified sign-in asks for a
// code in Arabic and in English, reads it from the mail and signs in with it.
// The same app has strict code limits: per e-mail, then per address.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_RATE_LIMITS, startTestApp, type TestApp } from '../../testing/testApp.ts';
import { signInCodeMailTexts } from './signInCodeMailTexts.ts';

interface Received {
  to: string[];
  parsed: ParsedMail;
}

function startSmtp(): Promise<{ server: SMTPServer; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), parsed });
          callback();
        })
        .catch(callback);
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.server.address() as AddressInfo).port, received }));
  });
}

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let app: TestApp;
const GLOBEX = { 'x-org-alias': 'globex' };
const PER_EMAIL = 2;
const PER_ADDRESS = 6;

beforeAll(async () => {
  smtp = await startSmtp();
  app = await startTestApp({
    mail: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'Quiz Platform <no-reply@quiz.example>', outboxDir: null },
    rateLimits: { ...GENEROUS_RATE_LIMITS, signInCodesPerEmailPerHour: PER_EMAIL, signInCodesPerAddressPerHour: PER_ADDRESS },
  });
  const org = await app.app.database.prisma.organization.create({ data: { alias: 'globex', name: 'Globex', verifiedSignIn: true } });
  await app.app.database.prisma.learner.createMany({
    data: [
      { organizationId: org.id, email: 'layla@globex.example', name: 'ليلى' },
      { organizationId: org.id, email: 'grace@globex.example', name: 'Grace' },
    ],
  });
}, 60_000);

afterAll(async () => {
  await app?.stop();
  if (smtp) await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
});

async function receivedBy(address: string): Promise<ParsedMail> {
  for (let tries = 0; tries < 600; tries++) {
    const message = smtp.received.find((mail) => mail.to.includes(address));
    if (message) return message.parsed;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail reached ${address}`);
}

describe('the sign-in code mail through a real SMTP server', () => {
  it.each([
    ['ar', 'layla@globex.example'],
    ['en', 'grace@globex.example'],
  ] as const)('in %s: the learner reads the code from the mail and signs in with it', async (locale, email) => {
    const asked = await app.rest('user/requestSignInCode', { email, locale }, undefined, GLOBEX);
    expect(asked.body.data).toBe(true);
    const mail = await receivedBy(email);
    const words = signInCodeMailTexts[locale];
    expect(mail.subject).toBe(words.subject('Globex'));
    expect(mail.text).toContain(words.intro('Globex'));
    expect(mail.text).toContain(words.expiry(10));
    expect(mail.html).toContain(`dir="${locale === 'ar' ? 'rtl' : 'ltr'}"`);
    const code = /^(\d{6})$/m.exec(mail.text ?? '')![1];
    // the job's row names the e-mail, never the code
    const jobs = await app.app.database.prisma.job.findMany({ where: { kind: 'sendMail', payload: { path: ['params', 'email'], equals: email } } });
    expect(jobs).toHaveLength(1);
    expect(JSON.stringify(jobs[0].payload)).not.toContain(code);

    const signedIn = await app.rest('user/login', { email, code }, undefined, GLOBEX);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.email).toBe(email);
  });
});

describe('code requests are limited', () => {
  it(`per e-mail: ${PER_EMAIL} an hour, then 429 with Retry-After`, async () => {
    const email = 'flooded@globex.example';
    for (let i = 0; i < PER_EMAIL; i++) expect((await app.rest('user/requestSignInCode', { email }, undefined, GLOBEX)).status).toBe(200);
    const refused = await app.post('/user/requestSignInCode', { email }, { 'content-type': 'application/json', ...GLOBEX });
    expect(refused.status).toBe(429);
    expect(refused.body.data.error).toBe('tooManyRequests');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it(`per address: ${PER_ADDRESS} an hour whatever the e-mails`, async () => {
    // 2 (the mails above) + 3 (the flooded e-mail, the refused one counted) so far
    expect((await app.rest('user/requestSignInCode', { email: 'sixth@globex.example' }, undefined, GLOBEX)).status).toBe(200);
    expect((await app.rest('user/requestSignInCode', { email: 'seventh@globex.example' }, undefined, GLOBEX)).body.data.error).toBe('tooManyRequests');
  });
});
