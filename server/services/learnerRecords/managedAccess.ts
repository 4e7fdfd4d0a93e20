// Who may manage learners' records (examinees, grades, grade offsets, quiz
// entries, registrations) of an account's quizzes: the account's owner, and
// for the records the spec gives them (quiz entries, grade offsets,
// registrations) the holder of the account's organisation. Anyone else gets
// the same answer as for a quiz or account that does not exist.
import { hasRole, requireAdmin } from '../../auth/scopes.ts';
import type { RequestContext } from '../../context.ts';
import type { Program, Quiz } from '../../db/generated/client.ts';
import { AppError } from '../../errors.ts';

/** owner: the account's owner only; ownerOrHolder: also the holder of its organisation */
export type Manager = 'owner' | 'ownerOrHolder';

function requireManager(ctx: RequestContext, who: Manager) {
  const viewer = requireAdmin(ctx);
  if (hasRole(viewer, 'ACCOUNT_OWNER') && viewer.accountId) return { organizationId: viewer.organizationId, accountId: viewer.accountId };
  if (who === 'ownerOrHolder' && hasRole(viewer, 'ORG_HOLDER')) return { organizationId: viewer.organizationId, accountId: null };
  throw new AppError('forbidden');
}

/** A row id as the edge's schemas give it (domain/validation/rowIds.ts); none, or an empty or overlong one, is invalid_data_entry. */
function idOf(value: string | null | undefined, field: string): string {
  if (!value || value.length > 200) throw new AppError('invalid_data_entry', { field });
  return value;
}

/** A quiz (not deleted) the viewer manages, or notFound. */
export async function managedQuiz(ctx: RequestContext, quizId: string | null, who: Manager): Promise<Quiz> {
  const scope = requireManager(ctx, who);
  const quiz = await ctx.prisma.quiz.findFirst({
    where: {
      id: idOf(quizId, 'quizId'),
      deletedAt: null,
      organizationId: scope.organizationId,
      ...(scope.accountId ? { accountId: scope.accountId } : {}),
    },
  });
  if (!quiz) throw new AppError('notFound', { field: 'quizId' });
  return quiz;
}

/**
 * An account the viewer manages, or notFound. The owner may leave the id out
 * (their own account); a holder names one of their organisation's accounts.
 */
export async function managedAccountId(ctx: RequestContext, accountId: string | null | undefined, who: Manager): Promise<string> {
  const scope = requireManager(ctx, who);
  if (scope.accountId && (accountId === undefined || accountId === null || accountId === '')) return scope.accountId;
  const id = idOf(accountId, 'accountId');
  const account = await ctx.prisma.account.findFirst({
    where: { id, organizationId: scope.organizationId, ...(scope.accountId ? { id: scope.accountId } : {}) },
    select: { id: true },
  });
  if (!account || (scope.accountId && scope.accountId !== id)) throw new AppError('notFound', { field: 'accountId' });
  return account.id;
}

/**
 * managedQuiz for several ids in one read: every quiz (not deleted) the
 * viewer manages, by id, or notFound naming the first that is not.
 */
export async function managedQuizzes(ctx: RequestContext, quizIds: readonly string[], who: Manager): Promise<Map<string, Quiz>> {
  const scope = requireManager(ctx, who);
  const ids = [...new Set(quizIds.map((id) => idOf(id, 'quizId')))];
  const quizzes = await ctx.prisma.quiz.findMany({
    where: {
      id: { in: ids },
      deletedAt: null,
      organizationId: scope.organizationId,
      ...(scope.accountId ? { accountId: scope.accountId } : {}),
    },
  });
  if (quizzes.length !== ids.length) throw new AppError('notFound', { field: 'quizId' });
  return new Map(quizzes.map((quiz) => [quiz.id, quiz]));
}

/** A program the viewer manages, or notFound. */
export async function managedProgram(ctx: RequestContext, programId: string | null, who: Manager): Promise<Program> {
  const scope = requireManager(ctx, who);
  const program = await ctx.prisma.program.findFirst({
    where: { id: idOf(programId, 'programId'), organizationId: scope.organizationId, ...(scope.accountId ? { accountId: scope.accountId } : {}) },
  });
  if (!program) throw new AppError('notFound', { field: 'programId' });
  return program;
}
