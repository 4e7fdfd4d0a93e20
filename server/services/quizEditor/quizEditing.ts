// The account owner's quizzes: read for the editor, created, saved, published,
// duplicated and deleted. Every document passes the editor's own rules
// (prepareQuizForSave) on the server. A save names the revision it was based
// on and is refused (staleRevision) when the quiz changed since; deleting a
// quiz with submissions needs a confirmation and keeps the quiz (hidden) so its
// results stay exportable.
//
// Draft and publish (docs/decisions/quizEditor.md): learners see the quiz's
// columns. A quiz the editor creates starts unpublished (publishedAt null) and
// its saves go to the columns, which no learner reads; once published, a save
// goes to `draft` and learners keep the published version until the owner
// publishes again (publish: true on a save, or publishQuiz).
import { prepareQuizForSave, type QuizDraft } from '../../../domain/quiz/editorRules.ts';
import { expressionProblems } from '../../../domain/quiz/expressionRule.ts';
import type { Quiz as QuizDocument } from '../../../domain/quiz/types.ts';
import type { RequestContext } from '../../context.ts';
import { requireOrganization } from '../../context.ts';
import { Prisma, type Quiz } from '../../db/generated/client.ts';
import { requireOwnAccountId } from '../account/accounts.ts';
import { AppError } from '../../errors.ts';
import { placeQuizInProgram } from '../program/programEditing.ts';
import { draftDocumentOf, editorDocumentOf, quizColumnsOf } from '../quiz/quizDocument.ts';

