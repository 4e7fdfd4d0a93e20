// Deleting an account archives it (docs/decisions/orgAccounts.md): it leaves
// every list, its owner's sessions end and they cannot sign in, its learners
// no longer see or open it. Its programs, quizzes, results, registrations and
// certificates stay untouched, so restoring it brings everything back.
import type { RequestContext } from '../../context.ts';
import type { Account } from '../../db/generated/client.ts';
import { heldAccount } from './heldAccounts.ts';
import { nextAccountOrder } from './orgAccounts.ts';

export async function archiveAccount(ctx: RequestContext, accountId: string): Promise<Account> {
  const account = await heldAccount(ctx, accountId, 'live');
  const now = new Date();
  return ctx.prisma.$transaction(async (tx) => {
    await tx.session.updateMany({ where: { identity: { accountId: account.id }, revokedAt: null }, data: { revokedAt: now } });
    return tx.account.update({ where: { id: account.id }, data: { archivedAt: now } });
  });
}

/** Back in the list, at its end; its owner signs in again (sessions ended by the archive stay ended). */
export async function restoreAccount(ctx: RequestContext, accountId: string): Promise<Account> {
  const account = await heldAccount(ctx, accountId, 'archived');
  const order = await nextAccountOrder(ctx, account.organizationId);
  return ctx.prisma.account.update({ where: { id: account.id }, data: { archivedAt: null, order } });
}
