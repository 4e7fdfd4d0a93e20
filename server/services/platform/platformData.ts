// The platform admin's view across organisations.
import type { RequestContext } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';

/**
 * The organisations list by alias; with a search (trimmed, checked at the
 * edge), those whose alias or name contains it, in any case. An argument's
 * schema runs only on a value sent, so none arrives as null or undefined.
 */
export function organizationsWhere(search: string | null | undefined): Prisma.OrganizationWhereInput {
  if (!search) return {};
  const contains = { contains: search, mode: 'insensitive' as const };
  return { OR: [{ alias: contains }, { name: contains }] };
}

export const organizationOrder: Prisma.OrganizationOrderByWithRelationInput[] = [{ alias: 'asc' }, { id: 'asc' }];

/** The legacy admin/getAdminData answer: every organisation and every account. */
export async function platformData(ctx: RequestContext) {
  const [orgs, accounts] = await Promise.all([
    ctx.prisma.organization.findMany({ orderBy: { alias: 'asc' }, select: { id: true, alias: true, name: true, tier: true, isLive: true } }),
    ctx.prisma.account.findMany({
      orderBy: [{ organizationId: 'asc' }, { order: 'asc' }],
      include: { organization: { select: { alias: true } }, owner: { select: { username: true } } },
    }),
  ]);
  return {
    orgs: orgs.map((org) => ({ _id: org.id, ...org })),
    accounts: accounts.map((account) => ({
      _id: account.id,
      uid: account.id,
      username: account.owner?.username ?? null,
      email: account.email,
      alias: account.alias,
      org: account.organization.alias,
      isTimed: account.isTimed,
      order: account.order,
      enableVideo: account.enableVideo,
      storageBucket: account.storageBucket,
      storageUrl: account.storageUrl,
    })),
  };
}
