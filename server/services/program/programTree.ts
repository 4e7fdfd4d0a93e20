// A program's items as the signed-in learner's tree: the top-level items and
// each folder's children, from learnerItemViews (which decides what the
// learner sees), read once per request and program however many folders
// the query opens.
import type { RequestContext } from '../../context.ts';
import { learnerItemViews, type ItemView } from '../learner/learnerContent.ts';

const readsByRequest = new WeakMap<RequestContext, Map<string, Promise<ItemView[]>>>();

function learnerItemsOf(ctx: RequestContext, programId: string): Promise<ItemView[]> {
  let reads = readsByRequest.get(ctx);
  if (!reads) readsByRequest.set(ctx, (reads = new Map()));
  let items = reads.get(programId);
  if (!items) reads.set(programId, (items = learnerItemViews(ctx, programId)));
  return items;
}

/** The program's top-level items the learner sees, in their order; notFound when the learner may not open the program. */
export async function learnerTopItems(ctx: RequestContext, programId: string): Promise<ItemView[]> {
  return (await learnerItemsOf(ctx, programId)).filter((item) => item.parentId === null);
}

/** A folder's items the learner sees, in their order. */
export async function learnerFolderItems(ctx: RequestContext, folder: ItemView): Promise<ItemView[]> {
  return (await learnerItemsOf(ctx, folder.programId)).filter((item) => item.parentId === folder.id);
}
