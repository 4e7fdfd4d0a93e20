// Who is asking: the role of the bearer token and the row behind it.
import { hasRole, isAdmin, isLearner } from '../../../server/auth/scopes.ts';
import type { AdminRole } from '../../../server/db/generated/client.ts';
import { builder } from '../../builder.ts';

export const RoleEnum = builder.enumType('Role', {
  values: ['PLATFORM_ADMIN', 'ORG_HOLDER', 'ACCOUNT_OWNER', 'LEARNER'] as const,
});

export interface ViewerShape {
  role: AdminRole | 'LEARNER' | null;
  username: string | null;
  learnerId: string | null;
  accountId: string | null;
  organizationId: string | null;
}

export const ViewerRef = builder.objectRef<ViewerShape>('Viewer').implement({
  fields: (t) => ({
    role: t.field({ type: RoleEnum, nullable: true, description: 'null when anonymous', resolve: (v) => v.role }),
    username: t.string({ nullable: true, resolve: (v) => v.username }),
    learner: t.prismaField({
      type: 'Learner',
      nullable: true,
      resolve: (query, v, _args, ctx) => (v.learnerId ? ctx.prisma.learner.findUnique({ ...query, where: { id: v.learnerId } }) : null),
    }),
    account: t.prismaField({
      type: 'Account',
      nullable: true,
      resolve: (query, v, _args, ctx) => (v.accountId ? ctx.prisma.account.findUnique({ ...query, where: { id: v.accountId } }) : null),
    }),
    organization: t.prismaField({
      type: 'Organization',
      nullable: true,
      description: "The organisation of an admin's session.",
      resolve: (query, v, _args, ctx) =>
        v.organizationId && v.role !== 'LEARNER'
          ? ctx.prisma.organization.findUnique({ ...query, where: { id: v.organizationId } })
          : null,
    }),
  }),
});

builder.queryField('viewer', (t) =>
  t.field({
    type: ViewerRef,
    authScopes: { public: true },
    resolve: (_root, _args, { viewer }): ViewerShape => {
      if (isLearner(viewer)) {
        return { role: 'LEARNER', username: null, learnerId: viewer.learnerId, accountId: null, organizationId: viewer.organizationId };
      }
      if (isAdmin(viewer)) {
        return {
          role: viewer.role,
          username: viewer.username,
          learnerId: null,
          accountId: viewer.accountId,
          organizationId: hasRole(viewer, 'PLATFORM_ADMIN') ? null : viewer.organizationId,
        };
      }
      return { role: null, username: null, learnerId: null, accountId: null, organizationId: null };
    },
  }),
);
