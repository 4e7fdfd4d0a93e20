// Reset-password links: a random token handed out once, stored as its SHA-256
// with an expiry (PASSWORD_RESET_HOURS, default 24) and used at most once.
// Making a new link ends the identity's earlier unused ones, so only the
// newest works. The link is {organisation host}/#/ResetAccountPassword/{username}/{token};
// the client puts the host it is served from before `path`.
//
// Who may make one: a platform admin, for any identity (an account's owner, an
// organisation's holder, or by username); an organisation holder, for the
// owners of its own live accounts. Anyone else is refused.
import { hashToken, newToken } from '../../auth/tokens.ts';
import type { RequestContext } from '../../context.ts';
import { hasRole, requireAdmin } from '../../auth/scopes.ts';
import { AppError } from '../../errors.ts';
import { heldAccount } from '../organization/heldAccounts.ts';

export interface PasswordResetLink {
  username: string;
  token: string;
  /** the hash route of the link: the client puts its origin before it */
  path: string;
  expiresAt: Date;
}

interface Identity {
  id: string;
  username: string;
}

export function resetLinkPath(username: string, token: string): string {
  return `/#/ResetAccountPassword/${encodeURIComponent(username)}/${token}`;
}

/** A new single-use token for the identity; its earlier unused ones stop working. */
export async function issueResetToken(ctx: Pick<RequestContext, 'prisma' | 'config'>, identity: Identity): Promise<PasswordResetLink> {
  const token = newToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + ctx.config.passwordResetHours * 3_600_000);
  await ctx.prisma.$transaction([
    ctx.prisma.passwordResetToken.updateMany({ where: { identityId: identity.id, usedAt: null }, data: { usedAt: now } }),
    ctx.prisma.passwordResetToken.create({ data: { tokenHash: hashToken(token), identityId: identity.id, expiresAt } }),
  ]);
  return { username: identity.username, token, path: resetLinkPath(identity.username, token), expiresAt };
}

/** A platform admin, or the holder of the viewer's organisation; anyone else is refused. */
function requireResetter(ctx: RequestContext): { platform: true } | { platform: false; organizationId: string } {
  if (hasRole(ctx.viewer, 'PLATFORM_ADMIN')) return { platform: true };
  return { platform: false, organizationId: requireAdmin(ctx, 'ORG_HOLDER').organizationId };
}

/** The owner of an account: any live account for a platform admin, the holder's own for a holder. */
export async function createAccountResetLink(ctx: RequestContext, accountId: string): Promise<PasswordResetLink> {
  const { platform } = requireResetter(ctx);
  const id = platform
    ? ((await ctx.prisma.account.findFirst({ where: { id: accountId, archivedAt: null }, select: { id: true } }))?.id ?? null)
    : (await heldAccount(ctx, accountId)).id;
  if (!id) throw new AppError('notFound', { field: 'accountId' });
  const owner = await ctx.prisma.adminIdentity.findUnique({ where: { accountId: id }, select: { id: true, username: true } });
  if (!owner) throw new AppError('notFound', { field: 'accountId' });
  return issueResetToken(ctx, owner);
}

/** The holder of an organisation (its first holder identity): platform admins only. */
export async function createHolderResetLink(ctx: RequestContext, organizationId: string): Promise<PasswordResetLink> {
  if (!requireResetter(ctx).platform) throw new AppError('forbidden');
  const holder = await ctx.prisma.adminIdentity.findFirst({
    where: { organizationId, role: 'ORG_HOLDER' },
    orderBy: { createdAt: 'asc' },
    select: { id: true, username: true },
  });
  if (!holder) throw new AppError('notFound', { field: 'organizationId' });
  return issueResetToken(ctx, holder);
}

/**
 * Legacy admin/addSession: the identity named by username (trimmed). A platform admin may
 * name any identity but another platform admin; a holder, the owner of one of
 * its own live accounts (anything else is answered as missing).
 */
export async function createResetLinkByUsername(ctx: RequestContext, username: string): Promise<PasswordResetLink> {
  const resetter = requireResetter(ctx);
  const where = resetter.platform
    ? { username, role: { not: 'PLATFORM_ADMIN' as const } }
    : { username, role: 'ACCOUNT_OWNER' as const, account: { organizationId: resetter.organizationId, archivedAt: null } };
  const identity = await ctx.prisma.adminIdentity.findFirst({ where, select: { id: true, username: true } });
  if (!identity) throw new AppError('notFound', { field: 'username' });
  return issueResetToken(ctx, identity);
}
