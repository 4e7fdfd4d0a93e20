// A learner's marks and playback positions on program items.
import type { RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { itemViewsOfOpenProgram, learnerProgram, type ItemView } from '../learner/learnerContent.ts';
import { requireLearner } from '../learner/learners.ts';

/** The item, if the learner may see it, with its program; notFound otherwise. */
async function learnerItem(ctx: RequestContext, itemId: string) {
  const row = await ctx.prisma.programItem.findUnique({ where: { id: itemId }, select: { programId: true } });
  if (!row) throw new AppError('notFound', { field: 'itemId' });
  const program = await learnerProgram(ctx, row.programId);
  const items = await itemViewsOfOpenProgram(ctx, program.id);
  const item = items.find((candidate) => candidate.id === itemId);
  if (!item) throw new AppError('notFound', { field: 'itemId' });
  return { program, items, item };
}

function completableDescendants(items: ItemView[], folderId: string): ItemView[] {
  const children = items.filter((item) => item.parentId === folderId);
  return children.flatMap((child) => [...(child.addToCompletion ? [child] : []), ...completableDescendants(items, child.id)]);
}

/**
 * Marks an addToCompletion item completed or not. Marking a folder completed
 * also marks its completable descendants; unmarking it leaves their own marks.
 * Closed programs are read-only; locked items cannot be marked.
 */
export async function setItemCompleted(ctx: RequestContext, itemId: string, completed: boolean): Promise<ItemView[]> {
  const { learnerId } = requireLearner(ctx);
  const { program, items, item } = await learnerItem(ctx, itemId);
  if (program.closed || program.account.accountClosed) throw new AppError('programClosed');
  if (item.locked) throw new AppError('itemLocked');
  if (!item.addToCompletion) throw new AppError('invalid_data_entry', { field: 'itemId' });

  const changed = [item, ...(completed && item.itemType === 'folder' ? completableDescendants(items, item.id) : [])];
  await ctx.prisma.$transaction(
    changed.map((target) =>
      ctx.prisma.itemProgress.upsert({
        where: { learnerId_itemId: { learnerId, itemId: target.id } },
        create: { learnerId, itemId: target.id, markedCompleted: completed },
        update: { markedCompleted: completed },
      }),
    ),
  );
  return changed.map((target) => ({ ...target, markedCompleted: completed }));
}

/** Saves where the learner is in a video or audio item (seconds, ≥ 0). */
export async function savePlaybackPosition(ctx: RequestContext, itemId: string, seconds: number): Promise<ItemView> {
  const { learnerId } = requireLearner(ctx);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > 24 * 3600) throw new AppError('invalid_data_entry', { field: 'seconds' });
  const { item } = await learnerItem(ctx, itemId);
  if (item.itemType !== 'video' && item.itemType !== 'audio') throw new AppError('invalid_data_entry', { field: 'itemId' });
  await ctx.prisma.itemProgress.upsert({
    where: { learnerId_itemId: { learnerId, itemId } },
    create: { learnerId, itemId, positionSeconds: seconds },
    update: { positionSeconds: seconds },
  });
  return { ...item, positionSeconds: seconds };
}
