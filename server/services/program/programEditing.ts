// The account owner's programs: created, saved whole (name, settings and the
// item tree, as the legacy admin/updateProgram sends them), reordered and
// deleted. A save names the revision it was based on and is refused
// (staleRevision) when the program changed since, so an older copy never
// overwrites newer work.
import {
  cleanHeadingProgress,
  quizIdsOf,
  treeProblems,
  walkTree,
  type TreeItem,
  type TreeItemType,
} from '../../../domain/program/tree.ts';
import type { ProgramCreation, ProgramSave } from '../../../domain/program/programInputs.ts';
import type { RequestContext } from '../../context.ts';
import { requireOrganization } from '../../context.ts';
import { Prisma, type ItemType, type Program, type Quiz } from '../../db/generated/client.ts';
import { requireOwnAccountId } from '../account/accounts.ts';
import { AppError } from '../../errors.ts';
import { settled } from '../../inputs.ts';
import { legacyProgram, programOrder } from './programs.ts';

type Tx = Prisma.TransactionClient;

/** The account's programs with their trees, for the account home. */
export async function editorPrograms(ctx: RequestContext) {
  const accountId = requireOwnAccountId(ctx);
  const programs = await ctx.prisma.program.findMany({
    where: { accountId, organizationId: requireOrganization(ctx).id },
    include: { items: true },
    orderBy: programOrder,
  });
  return programs.map(legacyProgram);
}

export type EditorProgram = ReturnType<typeof legacyProgram>;

async function ownProgram(ctx: RequestContext | { prisma: Tx }, accountId: string, programId: string): Promise<Program> {
  if (!programId) throw new AppError('invalid_data_entry', { field: 'programId' });
  const program = await ctx.prisma.program.findFirst({ where: { id: programId, accountId } });
  if (!program) throw new AppError('notFound', { field: 'programId' });
  return program;
}

async function programWithItems(ctx: RequestContext, programId: string): Promise<EditorProgram> {
  return legacyProgram(await ctx.prisma.program.findUniqueOrThrow({ where: { id: programId }, include: { items: true } }));
}

/** Quiz ids kept only when they name quizzes of the account. */
async function existingQuizIds(db: Tx | RequestContext['prisma'], accountId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.quiz.findMany({ where: { accountId, id: { in: [...ids] }, deletedAt: null }, select: { id: true } });
  return new Set(rows.map((row) => row.id));
}

/** `input` is checked by the schema (domain/program/programInputs.ts). */
export async function createProgram(ctx: RequestContext, input: ProgramCreation): Promise<EditorProgram> {
  const accountId = requireOwnAccountId(ctx);
  const { name } = input;
  const prerequisites = input.prerequisites ?? [];
  const known = await existingQuizIds(ctx.prisma, accountId, prerequisites);
  const last = await ctx.prisma.program.findFirst({ where: { accountId }, orderBy: { order: 'desc' }, select: { order: true } });
  const program = await ctx.prisma.program.create({
    data: {
      organizationId: requireOrganization(ctx).id,
      accountId,
      name,
      order: (last?.order ?? -1) + 1,
      prerequisites: prerequisites.filter((id) => known.has(id)),
      tracks: input.tracks ?? [],
      prerequisitesOperationOR: input.prerequisitesOperationOR ?? false,
    },
  });
  return programWithItems(ctx, program.id);
}

const ITEM_TYPES: Record<TreeItemType, ItemType> = {
  folder: 'folder',
  quiz: 'quiz',
  video: 'video',
  'youtube-video': 'youtube_video',
  audio: 'audio',
  attachment: 'attachment',
  link: 'link',
};

/**
 * The program's id is refused and the program found before anything else:
 * the other fields, checked by the schema (domain/program/programInputs.ts),
 * are refused here in the order the save always refused them.
 */
export async function saveProgram(ctx: RequestContext, input: ProgramSave): Promise<EditorProgram> {
  const accountId = requireOwnAccountId(ctx);
  const program = await ownProgram(ctx, accountId, input.programId);
  const revision = settled(input.revision, 'revision');
  const name = settled(input.name, 'name');
  const items = settled(input.items, 'items');
  const account = await ctx.prisma.account.findUniqueOrThrow({ where: { id: accountId }, select: { enableVideo: true } });
  const [problem] = treeProblems(items, { enableVideo: account.enableVideo });
  if (problem) throw new AppError(problem.code, { field: problem.itemId ? `items.${problem.itemId}` : 'items' });

  const quizIds = quizIdsOf(items);
  const prerequisites = settled(input.prerequisites, 'prerequisites') ?? program.prerequisites;
  const known = await existingQuizIds(ctx.prisma, accountId, [...quizIds, ...prerequisites]);
  if (quizIds.some((id) => !known.has(id))) throw new AppError('notFound', { field: 'items.quizId' });

  const rows = [...walkTree(items)].map(({ item, parentId }, index) => ({ item, parentId, index }));
  const ids = rows.map(({ item }) => item.id);
  // An id another program's item has is not taken over.
  const elsewhere = await ctx.prisma.programItem.findFirst({ where: { id: { in: ids }, programId: { not: program.id } }, select: { id: true } });
  if (elsewhere) throw new AppError('duplicateItemId', { field: `items.${elsewhere.id}` });
  const hidden = settled(input.hidden, 'hidden') ?? program.hidden;
  const tracks = settled(input.tracks, 'tracks') ?? program.tracks;
  const prerequisitesOperationOR = settled(input.prerequisitesOperationOR, 'prerequisitesOperationOR') ?? program.prerequisitesOperationOR;
  const headingProgress = cleanHeadingProgress(settled(input.headingProgress, 'headingProgress') ?? program.headingProgress, items);

  await ctx.prisma.$transaction(
    async (tx) => {
      const claimed = await tx.program.updateMany({
        where: { id: program.id, revision },
        data: {
          name,
          hidden,
          prerequisites: prerequisites.filter((id) => known.has(id)),
          tracks,
          prerequisitesOperationOR,
          headingProgress,
          revision: { increment: 1 },
        },
      });
      if (claimed.count === 0) throw new AppError('staleRevision', { field: 'revision' });
      await writeTree(tx, program.id, rows);
    },
    { maxWait: 10_000, timeout: 30_000 },
  );
  return programWithItems(ctx, program.id);
}

