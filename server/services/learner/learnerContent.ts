// A program as one learner sees it: the items they may see (hidden ones and
// everything under them are never sent), each with the learner's mark, saved
// playback position, quiz state and whether its prerequisites lock it.
import { prerequisitesMet, type PrerequisiteLearner } from '../../../domain/quiz/prerequisites.ts';
import { externalResultIn } from '../grades/externalResults.ts';
import type { RequestContext } from '../../context.ts';
import type { ItemType, Prisma } from '../../db/generated/client.ts';
import { isLearner } from '../../auth/scopes.ts';
import { AppError } from '../../errors.ts';
import { requireLearner } from './learners.ts';
import { learnerSeenProgramsWhere } from '../program/programs.ts';

export interface QuizState {
  id: string;
  name: string;
  isForm: boolean;
  hasAnswer: boolean;
  hasExternalGrade: boolean;
}

export interface ItemView {
  id: string;
  programId: string;
  parentId: string | null;
  order: number;
  itemType: ItemType;
  name: string;
  src: string | null;
  mimeType: string | null;
  icon: string | null;
  addToCompletion: boolean;
  markedCompleted: boolean;
  positionSeconds: number | null;
  locked: boolean;
  quiz: QuizState | null;
}

type ItemRow = Prisma.ProgramItemGetPayload<{ include: { quiz: { select: { id: true; name: true; isForm: true; deletedAt: true; publishedAt: true } } } }>;

function learnerProgramWhere(ctx: RequestContext, programId: string): Prisma.ProgramWhereInput {
  const { learnerId, organizationId } = requireLearner(ctx);
  return { id: programId, ...learnerSeenProgramsWhere(organizationId, learnerId) };
}

/** A program the learner may open (open or closed), or notFound. */
export async function learnerProgram(ctx: RequestContext, programId: string) {
  const program = await ctx.prisma.program.findFirst({
    where: learnerProgramWhere(ctx, programId),
    include: { account: { select: { accountClosed: true, alias: true } } },
  });
  if (!program) throw new AppError('notFound', { field: 'programId' });
  return program;
}

export async function learnerMayOpenProgram(ctx: RequestContext, programId: string): Promise<boolean> {
  return (await ctx.prisma.program.count({ where: learnerProgramWhere(ctx, programId) })) > 0;
}

/** Items without the hidden ones, their descendants, and quizzes that were deleted or are not published yet. */
export function visibleItems<
  T extends { id: string; parentId: string | null; hidden: boolean; quiz?: { deletedAt: Date | null; publishedAt: Date | null } | null; itemType: ItemType },
>(
  rows: T[],
): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const visible = (row: T, depth = 0): boolean => {
    if (row.hidden || depth > 50) return false;
    if (row.itemType === 'quiz' && (!row.quiz || row.quiz.deletedAt || !row.quiz.publishedAt)) return false;
    if (!row.parentId) return true;
    const parent = byId.get(row.parentId);
    return parent ? visible(parent, depth + 1) : false;
  };
  return rows.filter((row) => visible(row));
}

/** What the learner has done that prerequisites and quiz icons read: answered, externally graded and passed quizzes, and tracks. */
export async function learnerQuizState(ctx: RequestContext, learnerId: string, quizIds: string[]) {
  const learner = await ctx.prisma.learner.findUniqueOrThrow({ where: { id: learnerId }, select: { email: true } });
  const [submissions, externalGrades, tracks] = await Promise.all([
    ctx.prisma.submission.findMany({
      where: { learnerId, quizId: { in: quizIds } },
      select: { quizId: true, result: true, quiz: { select: { passGrade: true } } },
    }),
    ctx.prisma.externalGrade.findMany({
      where: { email: learner.email, quizId: { in: quizIds } },
      select: {
        quizId: true,
        grade: true,
        quiz: {
          select: { passGrade: true, externalGrades: true, maxGradeExternal: true, gradeOffsets: { where: { learnerId }, select: { offset: true } } },
        },
      },
    }),
    ctx.prisma.registrationTrack.findMany({ where: { registration: { learnerId } }, select: { trackId: true } }),
  ]);
  const passedQuizIds = new Set<string>();
  for (const s of submissions) if (s.result >= s.quiz.passGrade) passedQuizIds.add(s.quizId);
  for (const g of externalGrades) if (externalResultIn(g.quiz, g.grade) >= g.quiz.passGrade) passedQuizIds.add(g.quizId);
  return {
    answered: new Set(submissions.map((s) => s.quizId)),
    externallyGraded: new Set(externalGrades.map((g) => g.quizId)),
    prerequisites: { passedQuizIds, trackIds: new Set(tracks.map((t) => t.trackId)) } satisfies PrerequisiteLearner,
  };
}

