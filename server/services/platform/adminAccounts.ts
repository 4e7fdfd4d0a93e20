// Accounts and organisations as the platform admin names them: any account of
// the platform by its id; an organisation by its alias or its id.
import type { RequestContext } from '../../context.ts';
import type { Account, Organization } from '../../db/generated/client.ts';
import { AppError } from '../../errors.ts';
import { rowId } from '../organization/heldAccounts.ts';
import { requirePlatformAdmin } from './platformAdmin.ts';

export async function adminAccount(ctx: RequestContext, accountId: string): Promise<Account> {
  requirePlatformAdmin(ctx);
  const account = await ctx.prisma.account.findUnique({ where: { id: rowId(accountId, 'accountId') } });
  if (!account) throw new AppError('notFound', { field: 'accountId' });
  return account;
}

/** An organisation by its alias or id (trimmed, checked at the edge: targetOrganization). */
export async function organizationNamed(ctx: RequestContext, named: string): Promise<Organization> {
  requirePlatformAdmin(ctx);
  const organization = await ctx.prisma.organization.findFirst({ where: { OR: [{ alias: named.toLowerCase() }, { id: named }] } });
  if (!organization) throw new AppError('organizationNotFound', { field: 'org' });
  return organization;
}
