// Which programs a learner, an account owner or an organisation holder sees.
import type { RequestContext } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { SHOWN_TO_LEARNERS } from '../organization/accountPublishing.ts';

/**
 * Accounts a learner may see: of the learner's organisation, published and not
 * archived, not hidden from the learner home, and either without a registration form or registered in.
 * `closed` selects the ended ones (accountClosed) instead of the open ones.
 */
export function learnerAccountsWhere(organizationId: string, learnerId: string, closed: boolean): Prisma.AccountWhereInput {
  return {
    organizationId,
    // an archived ("deleted") account is closed to its learners, and an unpublished one not yet open (docs/decisions/orgAccounts.md)
    ...SHOWN_TO_LEARNERS,
    hideAccountToQuiz: false,
    accountClosed: closed,
    OR: [{ useRegForm: false }, { registrations: { some: { learnerId } } }],
  };
}

export function learnerProgramsWhere(organizationId: string, learnerId: string, closed: boolean): Prisma.ProgramWhereInput {
  const open = { organizationId, hidden: false };
  if (!closed) return { ...open, closed: false, account: learnerAccountsWhere(organizationId, learnerId, false) };
  return {
    ...open,
    OR: [
      { closed: true, account: learnerAccountsWhere(organizationId, learnerId, false) },
      { account: learnerAccountsWhere(organizationId, learnerId, true) },
    ],
  };
}

export const programOrder: Prisma.ProgramOrderByWithRelationInput[] = [{ order: 'asc' }, { createdAt: 'asc' }];

/** Every program a learner sees, open and closed: the programs of the accounts they see (open or ended), hidden ones aside. */
export function learnerSeenProgramsWhere(organizationId: string, learnerId: string): Prisma.ProgramWhereInput {
  return { OR: [learnerProgramsWhere(organizationId, learnerId, false), learnerProgramsWhere(organizationId, learnerId, true)] };
}

/**
 * The programs of the learner home, in both APIs (user/getUserData's domains, GraphQL's Domain.programs): every
 * program the learner sees (of one account, `accountId`), in the owner's order. `query` is the caller's selection.
 */
export function learnerHomePrograms<Query extends Pick<Prisma.ProgramFindManyArgs, 'select' | 'include'>>(
  ctx: Pick<RequestContext, 'prisma'>,
  learner: { id: string; organizationId: string },
  query: Query,
  accountId?: string,
) {
  const seen = learnerSeenProgramsWhere(learner.organizationId, learner.id);
  return ctx.prisma.program.findMany({ ...query, where: accountId ? { accountId, ...seen } : seen, orderBy: programOrder });
}

type ItemRow = Prisma.ProgramItemGetPayload<object>;
type ProgramRow = Prisma.ProgramGetPayload<{ include: { items: true } }>;

export interface LegacyItem {
  id: string;
  itemType: string;
  name: string;
  itemName: string;
  src: string | null;
  type: string | null;
  icon: string | null;
  quizId: string | null;
  order: number;
  addToCompletion: boolean;
  hidden: boolean;
  prerequisites: string[];
  tracks: string[];
  prerequisitesOperationOR: boolean;
  useExpression: boolean;
  expression: unknown;
  children?: LegacyItem[];
}

/** The item rows of a program as the legacy nested tree, siblings by order. */
export function itemTree(rows: ItemRow[], includeHidden: boolean): LegacyItem[] {
  const byParent = new Map<string | null, ItemRow[]>();
  for (const row of rows) {
    if (!includeHidden && row.hidden) continue;
    const siblings = byParent.get(row.parentId) ?? [];
    siblings.push(row);
    byParent.set(row.parentId, siblings);
  }
  const build = (parentId: string | null): LegacyItem[] =>
    (byParent.get(parentId) ?? [])
      .sort((a, b) => a.order - b.order)
      .map((row) => ({
        id: row.id,
        itemType: row.itemType === 'youtube_video' ? 'youtube-video' : row.itemType,
        name: row.name,
        itemName: row.name,
        src: row.src,
        type: row.mimeType,
        icon: row.icon,
        quizId: row.quizId,
        order: row.order,
        addToCompletion: row.addToCompletion,
        hidden: row.hidden,
        prerequisites: row.prerequisites,
        tracks: row.tracks,
        prerequisitesOperationOR: row.prerequisitesOperationOR,
        useExpression: row.useExpression,
        expression: row.expression,
        ...(row.itemType === 'folder' ? { children: build(row.id) } : {}),
      }));
  return build(null);
}

/** A program in the legacy admin/getPrograms shape. */
export function legacyProgram(program: ProgramRow) {
  return {
    _id: program.id,
    id: program.id,
    name: program.name,
    author: program.accountId,
    order: program.order,
    hidden: program.hidden,
    closed: program.closed,
    banner: program.banner,
    primaryColor: program.primaryColor,
    disableDownloads: program.disableDownloads,
    prerequisites: program.prerequisites,
    tracks: program.tracks,
    prerequisitesOperationOR: program.prerequisitesOperationOR,
    headingProgress: program.headingProgress,
    quizzes: program.legacyQuizIds,
    revision: program.revision,
    items: itemTree(program.items, true),
  };
}

/** Accounts ("domains") whose programs the learner sees, or those open to registration by form. */
export function learnerDomainsWhere(organizationId: string, learnerId: string, which: 'open' | 'closed' | 'available'): Prisma.AccountWhereInput {
  if (which !== 'available') return learnerAccountsWhere(organizationId, learnerId, which === 'closed');
  return {
    organizationId,
    ...SHOWN_TO_LEARNERS,
    accountClosed: false,
    useRegForm: true,
    regFormId: { not: null },
    registrations: { none: { learnerId } },
  };
}

/** The program's heading-progress folders that still are visible top-level folders, at most 3, in the saved order. */
export async function headingFolderIds(ctx: RequestContext, program: { id: string; headingProgress: string[] }): Promise<string[]> {
  if (program.headingProgress.length === 0) return [];
  const folders = await ctx.prisma.programItem.findMany({
    where: { programId: program.id, id: { in: program.headingProgress }, parentId: null, itemType: 'folder', hidden: false },
    select: { id: true },
  });
  const existing = new Set(folders.map((folder) => folder.id));
  return program.headingProgress.filter((id) => existing.has(id)).slice(0, 3);
}
