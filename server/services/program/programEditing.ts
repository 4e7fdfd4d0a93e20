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
  TREE_LIMITS,
  type TreeItem,
  type TreeItemType,
} from '../../../domain/program/tree.ts';
import type { RequestContext } from '../../context.ts';
import { requireOrganization } from '../../context.ts';
import { Prisma, type ItemType, type Program, type Quiz } from '../../db/generated/client.ts';
import { requireOwnAccountId } from '../account/accounts.ts';
import { AppError } from '../../errors.ts';
import { legacyProgram, programOrder } from './programs.ts';

type Tx = Prisma.TransactionClient;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function stringList(value: unknown, field: string): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.length > 500 || !value.every((entry) => typeof entry === 'string')) {
    throw new AppError('invalid_data_entry', { field });
  }
  return value as string[];
}

function optionalBoolean(value: unknown, field: string): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw new AppError('invalid_data_entry', { field });
  return value;
}

function programName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name) throw new AppError('programNameRequired', { field: 'name' });
  if (name.length > TREE_LIMITS.name) throw new AppError('invalid_data_entry', { field: 'name' });
  return name;
}

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

async function ownProgram(ctx: RequestContext | { prisma: Tx }, accountId: string, programId: unknown): Promise<Program> {
  const id = text(programId);
  if (!id) throw new AppError('invalid_data_entry', { field: 'programId' });
  const program = await ctx.prisma.program.findFirst({ where: { id, accountId } });
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

export interface CreateProgramInput {
  name: unknown;
  prerequisites?: unknown;
  tracks?: unknown;
  prerequisitesOperationOR?: unknown;
}

export async function createProgram(ctx: RequestContext, input: CreateProgramInput): Promise<EditorProgram> {
  const accountId = requireOwnAccountId(ctx);
  const name = programName(input.name);
  const prerequisites = stringList(input.prerequisites, 'prerequisites') ?? [];
  const known = await existingQuizIds(ctx.prisma, accountId, prerequisites);
  const last = await ctx.prisma.program.findFirst({ where: { accountId }, orderBy: { order: 'desc' }, select: { order: true } });
  const program = await ctx.prisma.program.create({
    data: {
      organizationId: requireOrganization(ctx).id,
      accountId,
      name,
      order: (last?.order ?? -1) + 1,
      prerequisites: prerequisites.filter((id) => known.has(id)),
      tracks: stringList(input.tracks, 'tracks') ?? [],
      prerequisitesOperationOR: optionalBoolean(input.prerequisitesOperationOR, 'prerequisitesOperationOR') ?? false,
    },
  });
  return programWithItems(ctx, program.id);
}

export interface SaveProgramInput extends CreateProgramInput {
  programId: unknown;
  revision: unknown;
  hidden?: unknown;
  headingProgress?: unknown;
  /** the whole tree (TreeItem[]) */
  items: unknown;
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

/** The tree as sent, checked for shape: ids, types and field types; the rules come after (treeProblems). */
function treeOf(value: unknown, depth = 1): TreeItem[] {
  if (!Array.isArray(value) || depth > TREE_LIMITS.depth + 1) throw new AppError('invalid_data_entry', { field: 'items' });
  return value.map((raw: unknown) => {
    const item = raw as Record<string, unknown>;
    if (typeof item !== 'object' || item === null) throw new AppError('invalid_data_entry', { field: 'items' });
    const id = text(item.id);
    const itemType = item.itemType as TreeItemType;
    if (!id || id.length > TREE_LIMITS.id || !(itemType in ITEM_TYPES)) throw new AppError('invalid_data_entry', { field: 'items' });
    const optionalText = (key: string) => {
      const field = item[key];
      if (field === undefined || field === null || field === '') return null;
      if (typeof field !== 'string' || field.length > TREE_LIMITS.src) throw new AppError('invalid_data_entry', { field: `items.${id}.${key}` });
      return field;
    };
    return {
      id,
      itemType,
      name: typeof item.name === 'string' ? item.name.trim() : typeof item.itemName === 'string' ? item.itemName.trim() : '',
      src: optionalText('src'),
      type: optionalText('type'),
      icon: optionalText('icon'),
      quizId: optionalText('quizId'),
      hidden: optionalBoolean(item.hidden, 'hidden') ?? false,
      addToCompletion: optionalBoolean(item.addToCompletion, 'addToCompletion') ?? false,
      prerequisites: stringList(item.prerequisites, 'prerequisites') ?? [],
      tracks: stringList(item.tracks, 'tracks') ?? [],
      prerequisitesOperationOR: optionalBoolean(item.prerequisitesOperationOR, 'prerequisitesOperationOR') ?? false,
      useExpression: optionalBoolean(item.useExpression, 'useExpression') ?? false,
      expression: (item.expression as TreeItem['expression']) ?? null,
      ...(itemType === 'folder' ? { children: treeOf(item.children ?? [], depth + 1) } : {}),
    };
  });
}

export async function saveProgram(ctx: RequestContext, input: SaveProgramInput): Promise<EditorProgram> {
  const accountId = requireOwnAccountId(ctx);
  const program = await ownProgram(ctx, accountId, input.programId);
  if (typeof input.revision !== 'number' || !Number.isSafeInteger(input.revision)) throw new AppError('invalid_data_entry', { field: 'revision' });
  const name = programName(input.name);
  const items = treeOf(input.items);
  const account = await ctx.prisma.account.findUniqueOrThrow({ where: { id: accountId }, select: { enableVideo: true } });
  const [problem] = treeProblems(items, { enableVideo: account.enableVideo });
  if (problem) throw new AppError(problem.code, { field: problem.itemId ? `items.${problem.itemId}` : 'items' });

  const quizIds = quizIdsOf(items);
  const prerequisites = stringList(input.prerequisites, 'prerequisites') ?? program.prerequisites;
  const known = await existingQuizIds(ctx.prisma, accountId, [...quizIds, ...prerequisites]);
  if (quizIds.some((id) => !known.has(id))) throw new AppError('notFound', { field: 'items.quizId' });

  const rows = [...walkTree(items)].map(({ item, parentId }, index) => ({ item, parentId, index }));
  const ids = rows.map(({ item }) => item.id);
  // An id another program's item has is not taken over.
  const elsewhere = await ctx.prisma.programItem.findFirst({ where: { id: { in: ids }, programId: { not: program.id } }, select: { id: true } });
  if (elsewhere) throw new AppError('duplicateItemId', { field: `items.${elsewhere.id}` });

  await ctx.prisma.$transaction(
    async (tx) => {
      const claimed = await tx.program.updateMany({
        where: { id: program.id, revision: input.revision as number },
        data: {
          name,
          hidden: optionalBoolean(input.hidden, 'hidden') ?? program.hidden,
          prerequisites: prerequisites.filter((id) => known.has(id)),
          tracks: stringList(input.tracks, 'tracks') ?? program.tracks,
          prerequisitesOperationOR: optionalBoolean(input.prerequisitesOperationOR, 'prerequisitesOperationOR') ?? program.prerequisitesOperationOR,
          headingProgress: cleanHeadingProgress(stringList(input.headingProgress, 'headingProgress') ?? program.headingProgress, items),
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

export async function deleteProgram(ctx: RequestContext, programId: unknown): Promise<{ programId: string }> {
  const accountId = requireOwnAccountId(ctx);
  const program = await ownProgram(ctx, accountId, programId);
  await ctx.prisma.program.delete({ where: { id: program.id } });
  return { programId: program.id };
}

/** Swaps the program with its neighbour in the account's order; nothing moves past the ends. */
export async function moveProgram(ctx: RequestContext, programId: unknown, direction: unknown): Promise<EditorProgram[]> {
  const accountId = requireOwnAccountId(ctx);
  if (direction !== 'up' && direction !== 'down') throw new AppError('invalid_data_entry', { field: 'direction' });
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
export async function placeQuizInProgram(tx: Tx, accountId: string, quiz: Pick<Quiz, 'id' | 'name'>, programId: unknown, folderId: unknown): Promise<void> {
  const program = await ownProgram({ prisma: tx }, accountId, programId);
  const parentId = text(folderId);
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

export async function addQuizToProgram(ctx: RequestContext, input: { quizId: unknown; programId: unknown; folderId?: unknown }): Promise<EditorProgram> {
  const accountId = requireOwnAccountId(ctx);
  const quizId = text(input.quizId);
  const quiz = quizId ? await ctx.prisma.quiz.findFirst({ where: { id: quizId, accountId, deletedAt: null } }) : null;
  if (!quiz) throw new AppError('notFound', { field: 'quizId' });
  await ctx.prisma.$transaction((tx) => placeQuizInProgram(tx, accountId, quiz, input.programId, input.folderId));
  return programWithItems(ctx, text(input.programId)!);
}
