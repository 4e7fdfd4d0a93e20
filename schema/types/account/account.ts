import { hasRole, isAdmin } from '../../../server/auth/scopes.ts';
import type { RequestContext } from '../../../server/context.ts';
import { countSubscribers } from '../../../server/services/account/accountSubscribers.ts';
import { programOrder } from '../../../server/services/program/programs.ts';
import { builder } from '../../builder.ts';

/** The account's owner, a holder of its organisation, or a platform admin. */
export function canManageAccount(account: { id: string; organizationId: string }, ctx: RequestContext): boolean {
  const { viewer } = ctx;
  if (!isAdmin(viewer)) return false;
  if (hasRole(viewer, 'PLATFORM_ADMIN')) return true;
  if (hasRole(viewer, 'ORG_HOLDER')) return viewer.organizationId === account.organizationId;
  return viewer.accountId === account.id;
}

export const AccountRef = builder.prismaNode('Account', {
  id: { field: 'id' },
  authScopes: (account, ctx) => canManageAccount(account, ctx),
  fields: (t) => ({
    alias: t.exposeString('alias'),
    username: t.string({
      nullable: true,
      select: { owner: { select: { username: true } } },
      resolve: (account) => account.owner?.username ?? null,
    }),
    email: t.exposeString('email', { nullable: true }),
    isTimed: t.exposeBoolean('isTimed'),
    order: t.exposeInt('order'),
    enableVideo: t.exposeBoolean('enableVideo'),
    storageBucket: t.exposeString('storageBucket', { nullable: true }),
    storageUrl: t.exposeString('storageUrl', { nullable: true }),
    banner: t.exposeString('banner', { nullable: true }),
    primaryColor: t.exposeString('primaryColor', { nullable: true }),
    accountClosed: t.exposeBoolean('accountClosed'),
    usersCount: t.int({
      description: 'The learners who use the account: registered with it, or took or made progress on its content.',
      resolve: (account, _args, ctx) => countSubscribers(ctx.prisma, account.id),
    }),
    programs: t.relatedConnection('programs', { cursor: 'id', totalCount: true, query: { orderBy: programOrder } }),
  }),
});
