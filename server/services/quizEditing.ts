// The account owner's quizzes: read for the editor, created, saved, duplicated
// and deleted. Every document passes the editor's own rules
// (prepareQuizForSave) on the server. A save names the revision it was based
// on and is refused (staleRevision) when the quiz changed since; deleting a
// quiz with submissions needs a confirmation and keeps the quiz (hidden) so its
// results stay exportable.
import { prepareQuizForSave, type QuizDraft } from '../../domain/quiz/editorRules.ts';
import { expressionProblems } from '../../domain/quiz/expressionRule.ts';
import type { Quiz as QuizDocument } from '../../domain/quiz/types.ts';
import type { RequestContext } from '../context.ts';
import { requireOrganization } from '../context.ts';
import type { Prisma, Quiz } from '../db/generated/client.ts';
import { requireOwnAccountId } from './accounts.ts';
import { AppError } from './errors.ts';
import { placeQuizInProgram } from './programEditing.ts';
import { editorDocumentOf, quizColumnsOf } from './quizDocument.ts';

export interface EditorQuiz {
  quizId: string;
  revision: number;
  document: QuizDocument;
  answersCount: number;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** A quiz of the signed-in owner's account that is not deleted, or notFound. */
export async function ownQuiz(ctx: RequestContext, quizId: unknown): Promise<Quiz> {
  const accountId = requireOwnAccountId(ctx);
  const id = text(quizId);
  if (!id) throw new AppError('invalid_data_entry', { field: 'quizId' });
  const quiz = await ctx.prisma.quiz.findFirst({ where: { id, accountId, deletedAt: null } });
  if (!quiz) throw new AppError('notFound', { field: 'quizId' });
  return quiz;
}

async function editorQuiz(ctx: RequestContext, quiz: Quiz): Promise<EditorQuiz> {
  const answersCount = await ctx.prisma.submission.count({ where: { quizId: quiz.id } });
  return { quizId: quiz.id, revision: quiz.revision, document: editorDocumentOf(quiz), answersCount };
}

export async function quizForEditing(ctx: RequestContext, quizId: unknown): Promise<EditorQuiz> {
  return editorQuiz(ctx, await ownQuiz(ctx, quizId));
}

/** The account's quizzes that are not deleted, oldest first: the editor's pickers (GraphQL) and admin/getQuizzes. */
export const accountQuizzesQuery = (accountId: string) =>
  ({ where: { accountId, deletedAt: null }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }) satisfies Prisma.QuizFindManyArgs;

/** The legacy admin/getQuizzes: whole rows. */
export async function accountQuizzes(ctx: RequestContext) {
  return ctx.prisma.quiz.findMany(accountQuizzesQuery(requireOwnAccountId(ctx)));
}

export async function quizAnswersCount(ctx: RequestContext, quizId: unknown): Promise<number> {
  const quiz = await ownQuiz(ctx, quizId);
  return ctx.prisma.submission.count({ where: { quizId: quiz.id } });
}

/**
 * The document checked as the editor checks it, with prerequisites kept only
 * when they name quizzes of the account.
 */
async function checkedColumns(ctx: RequestContext, accountId: string, raw: unknown) {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new AppError('invalid_data_entry', { field: 'document' });
  const draft = raw as QuizDraft;
  if (typeof draft.name !== 'string' || draft.name.trim() === '') throw new AppError('quizNameRequired', { field: 'name' });
  const prepared = prepareQuizForSave(draft);
  if (!prepared.ok) throw new AppError(prepared.error, { field: prepared.problems[0]?.path || undefined });
  const { quiz, totalWeight } = prepared;
  if (expressionProblems(quiz).length > 0) throw new AppError('invalidExpression', { field: 'expression.code' });
  const prerequisites = quiz.prerequisites ?? [];
  if (prerequisites.length > 0) {
    const existing = await ctx.prisma.quiz.findMany({ where: { accountId, id: { in: prerequisites }, deletedAt: null }, select: { id: true } });
    const known = new Set(existing.map((row) => row.id));
    quiz.prerequisites = prerequisites.filter((id) => known.has(id));
  }
  return quizColumnsOf(quiz, quiz.externalGrades ? (quiz.maxGradeExternal ?? 0) : totalWeight);
}

export interface CreateQuizInput {
  document: unknown;
  programId?: unknown;
  folderId?: unknown;
  /** saved as the account's registration form */
  asRegistrationForm?: unknown;
}

export async function createQuiz(ctx: RequestContext, input: CreateQuizInput): Promise<EditorQuiz> {
  const accountId = requireOwnAccountId(ctx);
  const columns = await checkedColumns(ctx, accountId, input.document);
  const asRegistrationForm = input.asRegistrationForm === true;
  if (asRegistrationForm && !columns.isForm) throw new AppError('invalid_data_entry', { field: 'isForm' });
  const quiz = await ctx.prisma.$transaction(async (tx) => {
    const created = await tx.quiz.create({ data: { ...columns, organizationId: requireOrganization(ctx).id, accountId } });
    if (asRegistrationForm) await tx.account.update({ where: { id: accountId }, data: { regFormId: created.id } });
    if (text(input.programId)) await placeQuizInProgram(tx, accountId, created, input.programId, input.folderId);
    return created;
  });
  return editorQuiz(ctx, quiz);
}

export interface SaveQuizInput {
  quizId: unknown;
  /** the revision the edited copy was read at */
  revision: unknown;
  document: unknown;
}

export async function saveQuiz(ctx: RequestContext, input: SaveQuizInput): Promise<EditorQuiz> {
  const quiz = await ownQuiz(ctx, input.quizId);
  if (typeof input.revision !== 'number' || !Number.isSafeInteger(input.revision)) throw new AppError('invalid_data_entry', { field: 'revision' });
  const columns = await checkedColumns(ctx, quiz.accountId, input.document);
  // The form flag is the quiz's kind: a quiz does not become a form by a save.
  const saved = await ctx.prisma.quiz.updateMany({
    where: { id: quiz.id, revision: input.revision, deletedAt: null },
    data: { ...columns, isForm: quiz.isForm, revision: { increment: 1 } },
  });
  if (saved.count === 0) throw new AppError('staleRevision', { field: 'revision' });
  // Program items show the quiz's name.
  await ctx.prisma.programItem.updateMany({ where: { quizId: quiz.id }, data: { name: columns.name } });
  return editorQuiz(ctx, await ctx.prisma.quiz.findUniqueOrThrow({ where: { id: quiz.id } }));
}

export interface DuplicateQuizInput {
  quizId: unknown;
  name: unknown;
  programId?: unknown;
  folderId?: unknown;
}

/** A copy with a new name and no examinees or submissions, placed in the program (or folder) given. */
export async function duplicateQuiz(ctx: RequestContext, input: DuplicateQuizInput): Promise<EditorQuiz> {
  const source = await ownQuiz(ctx, input.quizId);
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (!name) throw new AppError('quizNameRequired', { field: 'name' });
  const document = { ...editorDocumentOf(source), id: '', name };
  return createQuiz(ctx, { document, programId: input.programId, folderId: input.folderId });
}

export interface DeleteQuizInput {
  quizId: unknown;
  /** true once the owner confirmed deleting a quiz that has submissions */
  confirmSubmissions?: unknown;
}

/**
 * Removes the quiz from every program and from the account's settings. A quiz
 * without submissions is deleted; one with submissions only after a
 * confirmation, and then kept hidden (kept: true) so its results stay exportable.
 */
export async function deleteQuiz(ctx: RequestContext, input: DeleteQuizInput): Promise<{ quizId: string; kept: boolean }> {
  const quiz = await ownQuiz(ctx, input.quizId);
  const submissions = await ctx.prisma.submission.count({ where: { quizId: quiz.id } });
  if (submissions > 0 && input.confirmSubmissions !== true) throw new AppError('quizHasSubmissions');
  await ctx.prisma.$transaction(async (tx) => {
    await removeQuizFromAccount(tx, quiz);
    if (submissions > 0) await tx.quiz.update({ where: { id: quiz.id }, data: { deletedAt: new Date(), isActive: false } });
    else await tx.quiz.delete({ where: { id: quiz.id } });
  });
  return { quizId: quiz.id, kept: submissions > 0 };
}

async function removeQuizFromAccount(tx: Prisma.TransactionClient, quiz: Quiz): Promise<void> {
  const items = await tx.programItem.findMany({ where: { quizId: quiz.id }, select: { id: true, programId: true } });
  if (items.length > 0) {
    await tx.programItem.deleteMany({ where: { id: { in: items.map((item) => item.id) } } });
    await tx.program.updateMany({ where: { id: { in: [...new Set(items.map((item) => item.programId))] } }, data: { revision: { increment: 1 } } });
  }
  const account = await tx.account.findUniqueOrThrow({
    where: { id: quiz.accountId },
    select: { regFormId: true, certificateReleaseCriteria: true, timedAccountCompletionCriteria: true },
  });
  await tx.account.update({
    where: { id: quiz.accountId },
    data: {
      regFormId: account.regFormId === quiz.id ? null : undefined,
      certificateReleaseCriteria: account.certificateReleaseCriteria.filter((id) => id !== quiz.id),
      timedAccountCompletionCriteria: account.timedAccountCompletionCriteria.filter((id) => id !== quiz.id),
    },
  });
}
