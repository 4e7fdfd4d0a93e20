// The account owner's own account.
import { refusalFor, requireAdmin } from '../../auth/scopes.ts';
import type { RequestContext } from '../../context.ts';
import { countSubscribers } from './accountSubscribers.ts';

/** The signed-in account owner's account id; anyone else is refused. */
export function requireOwnAccountId(ctx: RequestContext): string {
  const owner = requireAdmin(ctx, 'ACCOUNT_OWNER');
  if (!owner.accountId) throw refusalFor(owner);
  return owner.accountId;
}

/** The names of the account's tracks, sorted: the tracks learners are on, and the registration form's course-link choices. */
export async function accountTrackNames(ctx: RequestContext, accountId: string): Promise<string[]> {
  const rows = await ctx.prisma.track.findMany({ where: { accountId }, select: { name: true }, orderBy: { name: 'asc' } });
  return rows.map((row) => row.name);
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
