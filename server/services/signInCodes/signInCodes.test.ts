// The rules of one-time sign-in codes on the real database: six digits, only
// a keyed hash (HMAC with the server's secret) stored, ten minutes (an
// injected clock), single use, a newer code ends the older ones, five wrong
// tries spend a code.
import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_CODE_ATTEMPTS } from '../../../domain/signInCodes/signInCode.ts';
import { startTestApp, type TestApp } from '../../testing/testApp.ts';
import { checkSignInCode, hashSignInCode, issueSignInCode, newSignInCode, spendSignInCode } from './signInCodes.ts';

let app: TestApp;
let organizationId: string;
const db = () => app.app.database.prisma;
const SECRET = 'sign-in-code-secret-of-these-tests';
const ctx = (signInCodeSecret = SECRET) => ({ prisma: db(), config: { signInCodeSecret, dataDir: null } });
const T0 = new Date('2026-03-01T10:00:00Z');
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);
let counter = 0;
const freshEmail = () => `code${++counter}@rules.example`;
/** The code `check` refuses with, or 'accepted'. */
const outcome = async (email: string, typed: unknown, now = T0) =>
  checkSignInCode(ctx(), organizationId, email, typed, now).then(
    () => 'accepted',
    (error: { code?: string }) => error.code,
  );
/** Any six digits but these. */
const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

beforeAll(async () => {
  app = await startTestApp();
  organizationId = (await db().organization.findUniqueOrThrow({ where: { alias: 'dev' } })).id;
}, 60_000);

afterAll(async () => {
  await app?.stop();
});

describe('a sign-in code', () => {
  it('is six digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i++) expect(newSignInCode()).toMatch(/^\d{6}$/);
  });

  it('is stored only as its hash, bound to the organisation and e-mail', async () => {
    const email = freshEmail();
    const { code } = await issueSignInCode(ctx(), organizationId, email, T0);
    const [row] = await db().signInCode.findMany({ where: { email } });
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row.codeHash).toBe(hashSignInCode(SECRET, organizationId, email, code));
    expect(row.codeHash).not.toBe(hashSignInCode(SECRET, organizationId, 'someone@else.example', code));
  });

  it('is hashed with HMAC-SHA256 keyed with the server secret, so the table alone cannot be tried against all million codes', async () => {
    const email = freshEmail();
    const { code } = await issueSignInCode(ctx(), organizationId, email, T0);
    const { codeHash } = await db().signInCode.findFirstOrThrow({ where: { email } });
    const message = `${organizationId}|${email}|${code}`;
    expect(codeHash).toBe(createHmac('sha256', SECRET).update(message).digest('hex'));
    expect(codeHash).not.toBe(createHash('sha256').update(message).digest('hex'));
    expect(codeHash).not.toBe(hashSignInCode('another server', organizationId, email, code));
  });

  it('issued under one secret, is not accepted by a server keyed with another', async () => {
    const email = freshEmail();
    const { code } = await issueSignInCode(ctx(), organizationId, email, T0);
    await expect(checkSignInCode(ctx('another server'), organizationId, email, code, minutes(1))).rejects.toMatchObject({ code: 'signInCodeWrong' });
    expect(await outcome(email, code, minutes(1))).toBe('accepted');
  });

  it('works until ten minutes after it was issued, then is expired', async () => {
    const email = freshEmail();
    const { code, expiresAt } = await issueSignInCode(ctx(), organizationId, email, T0);
    expect(expiresAt).toEqual(minutes(10));
    expect(await outcome(email, code, minutes(9.99))).toBe('accepted');
    expect(await outcome(email, code, minutes(10))).toBe('signInCodeExpired');
  });

  it('is accepted once: spent, it is used', async () => {
    const email = freshEmail();
    const { code } = await issueSignInCode(ctx(), organizationId, email, T0);
    const accepted = await checkSignInCode(ctx(), organizationId, email, code, minutes(1));
    await spendSignInCode(db(), accepted, minutes(1));
    expect(await outcome(email, code, minutes(2))).toBe('signInCodeUsed');
    await expect(spendSignInCode(db(), accepted, minutes(2))).rejects.toMatchObject({ code: 'signInCodeUsed' });
  });

  it('ends when a newer one is issued for the e-mail', async () => {
    const email = freshEmail();
    const older = await issueSignInCode(ctx(), organizationId, email, T0);
    const newer = await issueSignInCode(ctx(), organizationId, email, minutes(1));
    expect(await outcome(email, older.code, minutes(2))).toBe(older.code === newer.code ? 'accepted' : 'signInCodeWrong');
    const rows = await db().signInCode.findMany({ where: { email }, orderBy: { createdAt: 'asc' } });
    expect(rows.map((row) => row.usedAt)).toEqual([minutes(1), null]);
    expect(await outcome(email, newer.code, minutes(2))).toBe('accepted');
  });

  it(`is spent by ${SIGN_IN_CODE_ATTEMPTS} wrong tries: the right digits then no longer work`, async () => {
    const email = freshEmail();
    const { code } = await issueSignInCode(ctx(), organizationId, email, T0);
    for (let i = 0; i < SIGN_IN_CODE_ATTEMPTS; i++) expect(await outcome(email, other(code), minutes(1))).toBe('signInCodeWrong');
    expect(await outcome(email, code, minutes(1))).toBe('signInCodeAttempts');
    expect((await db().signInCode.findFirstOrThrow({ where: { email } })).attempts).toBe(SIGN_IN_CODE_ATTEMPTS);
  });

  it('a few wrong tries leave the right digits working', async () => {
    const email = freshEmail();
    const { code } = await issueSignInCode(ctx(), organizationId, email, T0);
    for (let i = 0; i < SIGN_IN_CODE_ATTEMPTS - 1; i++) await outcome(email, other(code), minutes(1));
    expect(await outcome(email, code, minutes(1))).toBe('accepted');
  });

  it.each([
    ['nothing typed', undefined, 'signInCodeRequired'],
    ['blank', '   ', 'signInCodeRequired'],
    ['not a string', 123456, 'signInCodeRequired'],
    ['five digits', '12345', 'signInCodeWrong'],
    ['letters', 'abcdef', 'signInCodeWrong'],
  ])('%s is refused (%s → %s) without counting a try', async (_label, typed, code) => {
    const email = freshEmail();
    await issueSignInCode(ctx(), organizationId, email, T0);
    expect(await outcome(email, typed, minutes(1))).toBe(code);
    expect((await db().signInCode.findFirstOrThrow({ where: { email } })).attempts).toBe(0);
  });

  it('digits typed with spaces are accepted', async () => {
    const email = freshEmail();
    const { code } = await issueSignInCode(ctx(), organizationId, email, T0);
    expect(await outcome(email, ` ${code.slice(0, 3)} ${code.slice(3)}\n`, minutes(1))).toBe('accepted');
  });

  it('an e-mail never sent a code is refused as wrong', async () => {
    expect(await outcome(freshEmail(), '123456')).toBe('signInCodeWrong');
  });
});
