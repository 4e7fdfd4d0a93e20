// Spending a reset link (admin/resetAccountPassword, GraphQL resetAccountPassword):
// the token must be the named username's, unused and unexpired. The new
// password replaces the old one, the token is spent (once: two spends at the
// same moment, one wins), and every open session of the identity and its other
// unused links end. Wrong links count as failed sign-ins of that username
// (rate limits: growing waits), so tokens cannot be guessed.
import type { PasswordReset } from '../../../domain/passwords/passwordInputs.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { hashToken } from '../../auth/tokens.ts';
import type { RequestContext } from '../../context.ts';
import type { AdminRole } from '../../db/generated/client.ts';
import { guardSignIn } from '../../security/guards.ts';
import { AppError } from '../../errors.ts';
import type { AdminLevel } from '../session/identities.ts';

const levelByRole: Record<AdminRole, AdminLevel> = { ACCOUNT_OWNER: 'account', ORG_HOLDER: 'org', PLATFORM_ADMIN: 'admin' };

export interface PasswordResetDone {
  username: string;
  /** the sign-in screen to go to: /login/account, /login/org or the admin's */
  level: AdminLevel;
}

const LINK_CODES = new Set(['resetLinkInvalid', 'resetLinkExpired', 'resetLinkUsed']);
const isLinkFailure = (error: unknown) => error instanceof AppError && LINK_CODES.has(error.code);

/** The link's username (trimmed), token and new password, checked by the schema (domain/passwords/passwordInputs.ts). */
export async function resetAccountPassword(ctx: RequestContext, { username, token, password }: PasswordReset): Promise<PasswordResetDone> {
  return guardSignIn(ctx, `admin:${username}`, () => spend(ctx, username, token, password), isLinkFailure);
}

async function spend(ctx: RequestContext, username: string, token: string, password: string): Promise<PasswordResetDone> {
  const found = await ctx.prisma.passwordResetToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { id: true, expiresAt: true, usedAt: true, identity: { select: { id: true, username: true, role: true, account: { select: { archivedAt: true } } } } },
  });
  // A token of another username says nothing about either.
  if (!found || found.identity.username !== username || found.identity.account?.archivedAt) throw new AppError('resetLinkInvalid', { field: 'token' });
  if (found.usedAt) throw new AppError('resetLinkUsed', { field: 'token' });
  if (found.expiresAt <= new Date()) throw new AppError('resetLinkExpired', { field: 'token' });

  const passwordHash = await hashPassword(password);
  const identityId = found.identity.id;
  await ctx.prisma.$transaction(async (tx) => {
    const now = new Date();
    // The spend itself decides: of two at once, only one finds the token unused.
    const spent = await tx.passwordResetToken.updateMany({ where: { id: found.id, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } });
    if (spent.count !== 1) throw new AppError('resetLinkUsed', { field: 'token' });
    await tx.adminIdentity.update({ where: { id: identityId }, data: { passwordHash } });
    await tx.passwordResetToken.updateMany({ where: { identityId, usedAt: null }, data: { usedAt: now } });
    await tx.session.updateMany({ where: { identityId, revokedAt: null }, data: { revokedAt: now } });
  });
  return { username: found.identity.username, level: levelByRole[found.identity.role] };
}