function expressionQuizIds(expression: Prisma.JsonValue): string[] {
  const parameters = (expression as { parameters?: { id?: unknown }[] } | null)?.parameters;
  return Array.isArray(parameters) ? parameters.map((p) => p?.id).filter((id): id is string => typeof id === 'string') : [];
}

/** The items of a program the learner may open, as they see them, ordered by parent and order; notFound otherwise. */
export async function learnerItemViews(ctx: RequestContext, programId: string): Promise<ItemView[]> {
  if (!(await learnerMayOpenProgram(ctx, programId))) throw new AppError('notFound', { field: 'programId' });
  return itemViewsOfOpenProgram(ctx, programId);
}

/** One item as the signed-in learner sees it (the ProgramItem node); null for anyone else, or an item they may not see. */
export async function viewerItemView(ctx: RequestContext, itemId: string): Promise<ItemView | null> {
  if (!isLearner(ctx.viewer)) return null;
  const row = await ctx.prisma.programItem.findUnique({ where: { id: itemId }, select: { programId: true } });
  if (!row) return null;
  const items = await learnerItemViews(ctx, row.programId).catch((error) => {
    if (error instanceof AppError) return [];
    throw error;
  });
  return items.find((item) => item.id === itemId) ?? null;
}

/** learnerItemViews for a program already known to be open to the learner (see learnerProgram). */
export async function itemViewsOfOpenProgram(ctx: RequestContext, programId: string): Promise<ItemView[]> {
  const { learnerId } = requireLearner(ctx);
  const rows: ItemRow[] = await ctx.prisma.programItem.findMany({
    where: { programId },
    include: { quiz: { select: { id: true, name: true, isForm: true, deletedAt: true, publishedAt: true } } },
    orderBy: [{ parentId: 'asc' }, { order: 'asc' }],
  });
  const items = visibleItems(rows);
  const quizIds = new Set<string>();
  for (const item of items) {
    if (item.quizId) quizIds.add(item.quizId);
    for (const id of item.prerequisites) quizIds.add(id);
    for (const id of expressionQuizIds(item.expression)) quizIds.add(id);
  }
  const [progress, state] = await Promise.all([
    ctx.prisma.itemProgress.findMany({ where: { learnerId, itemId: { in: items.map((i) => i.id) } } }),
    learnerQuizState(ctx, learnerId, [...quizIds]),
  ]);
  const progressByItem = new Map(progress.map((p) => [p.itemId, p]));
  const byId = new Map(items.map((item) => [item.id, item]));

  const lockedCache = new Map<string, boolean>();
  const isLocked = (item: ItemRow): boolean => {
    const cached = lockedCache.get(item.id);
    if (cached !== undefined) return cached;
    const parent = item.parentId ? byId.get(item.parentId) : undefined;
    const locked =
      (parent ? isLocked(parent) : false) ||
      !prerequisitesMet(
        {
          prerequisites: item.prerequisites,
          prerequisitesOperationOR: item.prerequisitesOperationOR,
          tracks: item.tracks,
          useExpression: item.useExpression,
          expression: item.expression as never,
        },
        state.prerequisites,
      );
    lockedCache.set(item.id, locked);
    return locked;
  };

  return items.map((item) => ({
    id: item.id,
    programId: item.programId,
    parentId: item.parentId,
    order: item.order,
    itemType: item.itemType,
    name: item.name,
    src: item.src,
    mimeType: item.mimeType,
    icon: item.icon,
    addToCompletion: item.addToCompletion,
    markedCompleted: progressByItem.get(item.id)?.markedCompleted ?? false,
    positionSeconds: progressByItem.get(item.id)?.positionSeconds ?? null,
    locked: isLocked(item),
    quiz: item.quiz
      ? {
          id: item.quiz.id,
          name: item.quiz.name,
          isForm: item.quiz.isForm,
          hasAnswer: state.answered.has(item.quiz.id),
          hasExternalGrade: state.externallyGraded.has(item.quiz.id),
        }
      : null,
  }));
}
