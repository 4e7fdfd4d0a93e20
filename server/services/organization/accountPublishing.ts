// Publishing an account (issue 30): an added or cloned account starts
// unpublished, so learners do not see a half-made account, its programs nor
// its quizzes; its owner or the organisation's holder publishes it when it is
// ready. Publishing is one way (hiding a published account from its learners is
// the owner's hideAccountToQuiz / accountClosed). docs/decisions/orgAccounts.md,
// "Publishing".
import { hasRole, requireAdmin } from '../../auth/scopes.ts';
import type { RequestContext } from '../../context.ts';
import type { Account, Prisma } from '../../db/generated/client.ts';
import { AppError } from '../../errors.ts';
import { rowId } from './heldAccounts.ts';

/** What every learner read path asks of an account: not archived, and published. */
export const SHOWN_TO_LEARNERS = { archivedAt: null, publishedAt: { not: null } } satisfies Prisma.AccountWhereInput;

/**
 * The account the viewer may publish: the owner's own, or a live one of the
 * holder's organisation. Any other account (another owner's, another
 * organisation's, an archived or missing one) is notFound, so ids cannot be probed.
 */
async function publishableAccount(ctx: RequestContext, accountId: string): Promise<Account> {
  const viewer = requireAdmin(ctx, 'ACCOUNT_OWNER', 'ORG_HOLDER');
  const id = rowId(accountId, 'accountId');
  if (hasRole(viewer, 'ACCOUNT_OWNER') && viewer.accountId !== id) throw new AppError('notFound', { field: 'accountId' });
  const account = await ctx.prisma.account.findFirst({ where: { id, organizationId: viewer.organizationId, archivedAt: null } });
  if (!account) throw new AppError('notFound', { field: 'accountId' });
  return account;
}

/** Publishes the account; publishing a published one changes nothing (its date stays). */
export async function publishAccount(ctx: RequestContext, accountId: string): Promise<Account> {
  const account = await publishableAccount(ctx, accountId);
  if (account.publishedAt) return account;
  await ctx.prisma.account.updateMany({ where: { id: account.id, publishedAt: null }, data: { publishedAt: new Date() } });
  return ctx.prisma.account.findUniqueOrThrow({ where: { id: account.id } });
}
