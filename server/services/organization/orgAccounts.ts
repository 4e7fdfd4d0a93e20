// The organisation holder's accounts: the list, adding one with its owner,
// the e-mail and the owner's username, and the order (docs/decisions/orgAccounts.md).
// Inputs are checked at the edge (domain/organization/organizationInputs.ts);
// what follows an account's lookup arrives deferred and is settled after it.
import type { NewAccount } from '../../../domain/organization/organizationInputs.ts';
import type { Deferred } from '../../../domain/validation/deferredInput.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { RequestContext } from '../../context.ts';
import type { Account } from '../../db/generated/client.ts';
import { AppError } from '../../errors.ts';
import { settled } from '../../inputs.ts';
import { assertUsernameFree, usernameRace } from './accountCredentials.ts';
import { heldAccount, requireHolder, rowId } from './heldAccounts.ts';

const accountOrder = [{ order: 'asc' as const }, { createdAt: 'asc' as const }];

/** The organisation's accounts in their order: live ones, or the archived ("deleted") ones. */
export function heldAccounts(ctx: RequestContext, state: 'live' | 'archived' = 'live') {
  const { organizationId } = requireHolder(ctx);
  return ctx.prisma.account.findMany({
    where: { organizationId, archivedAt: state === 'live' ? null : { not: null } },
    include: { owner: { select: { username: true } } },
    orderBy: state === 'live' ? accountOrder : [{ archivedAt: 'desc' }],
  });
}

/** The next free place at the end of the list. */
export async function nextAccountOrder(ctx: RequestContext, organizationId: string): Promise<number> {
  const last = await ctx.prisma.account.aggregate({ where: { organizationId, archivedAt: null }, _max: { order: true } });
  return (last._max.order ?? -1) + 1;
}

/** A new account with its owner, who signs in at /login/account with the username and password; named by the username unless given a name. */
export async function addAccount(ctx: RequestContext, input: NewAccount): Promise<Account> {
  const { organizationId } = requireHolder(ctx);
  const { username, email, isTimed } = input;
  const alias = input.alias ?? username;
  const order = input.order ?? (await nextAccountOrder(ctx, organizationId));
  const passwordHash = await hashPassword(input.password);
  await assertUsernameFree(ctx.prisma, username);
  return ctx.prisma
    .$transaction(async (tx) => {
      // an empty account is not shown to learners until it is published (docs/decisions/orgAccounts.md, "Publishing")
      const account = await tx.account.create({ data: { organizationId, alias, email, isTimed, order, publishedAt: null } });
      await tx.adminIdentity.create({
        data: { role: 'ACCOUNT_OWNER', username, email, passwordHash, organizationId, accountId: account.id },
      });
      return account;
    })
    .catch(usernameRace);
}

/** The account's e-mail (and its owner's, who is told things at it). */
export async function updateAccountEmail(ctx: RequestContext, input: { accountId: string; email: Deferred<string> }): Promise<Account> {
  const account = await heldAccount(ctx, input.accountId);
  const email = settled(input.email, 'email');
  return ctx.prisma.$transaction(async (tx) => {
    await tx.adminIdentity.updateMany({ where: { accountId: account.id }, data: { email } });
    return tx.account.update({ where: { id: account.id }, data: { email } });
  });
}

/** The owner's new username; usernameTaken when anyone of the platform has it. */
export async function updateAccountUsername(ctx: RequestContext, input: { accountId: string; username: Deferred<string> }): Promise<Account> {
  const account = await heldAccount(ctx, input.accountId);
  const username = settled(input.username, 'username');
  const owner = await ctx.prisma.adminIdentity.findUnique({ where: { accountId: account.id }, select: { id: true } });
  if (!owner) throw new AppError('notFound', { field: 'accountId' });
  await assertUsernameFree(ctx.prisma, username, owner.id);
  await ctx.prisma.adminIdentity.update({ where: { id: owner.id }, data: { username } }).catch(usernameRace);
  return account;
}

/** Legacy admin/updateAccountEmail names the account by its current e-mail (checked at the edge). */
export async function accountIdByEmail(ctx: RequestContext, email: string): Promise<string> {
  const { organizationId } = requireHolder(ctx);
  const account = await ctx.prisma.account.findFirst({ where: { organizationId, archivedAt: null, email }, select: { id: true } });
  if (!account) throw new AppError('notFound', { field: 'oldEmail' });
  return account.id;
}

/** Legacy admin/updateAccountUsername names the account by its owner's current username. */
export async function accountIdByUsername(ctx: RequestContext, oldUsername: string): Promise<string> {
  const { organizationId } = requireHolder(ctx);
  const username = rowId(oldUsername, 'oldUsername');
  const owner = await ctx.prisma.adminIdentity.findFirst({
    where: { username, role: 'ACCOUNT_OWNER', account: { organizationId, archivedAt: null } },
    select: { accountId: true },
  });
  if (!owner?.accountId) throw new AppError('notFound', { field: 'oldUsername' });
  return owner.accountId;
}

/** Legacy admin/setAccountOrder: the account's place number, as the old client computed it. */
export async function setAccountOrder(ctx: RequestContext, input: { accountId: string; order: Deferred<number> }): Promise<Account> {
  const account = await heldAccount(ctx, input.accountId);
  const order = settled(input.order, 'order');
  return ctx.prisma.account.update({ where: { id: account.id }, data: { order } });
}

/**
 * Moves the account one place up or down among the live accounts; the list is
 * renumbered 0..n-1 so equal or sparse legacy numbers do not stall a move. At
 * an end of the list nothing changes.
 */
export async function moveAccount(ctx: RequestContext, input: { accountId: string; direction: 'UP' | 'DOWN' }): Promise<Account> {
  const account = await heldAccount(ctx, input.accountId);
  return ctx.prisma.$transaction(async (tx) => {
    const rows = await tx.account.findMany({
      where: { organizationId: account.organizationId, archivedAt: null },
      orderBy: accountOrder,
      select: { id: true, order: true },
    });
    const from = rows.findIndex((row) => row.id === account.id);
    const to = input.direction === 'UP' ? from - 1 : from + 1;
    if (to >= 0 && to < rows.length) [rows[from], rows[to]] = [rows[to], rows[from]];
    // Only the rows whose number changes are written.
    for (const [order, row] of rows.entries()) {
      if (row.order !== order) await tx.account.update({ where: { id: row.id }, data: { order } });
    }
    return tx.account.findUniqueOrThrow({ where: { id: account.id } });
  });
}
