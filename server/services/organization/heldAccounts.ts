// Who may manage an organisation's accounts: its holder, signed in to it.
// Platform admins are refused here (their own calls manage accounts across
// organisations: server/services/platform/). An account of another organisation, or an
// archived one where a live one is expected, is answered as a missing one.
import type { RequestContext } from '../../context.ts';
import type { Account } from '../../db/generated/client.ts';
import { AppError } from '../../errors.ts';

export function requireHolder(ctx: RequestContext): { organizationId: string } {
  const { viewer } = ctx;
  if (viewer.kind === 'anonymous') throw new AppError('unauthenticated');
  if (viewer.kind !== 'admin' || viewer.role !== 'ORG_HOLDER') throw new AppError('forbidden');
  return { organizationId: viewer.organizationId };
}

/**
 * The legacy calls name the organisation (`org`, its alias or id): it must be
 * the holder's own.
 */
export async function requireHeldOrganization(ctx: RequestContext, org: unknown): Promise<{ organizationId: string }> {
  const held = requireHolder(ctx);
  if (typeof org !== 'string' || org.trim() === '' || org.length > 200) throw new AppError('invalid_data_entry', { field: 'org' });
  const named = org.trim();
  const own = await ctx.prisma.organization.findUniqueOrThrow({ where: { id: held.organizationId }, select: { id: true, alias: true } });
  if (named !== own.id && named.toLowerCase() !== own.alias) throw new AppError('forbidden', { field: 'org' });
  return held;
}

export function idText(value: unknown, field: string): string {
  if (typeof value !== 'string' || value === '' || value.length > 200) throw new AppError('invalid_data_entry', { field });
  return value;
}

/** An account of the holder's organisation; archived ones only when asked. */
export async function heldAccount(
  ctx: RequestContext,
  accountId: unknown,
  state: 'live' | 'archived' = 'live',
): Promise<Account> {
  const { organizationId } = requireHolder(ctx);
  const account = await ctx.prisma.account.findFirst({
    where: { id: idText(accountId, 'accountId'), organizationId, archivedAt: state === 'live' ? null : { not: null } },
  });
  if (!account) throw new AppError('notFound', { field: 'accountId' });
  return account;
}
