// The legacy user/getUserData answer: the learner's info, the accounts
// ("domains") whose programs they see, the closed ones, and the accounts they
// may register in.
import type { RequestContext } from '../../context.ts';
import type { Learner, Prisma } from '../../db/generated/client.ts';
import { withPublishedForms } from './registration.ts';
import { learnerAccountsWhere, learnerDomainsWhere, learnerHomePrograms } from '../program/programs.ts';

/** The order of a learner's accounts, in both APIs: the owner's order, then the oldest first. */
export const LEARNER_ACCOUNT_ORDER = [{ order: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }] satisfies Prisma.AccountOrderByWithRelationInput[];

/** The account's registration form (a quiz id) while registration by form is on and the account open, in both APIs; null otherwise. */
export function registrationFormOfAccount(account: { useRegForm: boolean; accountClosed: boolean; regFormId: string | null }): string | null {
  return account.useRegForm && !account.accountClosed ? account.regFormId : null;
}

export function learnerInfo(learner: Learner) {
  return {
    email: learner.email,
    name: learner.name,
    telegram: learner.telegram,
    dateOfBirth: learner.dateOfBirth ? learner.dateOfBirth.toISOString().slice(0, 10) : null,
    termsAccepted: learner.termsAccepted,
    termsAcceptedDate: learner.termsAcceptedAt,
    privacyPolicyAccepted: learner.privacyPolicyAccepted,
    privacyPolicyAcceptedDate: learner.privacyPolicyAcceptedAt,
    createdAt: learner.createdAt,
  };
}

export async function learnerHomeData(ctx: RequestContext, learner: Learner) {
  const accountsOf = (closed: boolean) =>
    ctx.prisma.account.findMany({ where: learnerAccountsWhere(learner.organizationId, learner.id, closed), orderBy: LEARNER_ACCOUNT_ORDER });
  const [open, closed, programs, available] = await Promise.all([
    accountsOf(false),
    accountsOf(true),
    learnerHomePrograms(ctx, learner, { select: { id: true, accountId: true, name: true, closed: true, banner: true, primaryColor: true } }),
    ctx.prisma.account.findMany({
      where: learnerDomainsWhere(learner.organizationId, learner.id, 'available'),
      orderBy: LEARNER_ACCOUNT_ORDER,
      select: { id: true, alias: true, useRegForm: true, accountClosed: true, regFormId: true, banner: true, primaryColor: true },
    }),
  ]);
  const programsOf = (accountId: string) =>
    programs
      .filter((program) => program.accountId === accountId)
      .map(({ id, name, closed, banner, primaryColor }) => ({ _id: id, id, name, closed, banner, primaryColor }));
  const domain = (account: (typeof open)[number]) => ({
    _id: account.id,
    id: account.id,
    name: account.alias,
    banner: account.banner,
    primaryColor: account.primaryColor,
    disableDownloads: account.disableDownloads,
    regForm: registrationFormOfAccount(account),
    programs: programsOf(account.id),
  });
  return {
    name: learner.name,
    userInfo: learnerInfo(learner),
    domains: open.map(domain),
    closedDomains: closed.map(domain),
    availableAccounts: (await withPublishedForms(ctx, available, registrationFormOfAccount)).map((a) => ({
      _id: a.id,
      id: a.id,
      name: a.alias,
      regForm: registrationFormOfAccount(a),
      banner: a.banner,
      primaryColor: a.primaryColor,
    })),
  };
}
