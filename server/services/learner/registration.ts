// Registering in an account through its registration form: the form is the
// account's regForm quiz, opened and answered like any quiz; submitting it
// registers the learner (quizSubmission.ts) with the tracks it picks.
import type { RequestContext } from '../../context.ts';
import { requireOrganization } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { SHOWN_TO_LEARNERS } from '../organization/accountPublishing.ts';
import { submitQuiz, type SubmitInput } from '../quiz/quizSubmission.ts';
import type { QuizResultView } from '../results/quizResults.ts';

/** The quiz id of the account's registration form, when registration is open (and the form published). */
export async function registrationFormOf(ctx: RequestContext, accountId: string): Promise<string> {
  if (accountId === '') throw new AppError('invalid_data_entry', { field: 'accountId' });
  const account = await ctx.prisma.account.findFirst({
    where: { id: accountId, organizationId: requireOrganization(ctx).id, ...SHOWN_TO_LEARNERS },
    select: { useRegForm: true, regFormId: true, accountClosed: true },
  });
  if (!account) throw new AppError('notFound', { field: 'accountId' });
  if (!account.useRegForm || !account.regFormId || account.accountClosed) throw new AppError('registrationClosed');
  // a form its owner has not published registers no one yet (docs/decisions/quizEditor.md)
  const published = await ctx.prisma.quiz.count({ where: { id: account.regFormId, publishedAt: { not: null }, deletedAt: null } });
  if (published === 0) throw new AppError('registrationClosed');
  return account.regFormId;
}

/**
 * The accounts of `rows` whose registration form is published: one whose form
 * its owner has not published yet is not offered for registration.
 */
export async function withPublishedForms<Row>(ctx: RequestContext, rows: Row[], formOf: (row: Row) => string | null): Promise<Row[]> {
  const ids = rows.map(formOf).filter((id): id is string => id !== null);
  if (ids.length === 0) return rows.filter((row) => formOf(row) === null);
  const published = await ctx.prisma.quiz.findMany({ where: { id: { in: ids }, publishedAt: { not: null }, deletedAt: null }, select: { id: true } });
  const known = new Set(published.map((quiz) => quiz.id));
  return rows.filter((row) => {
    const form = formOf(row);
    return form === null || known.has(form);
  });
}

export async function registerToAccount(
  ctx: RequestContext,
  accountId: string,
  input: Omit<SubmitInput, 'quizId'>,
): Promise<QuizResultView> {
  const quizId = await registrationFormOf(ctx, accountId);
  return submitQuiz(ctx, { ...input, quizId });
}
