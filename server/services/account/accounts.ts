// The account owner's own account.
import type { RequestContext } from '../../context.ts';
import { countSubscribers } from './accountSubscribers.ts';
import { AppError } from '../../errors.ts';

export function requireOwnAccountId(ctx: RequestContext): string {
  if (ctx.viewer.kind !== 'admin' || ctx.viewer.role !== 'ACCOUNT_OWNER' || !ctx.viewer.accountId) {
    throw new AppError(ctx.viewer.kind === 'anonymous' ? 'unauthenticated' : 'forbidden');
  }
  return ctx.viewer.accountId;
}

/** The legacy admin/getAccountData answer. */
export async function accountData(ctx: RequestContext) {
  const accountId = requireOwnAccountId(ctx);
  const [account, usersCount] = await Promise.all([
    ctx.prisma.account.findUniqueOrThrow({
      where: { id: accountId },
      include: {
        owner: { select: { username: true, email: true } },
        certificateFolders: { select: { name: true, displayName: true } },
      },
    }),
    countSubscribers(ctx.prisma, accountId),
  ]);
  return {
    _id: account.id,
    username: account.owner?.username ?? null,
    email: account.email ?? account.owner?.email ?? null,
    alias: account.alias,
    banner: account.banner,
    primaryColor: account.primaryColor,
    isTimed: account.isTimed,
    enableVideo: account.enableVideo,
    useRegForm: account.useRegForm,
    regForm: account.regFormId,
    hideAccountToQuiz: account.hideAccountToQuiz,
    accountClosed: account.accountClosed,
    disableDownloads: account.disableDownloads,
    usersCount,
    completionDays: account.completionDays,
    timedAccountCompletionCriteria: account.timedAccountCompletionCriteria,
    certificateTemplate: account.certificateTemplate,
    useCertificateTemplate: account.useCertificateTemplate,
    certificateReleaseCriteria: account.certificateReleaseCriteria,
    certificateTemplateUserKeywords: account.certificateTemplateUserKeywords,
    folderDisplayNames: Object.fromEntries(account.certificateFolders.map((f) => [f.name, f.displayName ?? f.name])),
  };
}
