import type { RequestContext } from '../../server/context.ts';
import { builder } from '../builder.ts';

/** Staff of the program's account or organisation, or a learner of its organisation (hidden programs excepted). */
function canSeeProgram(program: { organizationId: string; accountId: string; hidden: boolean }, ctx: RequestContext): boolean {
  const { viewer } = ctx;
  if (viewer.kind === 'learner') return viewer.organizationId === program.organizationId && !program.hidden;
  if (viewer.kind !== 'admin') return false;
  if (viewer.role === 'PLATFORM_ADMIN') return true;
  if (viewer.role === 'ORG_HOLDER') return viewer.organizationId === program.organizationId;
  return viewer.accountId === program.accountId;
}

export const ProgramRef = builder.prismaNode('Program', {
  id: { field: 'id' },
  authScopes: (program, ctx) => canSeeProgram(program, ctx),
  fields: (t) => ({
    name: t.exposeString('name'),
    order: t.exposeInt('order'),
    closed: t.exposeBoolean('closed'),
    banner: t.exposeString('banner', { nullable: true }),
    primaryColor: t.exposeString('primaryColor', { nullable: true }),
    accountName: t.string({ select: { account: { select: { alias: true } } }, resolve: (program) => program.account.alias }),
  }),
});
