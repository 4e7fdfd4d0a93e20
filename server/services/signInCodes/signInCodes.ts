// One-time sign-in codes of organisations with verified sign-in
// (Organization.verifiedSignIn; docs/decisions/verifiedSignIn.md). A code is
// six digits from crypto.randomInt, stored only as a keyed hash, good for ten
// minutes and once; issuing one ends the e-mail's earlier ones; five wrong
// tries spend it. `now` is injectable so the ten minutes are tested without
// waiting.
import { createHmac, randomInt } from 'node:crypto';
import {
  isSignInCodeShape,
  normalizeSignInCode,
  SIGN_IN_CODE_ATTEMPTS,
  SIGN_IN_CODE_DIGITS,
  signInCodeExpiry,
} from '../../../domain/signInCodes/signInCode.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Organization, Prisma, SignInCodePurpose } from '../../db/generated/client.ts';
import { loadServerSecret } from '../../security/serverSecrets.ts';
import { AppError } from '../../errors.ts';

type SecretConfig = Pick<Config, 'signInCodeSecret' | 'dataDir'>;
type WithDb = { prisma: Db; config: SecretConfig };

/** SIGN_IN_CODE_SECRET, else the one kept in the data folder. */
export function signInCodeSecret(config: SecretConfig): string {
  return loadServerSecret('.sign-in-code-secret', config.signInCodeSecret, config.dataDir);
}

/**
 * HMAC-SHA256 keyed with the server's secret: a plain hash of six digits is
 * undone by trying all million, so a leaked table would give every live
 * code away; without the key it gives nothing. The message binds the code to
 * its organisation and e-mail, so one row's hash says nothing about another's.
 */
export function hashSignInCode(secret: string, organizationId: string, email: string, code: string): string {
  return createHmac('sha256', secret).update(`${organizationId}|${email}|${code}`).digest('hex');
}

export function newSignInCode(): string {
  return String(randomInt(0, 10 ** SIGN_IN_CODE_DIGITS)).padStart(SIGN_IN_CODE_DIGITS, '0');
}

/**
 * A new code for the e-mail and purpose: its earlier unused codes for that purpose stop working (a
 * step-up code leaves a sign-in code alone). Answers the digits, which are mailed and never stored.
 */
export async function issueSignInCode(
  ctx: WithDb,
  organizationId: string,
  email: string,
  now = new Date(),
  purpose: SignInCodePurpose = 'signIn',
): Promise<{ code: string; expiresAt: Date }> {
  const code = newSignInCode();
  const expiresAt = signInCodeExpiry(now);
  await ctx.prisma.$transaction([
    ctx.prisma.signInCode.updateMany({ where: { organizationId, email, purpose, usedAt: null }, data: { usedAt: now } }),
    ctx.prisma.signInCode.create({ data: { organizationId, email, purpose, codeHash: hashSignInCode(signInCodeSecret(ctx.config), organizationId, email, code), expiresAt, createdAt: now } }),
  ]);
  return { code, expiresAt };
}

/** Whether sign-in and registration in this organisation need a mailed code. */
export function needsSignInCode(organization: Pick<Organization, 'verifiedSignIn'> | null): boolean {
  return organization?.verifiedSignIn === true;
}

/** A code that matched: `use` spends it, inside the transaction that signs in or registers. */
export interface AcceptedSignInCode {
  id: string;
}

/**
 * Checks the e-mail's newest code against what the learner typed. Refusals:
 * signInCodeRequired (nothing typed), signInCodeWrong (no code, or other
 * digits: counted), signInCodeAttempts (the tries are spent), signInCodeUsed,
 * signInCodeExpired. Only codes issued for `purpose` are compared: a sign-in code
 * proves nothing for a step-up action, nor the reverse. A match is not yet
 * spent: see spendSignInCode.
 */
export async function checkSignInCode(
  ctx: WithDb,
  organizationId: string,
  email: string,
  typed: unknown,
  now = new Date(),
  purpose: SignInCodePurpose = 'signIn',
): Promise<AcceptedSignInCode> {
  const code = normalizeSignInCode(typed);
  if (!code) throw new AppError('signInCodeRequired', { field: 'code' });
  if (!isSignInCodeShape(code)) throw new AppError('signInCodeWrong', { field: 'code' });
  const newest = await ctx.prisma.signInCode.findFirst({ where: { organizationId, email, purpose }, orderBy: { createdAt: 'desc' } });
  if (!newest) throw new AppError('signInCodeWrong', { field: 'code' });
  if (newest.attempts >= SIGN_IN_CODE_ATTEMPTS) throw new AppError('signInCodeAttempts', { field: 'code' });
  if (newest.usedAt) throw new AppError('signInCodeUsed', { field: 'code' });
  if (newest.expiresAt.getTime() <= now.getTime()) throw new AppError('signInCodeExpired', { field: 'code' });
  if (newest.codeHash !== hashSignInCode(signInCodeSecret(ctx.config), organizationId, email, code)) {
    // counted in the database, so concurrent guesses cannot share one try
    const { count } = await ctx.prisma.signInCode.updateMany({
      where: { id: newest.id, usedAt: null, attempts: { lt: SIGN_IN_CODE_ATTEMPTS } },
      data: { attempts: { increment: 1 } },
    });
    if (count === 0) throw new AppError('signInCodeAttempts', { field: 'code' });
    throw new AppError('signInCodeWrong', { field: 'code' });
  }
  return { id: newest.id };
}

/** Spends an accepted code once: a second use of the same code (a race) is signInCodeUsed. */
export async function spendSignInCode(db: Db | Prisma.TransactionClient, accepted: AcceptedSignInCode, now = new Date()): Promise<void> {
  const { count } = await db.signInCode.updateMany({
    where: { id: accepted.id, usedAt: null, attempts: { lt: SIGN_IN_CODE_ATTEMPTS } },
    data: { usedAt: now },
  });
  if (count === 0) throw new AppError('signInCodeUsed', { field: 'code' });
}
