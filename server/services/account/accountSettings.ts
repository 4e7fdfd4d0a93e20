// admin/setAccountProperty and its GraphQL twin: one property of the owner's
// own account at a time, each checked by its rule (admin spec §5) before it is
// stored. A bad value is refused with a code and changes nothing.
import type { AccountPropertyChange } from '../../../domain/account/accountInputs.ts';
import type { RequestContext } from '../../context.ts';
import type { Account, Prisma } from '../../db/generated/client.ts';
import { checkSvgOffThread } from '../../certificates/renderPool.ts';
import { requireOwnAccountId } from './accounts.ts';
import { AppError } from '../../errors.ts';
import { settled } from '../../inputs.ts';
import { storedTemplate } from '../certificates/issuedCertificates.ts';

/** The quizzes named must be live quizzes of the account. */
async function accountQuizIds(ctx: RequestContext, accountId: string, ids: string[], field: string): Promise<string[]> {
  const found = await ctx.prisma.quiz.count({ where: { accountId, id: { in: ids }, deletedAt: null } });
  if (found !== ids.length) throw new AppError('notFound', { field });
  return ids;
}

/** Every folder named must be the account's. */
async function folderDisplayNames(
  ctx: RequestContext,
  accountId: string,
  names: { folder: string; displayName: string | null }[],
): Promise<Prisma.CertificateFolderUpdateManyWithWhereWithoutAccountInput[]> {
  const folders = await ctx.prisma.certificateFolder.count({ where: { accountId, name: { in: names.map(({ folder }) => folder) } } });
  if (folders !== names.length) throw new AppError('notFound', { field: 'folderDisplayNames' });
  return names.map(({ folder, displayName }) => ({ where: { name: folder }, data: { displayName } }));
}

/** The column update one property makes, after the rules that read the account; timed-only settings are refused on other accounts. */
async function updateOf(
  ctx: RequestContext,
  account: { id: string; isTimed: boolean; organizationId: string },
  change: AccountPropertyChange,
): Promise<Prisma.AccountUpdateInput> {
  switch (change.property) {
    case 'alias':
      return { alias: change.value };
    case 'primaryColor':
      return { primaryColor: change.value };
    case 'banner':
      return { banner: change.value };
    case 'certificateTemplate': {
      const certificateTemplate = change.value;
      // an uploaded template too heavy to draw is refused now (templateTooHeavy), not on the learners' downloads
      const text = certificateTemplate && ctx.storage ? await storedTemplate(ctx.prisma, ctx.storage, account.organizationId, certificateTemplate) : null;
      if (text !== null) {
        await checkSvgOffThread(text).catch((error: unknown) => {
          throw error instanceof AppError ? new AppError(error.code, { field: 'certificateTemplate', details: error.details }) : error;
        });
      }
      return { certificateTemplate };
    }
    case 'completionDays':
      if (!account.isTimed) throw new AppError('forbidden', { field: change.property });
      return { completionDays: settled(change.value, change.property) };
    case 'timedAccountCompletionCriteria':
      if (!account.isTimed) throw new AppError('forbidden', { field: change.property });
      return { timedAccountCompletionCriteria: await accountQuizIds(ctx, account.id, settled(change.value, change.property), change.property) };
    case 'certificateReleaseCriteria':
      return { certificateReleaseCriteria: await accountQuizIds(ctx, account.id, change.value, change.property) };
    case 'certificateTemplateUserKeywords':
      return { certificateTemplateUserKeywords: change.value };
    case 'regForm': {
      if (change.value === null) return { regFormId: null };
      const form = await ctx.prisma.quiz.findFirst({ where: { id: change.value, accountId: account.id, deletedAt: null }, select: { isForm: true } });
      if (!form) throw new AppError('notFound', { field: 'regForm' });
      if (!form.isForm) throw new AppError('invalid_data_entry', { field: 'regForm' });
      return { regFormId: change.value };
    }
    case 'folderDisplayNames':
      return { certificateFolders: { updateMany: await folderDisplayNames(ctx, account.id, change.value) } };
    case 'accountClosed':
      // A timed account is closed by its completion days, not by the switch.
      if (account.isTimed) throw new AppError('forbidden', { field: change.property });
      return { accountClosed: change.value };
    case 'useCertificateTemplate':
    case 'useRegForm':
    case 'hideAccountToQuiz':
    case 'disableDownloads':
      return { [change.property]: change.value };
  }
}

/** Sets one property of the owner's account (checked at the edge: domain/account/accountInputs.ts); the account as saved. */
export async function setAccountProperty(ctx: RequestContext, change: AccountPropertyChange): Promise<Account> {
  const accountId = requireOwnAccountId(ctx);
  const account = await ctx.prisma.account.findUniqueOrThrow({ where: { id: accountId }, select: { id: true, isTimed: true, organizationId: true } });
  return ctx.prisma.account.update({ where: { id: accountId }, data: await updateOf(ctx, account, change) });
}
