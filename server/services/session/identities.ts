// Sign-in of the three admin roles with a username and password.
import type { AdminLevelName, AdminSignInInput } from '../../../domain/session/sessionInputs.ts';
import type { AdminRole } from '../../db/generated/client.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { isAdmin } from '../../auth/scopes.ts';
import type { RequestContext } from '../../context.ts';
import { maintenanceRefusal } from '../maintenance/maintenance.ts';
import { AppError } from '../../errors.ts';
import { openAdminSession } from './sessions.ts';
import { guardSignIn } from '../../security/guards.ts';

/** The legacy login levels (/login/:level) and the role each signs in. */
export const roleByLevel = { account: 'ACCOUNT_OWNER', org: 'ORG_HOLDER', admin: 'PLATFORM_ADMIN' } as const satisfies Record<
  AdminLevelName,
  AdminRole
>;
export type AdminLevel = keyof typeof roleByLevel;

/** The level whose login page signs this role in. */
export function levelOfRole(role: AdminRole): AdminLevel {
  return (Object.keys(roleByLevel) as AdminLevel[]).find((level) => roleByLevel[level] === role) ?? 'account';
}

export interface AdminSignIn {
  token: string;
  role: AdminRole;
  identityId: string;
  username: string;
  email: string | null;
  accountId: string | null;
  organizationId: string;
}

/**
 * An unknown username, a wrong password and a role other than the level's all
 * answer invalidCredentials after the same password work. Without a level (the
 * spec's single sign-in form sends none) the identity's own role is signed in.
 * The username (trimmed) and password are not empty: checked at the edge
 * (adminSignInInput).
 */
export async function signInAdmin(ctx: RequestContext, input: AdminSignInInput): Promise<AdminSignIn> {
  const { username } = input;
  // During maintenance only the platform admin signs in (to switch it off); without a level, once the identity is known.
  if (input.level && input.level !== 'admin') {
    const paused = await maintenanceRefusal(ctx);
    if (paused) throw paused;
  }
  // Wrong passwords of one username are counted and answered with growing waits (tooManyRequests);
  // a browser this administrator signed in from before is not locked out by others' failures.
  return guardSignIn(ctx, `admin:${username}`, () => verifiedSignIn(ctx, username, input), undefined, { knownDevices: true });
}

async function verifiedSignIn(ctx: RequestContext, username: string, input: { password: string; level?: AdminLevel }): Promise<AdminSignIn> {
  const identity = await ctx.prisma.adminIdentity.findUnique({ where: { username }, include: { account: { select: { archivedAt: true } } } });
  const passwordOk = await verifyPassword(identity?.passwordHash, input.password);
  if (!identity || !passwordOk || (input.level && identity.role !== roleByLevel[input.level])) throw new AppError('invalidCredentials');
  // The owner of an archived ("deleted") account is answered as anyone unknown.
  if (identity.account?.archivedAt) throw new AppError('invalidCredentials');
  // Signed in by its own role: during maintenance, only the platform admin.
  if (!input.level && identity.role !== 'PLATFORM_ADMIN') {
    const paused = await maintenanceRefusal(ctx);
    if (paused) throw paused;
  }

  // Platform admins belong to no organisation: their session is opened for the request's.
  const organizationId = identity.organizationId ?? ctx.organization?.id;
  if (!organizationId) throw new AppError('organizationNotFound');
  const { token, sessionId } = await openAdminSession(ctx.prisma, {
    identityId: identity.id,
    organizationId,
    hours: ctx.config.adminSessionHours,
  });
  // The rest of this request's answer is read as the one who just signed in.
  ctx.viewer = {
    kind: 'admin',
    sessionId,
    identityId: identity.id,
    role: identity.role,
    username: identity.username,
    organizationId,
    accountId: identity.accountId,
  };
  return {
    token,
    role: identity.role,
    identityId: identity.id,
    username: identity.username,
    email: identity.email,
    accountId: identity.accountId,
    organizationId,
  };
}

/** The signed-in administrator's e-mail (the organisation home's header); null for anyone else. */
export async function viewerAdminEmail(ctx: RequestContext): Promise<string | null> {
  if (!isAdmin(ctx.viewer)) return null;
  const identity = await ctx.prisma.adminIdentity.findUnique({ where: { id: ctx.viewer.identityId }, select: { email: true } });
  return identity?.email ?? null;
}
