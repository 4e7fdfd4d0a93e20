import type { RequestContext } from '../../../server/context.ts';
import { AppError } from '../../../server/errors.ts';
import { learnerItemViews, learnerMayOpenProgram } from '../../../server/services/learner/learnerContent.ts';
import { headingFolderIds } from '../../../server/services/program/programs.ts';
import { builder } from '../../builder.ts';
import { ProgramItemRef } from './programItem.ts';

/**
 * Staff of the program's account or organisation, or a learner who may open it
 * (the same rule as the learner's program lists: see learnerProgram).
 */
async function canSeeProgram(program: { id: string; organizationId: string; accountId: string }, ctx: RequestContext): Promise<boolean> {
  const { viewer } = ctx;
  if (viewer.kind === 'learner') return learnerMayOpenProgram(ctx, program.id);
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
    disableDownloads: t.exposeBoolean('disableDownloads'),
    readOnly: t.boolean({
      description: 'A closed program, or one of a closed account: it can be viewed, not changed.',
      select: { account: { select: { accountClosed: true } } },
      resolve: (program) => program.closed || program.account.accountClosed,
    }),
    domainId: t.globalID({ resolve: (program) => ({ type: 'Domain', id: program.accountId }) }),
    headingProgress: t.globalIDList({
      description: 'Up to 3 top-level folders shown as progress in the header.',
      resolve: async (program, _args, ctx) =>
        (await headingFolderIds(ctx, program)).map((id) => ({ type: 'ProgramItem', id })),
    }),
    items: t.field({
      type: [ProgramItemRef],
      description: "Every item the signed-in learner may see, flat: the tree is built from parentId and order.",
      resolve: async (program, _args, ctx) => {
        if (ctx.viewer.kind !== 'learner') throw new AppError('forbidden');
        return learnerItemViews(ctx, program.id);
      },
    }),
  }),
});
