// Who may manage an organisation's accounts: its holder, signed in to it.
// Platform admins are refused here (their own calls manage accounts across
// organisations: server/services/platform/). An account of another organisation, or an
// archived one where a live one is expected, is answered as a missing one.
import { requireAdmin } from '../../auth/scopes.ts';
import type { RequestContext } from '../../context.ts';
import type { Account } from '../../db/generated/client.ts';
import { AppError } from '../../errors.ts';

export function requireHolder(ctx: RequestContext): { organizationId: string } {
  return { organizationId: requireAdmin(ctx, 'ORG_HOLDER').organizationId };
}

/**
 * The legacy calls name the organisation (`org`, its alias or id, checked at
 * the edge: heldOrganizationBody): it must be the holder's own.
 */
export async function requireHeldOrganization(ctx: RequestContext, org: string): Promise<{ organizationId: string }> {
  const held = requireHolder(ctx);
  const own = await ctx.prisma.organization.findUniqueOrThrow({ where: { id: held.organizationId }, select: { id: true, alias: true } });
  if (org !== own.id && org.toLowerCase() !== own.alias) throw new AppError('forbidden', { field: 'org' });
  return held;
}

/** A row id as a call names it: 1 to 200 characters (anything that is not text arrives as ''); refused on `field` otherwise. */
export function rowId(value: string, field: string): string {
  if (value === '' || value.length > 200) throw new AppError('invalid_data_entry', { field });
  return value;
}

/** An account of the holder's organisation; archived ones only when asked. */
export async function heldAccount(ctx: RequestContext, accountId: string, state: 'live' | 'archived' = 'live'): Promise<Account> {
  const { organizationId } = requireHolder(ctx);
  const account = await ctx.prisma.account.findFirst({
    where: { id: rowId(accountId, 'accountId'), organizationId, archivedAt: state === 'live' ? null : { not: null } },
  });
  if (!account) throw new AppError('notFound', { field: 'accountId' });
  return account;
}