/**
 * Makes the program's item rows the tree: new items first (a parent may be
 * among them), then every kept item moved and updated, then the items no
 * longer in the tree deleted (with the progress kept on them).
 */
async function writeTree(tx: Tx, programId: string, rows: { item: TreeItem; parentId: string | null; index: number }[]): Promise<void> {
  const existing = new Set((await tx.programItem.findMany({ where: { programId }, select: { id: true } })).map((row) => row.id));
  const dataOf = ({ item, parentId, index }: (typeof rows)[number]) => ({
    parentId,
    order: index,
    itemType: ITEM_TYPES[item.itemType],
    name: item.name,
    src: item.src ?? null,
    mimeType: item.type ?? null,
    icon: item.icon ?? null,
    quizId: item.itemType === 'quiz' ? (item.quizId ?? null) : null,
    addToCompletion: item.addToCompletion ?? false,
    hidden: item.hidden ?? false,
    prerequisites: item.prerequisites ?? [],
    tracks: item.tracks ?? [],
    prerequisitesOperationOR: item.prerequisitesOperationOR ?? false,
    useExpression: item.useExpression ?? false,
    expression: item.expression ? (item.expression as unknown as Prisma.InputJsonObject) : Prisma.DbNull,
  });
  const added = rows.filter(({ item }) => !existing.has(item.id));
  if (added.length > 0) await tx.programItem.createMany({ data: added.map((row) => ({ id: row.item.id, programId, ...dataOf(row) })) });
  for (const row of rows) if (existing.has(row.item.id)) await tx.programItem.update({ where: { id: row.item.id }, data: dataOf(row) });
  const kept = new Set(rows.map(({ item }) => item.id));
  const removed = [...existing].filter((id) => !kept.has(id));
  if (removed.length > 0) await tx.programItem.deleteMany({ where: { id: { in: removed } } });
}

export async function deleteProgram(ctx: RequestContext, programId: string): Promise<{ programId: string }> {
  const accountId = requireOwnAccountId(ctx);
  const program = await ownProgram(ctx, accountId, programId);
  await ctx.prisma.program.delete({ where: { id: program.id } });
  return { programId: program.id };
}

/** Swaps the program with its neighbour in the account's order; nothing moves past the ends. */
export async function moveProgram(ctx: RequestContext, programId: string, direction: 'up' | 'down'): Promise<EditorProgram[]> {
  const accountId = requireOwnAccountId(ctx);
  const program = await ownProgram(ctx, accountId, programId);
  const siblings = await ctx.prisma.program.findMany({ where: { accountId }, orderBy: programOrder, select: { id: true } });
  const at = siblings.findIndex((sibling) => sibling.id === program.id);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (to >= 0 && to < siblings.length) {
    [siblings[at], siblings[to]] = [siblings[to], siblings[at]];
    // Orders are rewritten 0..n-1, which also mends equal orders of old data.
    await ctx.prisma.$transaction(
      siblings.map((sibling, order) => ctx.prisma.program.update({ where: { id: sibling.id }, data: { order, revision: { increment: 1 } } })),
    );
  }
  return editorPrograms(ctx);
}

/** Adds a quiz item at the end of the program or of one of its folders (admin spec: "add quiz to a program"). */
export async function placeQuizInProgram(tx: Tx, accountId: string, quiz: Pick<Quiz, 'id' | 'name'>, programId: string, parentId: string | null): Promise<void> {
  const program = await ownProgram({ prisma: tx }, accountId, programId);
  if (parentId) {
    const folder = await tx.programItem.findFirst({ where: { id: parentId, programId: program.id, itemType: 'folder' } });
    if (!folder) throw new AppError('notFound', { field: 'folderId' });
  }
  const last = await tx.programItem.findFirst({ where: { programId: program.id, parentId }, orderBy: { order: 'desc' }, select: { order: true } });
  await tx.programItem.create({
    data: { programId: program.id, parentId, order: (last?.order ?? -1) + 1, itemType: 'quiz', name: quiz.name, quizId: quiz.id },
  });
  await tx.program.update({ where: { id: program.id }, data: { revision: { increment: 1 } } });
}

/** The quiz (none: notFound), then the program and the folder, as placeQuizInProgram checks them. */
export async function addQuizToProgram(ctx: RequestContext, input: { quizId: string; programId: string; folderId: string | null }): Promise<EditorProgram> {
  const accountId = requireOwnAccountId(ctx);
  const quiz = input.quizId ? await ctx.prisma.quiz.findFirst({ where: { id: input.quizId, accountId, deletedAt: null } }) : null;
  if (!quiz) throw new AppError('notFound', { field: 'quizId' });
  await ctx.prisma.$transaction((tx) => placeQuizInProgram(tx, accountId, quiz, input.programId, input.folderId));
  return programWithItems(ctx, input.programId);
}
