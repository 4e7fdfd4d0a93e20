import { isLearner } from '../../../server/auth/scopes.ts';
import { AppError } from '../../../server/errors.ts';
import { learnerItemViews } from '../../../server/services/learner/learnerContent.ts';
import { mayReadProgram } from '../../../server/services/program/programAccess.ts';
import { headingFolderIds } from '../../../server/services/program/programs.ts';
import { builder } from '../../builder.ts';
import { ProgramItemRef } from './programItem.ts';

export const ProgramRef = builder.prismaNode('Program', {
  id: { field: 'id' },
  // staff of its account or organisation, or a learner who may open it
  authScopes: (program, ctx) => mayReadProgram(ctx, program),
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
        if (!isLearner(ctx.viewer)) throw new AppError('forbidden');
        return learnerItemViews(ctx, program.id);
      },
    }),
  }),
});
