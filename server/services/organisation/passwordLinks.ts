// A reset-password link for an account's owner: a random token given to the
// holder once, stored as its SHA-256 with an expiry. Making a new link ends
// the owner's earlier unused ones, so only the newest works. The link is
// {organisation host}/#/ResetAccountPassword/{username}/{token}; the client
// knows the host it is served from.
import { hashToken, newToken } from '../../auth/tokens.ts';
import type { RequestContext } from '../../context.ts';
import { AppError } from '../errors.ts';
import { heldAccount, requireHolder } from './heldAccounts.ts';

export const RESET_LINK_HOURS = 48;

export interface PasswordResetLink {
  username: string;
  token: string;
  /** the hash route of the link: the client puts its origin before it */
  path: string;
  expiresAt: Date;
}

async function linkFor(ctx: RequestContext, identity: { id: string; username: string }): Promise<PasswordResetLink> {
  const token = newToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + RESET_LINK_HOURS * 3_600_000);
  await ctx.prisma.$transaction([
    ctx.prisma.passwordResetToken.updateMany({ where: { identityId: identity.id, usedAt: null }, data: { usedAt: now } }),
    ctx.prisma.passwordResetToken.create({ data: { tokenHash: hashToken(token), identityId: identity.id, expiresAt } }),
  ]);
  const path = `/#/ResetAccountPassword/${encodeURIComponent(identity.username)}/${token}`;
  return { username: identity.username, token, path, expiresAt };
}

export async function createPasswordResetLink(ctx: RequestContext, accountId: unknown): Promise<PasswordResetLink> {
  const account = await heldAccount(ctx, accountId);
  const owner = await ctx.prisma.adminIdentity.findUnique({ where: { accountId: account.id }, select: { id: true, username: true } });
  if (!owner) throw new AppError('notFound', { field: 'accountId' });
  return linkFor(ctx, owner);
}

/** Legacy admin/addSession: the owner named by username, of an account of the holder's organisation. */
export async function createPasswordResetLinkByUsername(ctx: RequestContext, username: unknown): Promise<PasswordResetLink> {
  const { organizationId } = requireHolder(ctx);
  if (typeof username !== 'string' || username.trim() === '' || username.length > 200) throw new AppError('invalid_data_entry', { field: 'username' });
  const owner = await ctx.prisma.adminIdentity.findFirst({
    where: { username: username.trim(), role: 'ACCOUNT_OWNER', account: { organizationId, archivedAt: null } },
    select: { id: true, username: true },
  });
  if (!owner) throw new AppError('notFound', { field: 'username' });
  return linkFor(ctx, owner);
}
