// Integrators' API tokens: an account owner makes them for their account, an
// organisation holder for their organisation. The secret is shown once, on
// creation; only its SHA-256 is kept. Tokens are managed from a signed-in
// session only (a token cannot mint or revoke tokens). Who may see and revoke
// a token is who manages what it acts for: its account's owner, its
// organisation's holder, a platform admin.
import type { NewApiToken } from '../../../domain/integration/integrationInputs.ts';
import type { RequestContext } from '../../context.ts';
import type { ApiToken } from '../../db/generated/client.ts';
import { hasRole, isAdmin, isSignedInPerson, refusalFor, type AdminViewer } from '../../auth/scopes.ts';
import { hashToken, newApiToken } from '../../auth/tokens.ts';
import { AppError } from '../../errors.ts';

export type ApiTokenSummary = Omit<ApiToken, 'tokenHash'>;
export interface CreatedApiToken {
  token: ApiTokenSummary;
  /** the bearer secret: answered this once, never stored */
  secret: string;
}

const summary = { omit: { tokenHash: true } } as const;

/** A signed-in admin session (not an API token), or the error to refuse with. */
function sessionAdmin(ctx: RequestContext): AdminViewer {
  const { viewer } = ctx;
  if (!isSignedInPerson(viewer) || !isAdmin(viewer)) throw refusalFor(viewer);
  return viewer;
}

/** What the viewer's new tokens act for: the owner's account, or the holder's organisation. */
function ownTokenTarget(ctx: RequestContext): { organizationId: string; accountId: string | null } {
  const viewer = sessionAdmin(ctx);
  if (hasRole(viewer, 'ACCOUNT_OWNER') && viewer.accountId) return { organizationId: viewer.organizationId, accountId: viewer.accountId };
  if (hasRole(viewer, 'ORG_HOLDER')) return { organizationId: viewer.organizationId, accountId: null };
  throw new AppError('forbidden');
}

/** Whether the signed-in admin manages the tokens of this account (or, for null, of the organisation itself). */
function managesTokensOf(ctx: RequestContext, target: { organizationId: string; accountId: string | null }): boolean {
  const viewer = sessionAdmin(ctx);
  if (hasRole(viewer, 'PLATFORM_ADMIN')) return true;
  if (hasRole(viewer, 'ORG_HOLDER')) return viewer.organizationId === target.organizationId;
  return target.accountId !== null && viewer.accountId === target.accountId;
}

/** A new token of the viewer's account or organisation; its name and life were checked at the edge (newApiTokenInput). */
export async function createApiToken(ctx: RequestContext, input: NewApiToken, now = new Date()): Promise<CreatedApiToken> {
  const target = ownTokenTarget(ctx);
  const secret = newApiToken();
  const token = await ctx.prisma.apiToken.create({
    data: {
      ...target,
      createdById: sessionAdmin(ctx).identityId,
      name: input.name,
      scope: input.scope,
      tokenHash: hashToken(secret),
      expiresAt: new Date(now.getTime() + input.expiresInDays * 24 * 60 * 60 * 1000),
    },
    ...summary,
  });
  return { token, secret };
}

/** The tokens made for an account (accountId) or for the organisation itself (null), newest first. */
export async function listApiTokens(ctx: RequestContext, target: { organizationId: string; accountId: string | null }): Promise<ApiTokenSummary[]> {
  if (!managesTokensOf(ctx, target)) throw new AppError('forbidden');
  return ctx.prisma.apiToken.findMany({
    where: { organizationId: target.organizationId, accountId: target.accountId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    ...summary,
  });
}

/** Revokes a token at once; revoking a revoked token answers it unchanged. Unknown or not the viewer's: notFound. */
export async function revokeApiToken(ctx: RequestContext, id: string, now = new Date()): Promise<ApiTokenSummary> {
  sessionAdmin(ctx);
  const token = await ctx.prisma.apiToken.findUnique({ where: { id }, ...summary });
  if (!token || !managesTokensOf(ctx, token)) throw new AppError('notFound', { field: 'id' });
  if (token.revokedAt) return token;
  return ctx.prisma.apiToken.update({ where: { id }, data: { revokedAt: now }, ...summary });
}