export interface EditorQuiz {
  quizId: string;
  /** the account the quiz belongs to */
  accountId: string;
  revision: number;
  /** what the editor shows: the unpublished draft, else the quiz as learners see it */
  document: QuizDocument;
  /** the quiz as learners see it; null while it was never published */
  published: QuizDocument | null;
  publishedAt: Date | null;
  /** the editor's document is not what learners see (a draft, or never published) */
  hasUnpublishedChanges: boolean;
  answersCount: number;
  /** learners who started the quiz and have not submitted */
  attemptsInProgress: number;
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
  const [answersCount, attemptsInProgress] = await Promise.all([
    ctx.prisma.submission.count({ where: { quizId: quiz.id } }),
    ctx.prisma.attempt.count({ where: { quizId: quiz.id, status: 'OPEN' } }),
  ]);
  const live = editorDocumentOf(quiz);
  const draft = draftDocumentOf(quiz);
  return {
    quizId: quiz.id,
    accountId: quiz.accountId,
    revision: quiz.revision,
    document: draft ?? live,
    published: quiz.publishedAt ? live : null,
    publishedAt: quiz.publishedAt,
    hasUnpublishedChanges: draft !== null || quiz.publishedAt === null,
    answersCount,
    attemptsInProgress,
  };
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
 * when they name quizzes of the account, and the highest grade it counts to.
 */
async function checkedQuiz(ctx: RequestContext, accountId: string, raw: unknown): Promise<{ quiz: QuizDocument; maxGrade: number }> {
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
  return { quiz, maxGrade: quiz.externalGrades ? (quiz.maxGradeExternal ?? 0) : totalWeight };
}

const columnsOf = (checked: { quiz: QuizDocument; maxGrade: number }) => quizColumnsOf(checked.quiz, checked.maxGrade);

/** A draft as stored: the checked document, which publishing checks again (its prerequisites may have gone since). */
const draftColumn = (quiz: QuizDocument) => JSON.parse(JSON.stringify(quiz)) as Prisma.InputJsonObject;

export interface CreateQuizInput {
  document: unknown;
  programId?: unknown;
  folderId?: unknown;
  /** saved as the account's registration form */
  asRegistrationForm?: unknown;
  /** true: learners see it at once; otherwise it waits for publishQuiz */
  publish?: unknown;
}

export async function createQuiz(ctx: RequestContext, input: CreateQuizInput): Promise<EditorQuiz> {
  const accountId = requireOwnAccountId(ctx);
  const columns = columnsOf(await checkedQuiz(ctx, accountId, input.document));
  const asRegistrationForm = input.asRegistrationForm === true;
  if (asRegistrationForm && !columns.isForm) throw new AppError('invalid_data_entry', { field: 'isForm' });
  const publishedAt = input.publish === true ? new Date() : null;
  const quiz = await ctx.prisma.$transaction(async (tx) => {
    const created = await tx.quiz.create({ data: { ...columns, publishedAt, organizationId: requireOrganization(ctx).id, accountId } });
    if (asRegistrationForm) await tx.account.update({ where: { id: accountId }, data: { regFormId: created.id } });
    const programId = text(input.programId);
    if (programId) await placeQuizInProgram(tx, accountId, created, programId, text(input.folderId));
    return created;
  });
  return editorQuiz(ctx, quiz);
}

export interface SaveQuizInput {
  quizId: unknown;
  /** the revision the edited copy was read at */
  revision: unknown;
  document: unknown;
  /** true: learners see this version at once */
  publish?: unknown;
}

function revisionOf(input: { revision: unknown }): number {
  if (typeof input.revision !== 'number' || !Number.isSafeInteger(input.revision)) throw new AppError('invalid_data_entry', { field: 'revision' });
  return input.revision;
}

/**
 * Saves the document: into the columns while the quiz was never published or
 * when publishing, else as the draft, which learners do not see.
 */
export async function saveQuiz(ctx: RequestContext, input: SaveQuizInput): Promise<EditorQuiz> {
  const quiz = await ownQuiz(ctx, input.quizId);
  const revision = revisionOf(input);
  const checked = await checkedQuiz(ctx, quiz.accountId, input.document);
  // The form flag is the quiz's kind: a quiz does not become a form by a save.
  checked.quiz.isForm = quiz.isForm;
  const publish = input.publish === true;
  if (quiz.publishedAt && !publish) {
    await updateAtRevision(ctx, quiz.id, revision, { draft: draftColumn(checked.quiz) });
    return editorQuiz(ctx, await ctx.prisma.quiz.findUniqueOrThrow({ where: { id: quiz.id } }));
  }
  return writeLive(ctx, quiz.id, revision, columnsOf(checked), publish);
}

export interface PublishQuizInput {
  quizId: unknown;
  /** the revision the owner reviewed the changes at */
  revision: unknown;
}

/**
 * Publishes what the owner saved: the draft (checked again), or a quiz never
 * published. A published quiz without a draft is left as it is.
 */
export async function publishQuiz(ctx: RequestContext, input: PublishQuizInput): Promise<EditorQuiz> {
  const quiz = await ownQuiz(ctx, input.quizId);
  const revision = revisionOf(input);
  if (quiz.revision !== revision) throw new AppError('staleRevision', { field: 'revision' });
  if (quiz.publishedAt && quiz.draft === null) return editorQuiz(ctx, quiz);
  if (quiz.draft === null) return writeLive(ctx, quiz.id, revision, {}, true);
  const checked = await checkedQuiz(ctx, quiz.accountId, quiz.draft);
  checked.quiz.isForm = quiz.isForm;
  return writeLive(ctx, quiz.id, revision, columnsOf(checked), true);
}

async function updateAtRevision(ctx: RequestContext, quizId: string, revision: number, data: Prisma.QuizUpdateManyMutationInput): Promise<void> {
  const saved = await ctx.prisma.quiz.updateMany({ where: { id: quizId, revision, deletedAt: null }, data: { ...data, revision: { increment: 1 } } });
  if (saved.count === 0) throw new AppError('staleRevision', { field: 'revision' });
}

/** Writes the columns learners read (and drops the draft); publishing also dates the quiz. */
async function writeLive(
  ctx: RequestContext,
  quizId: string,
  revision: number,
  columns: Partial<ReturnType<typeof quizColumnsOf>>,
  publish: boolean,
): Promise<EditorQuiz> {
  await updateAtRevision(ctx, quizId, revision, { ...columns, draft: Prisma.DbNull, ...(publish ? { publishedAt: new Date() } : {}) });
  // Program items show the quiz's name as learners see it.
  if (columns.name !== undefined) await ctx.prisma.programItem.updateMany({ where: { quizId }, data: { name: columns.name } });
  return editorQuiz(ctx, await ctx.prisma.quiz.findUniqueOrThrow({ where: { id: quizId } }));
}

export interface DuplicateQuizInput {
  quizId: unknown;
  name: unknown;
  programId?: unknown;
  folderId?: unknown;
}

/**
 * A copy of what the editor shows (the draft, if any) with a new name and no
 * examinees or submissions, placed in the program (or folder) given; learners
 * see it once it is published.
 */
export async function duplicateQuiz(ctx: RequestContext, input: DuplicateQuizInput): Promise<EditorQuiz> {
  const source = await ownQuiz(ctx, input.quizId);
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (!name) throw new AppError('quizNameRequired', { field: 'name' });
  const document = { ...(draftDocumentOf(source) ?? editorDocumentOf(source)), id: '', name };
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
export async function deleteQuiz(ctx: RequestContext, input: DeleteQuizInput): Promise<{ quizId: string; kept: boolean; accountId: string }> {
  const quiz = await ownQuiz(ctx, input.quizId);
  const submissions = await ctx.prisma.submission.count({ where: { quizId: quiz.id } });
  if (submissions > 0 && input.confirmSubmissions !== true) throw new AppError('quizHasSubmissions');
  await ctx.prisma.$transaction(async (tx) => {
    await removeQuizFromAccount(tx, quiz);
    if (submissions > 0) await tx.quiz.update({ where: { id: quiz.id }, data: { deletedAt: new Date(), isActive: false } });
    else await tx.quiz.delete({ where: { id: quiz.id } });
  });
  return { quizId: quiz.id, kept: submissions > 0, accountId: quiz.accountId };
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
