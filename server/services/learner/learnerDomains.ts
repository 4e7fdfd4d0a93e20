// The accounts ("domains") a learner sees, as GraphQL's Domain views: the
// same reads and order as the learner home's (learnerHome.ts), made for one
// learner (whether they registered, which programs they see).
import type { RequestContext } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { isLearner } from '../../auth/scopes.ts';
import { LEARNER_ACCOUNT_ORDER, registrationFormOfAccount } from './learnerHome.ts';
import { withPublishedForms } from './registration.ts';
import { learnerDomainsWhere, learnerHomePrograms } from '../program/programs.ts';

export interface DomainView {
  kind: 'domain';
  id: string;
  organizationId: string;
  /** the learner the view is for: whether they registered, which programs they see */
  learnerId: string;
  name: string;
  banner: string | null;
  primaryColor: string | null;
  disableDownloads: boolean;
  closed: boolean;
  registered: boolean;
  /** the registration form's quiz id while registration is open */
  registrationFormId: string | null;
}

const domainSelect = {
  id: true,
  organizationId: true,
  alias: true,
  banner: true,
  primaryColor: true,
  disableDownloads: true,
  accountClosed: true,
  useRegForm: true,
  regFormId: true,
} satisfies Prisma.AccountSelect;

async function domainViews(ctx: RequestContext, learnerId: string, where: Prisma.AccountWhereInput): Promise<DomainView[]> {
  const accounts = await ctx.prisma.account.findMany({
    where,
    orderBy: LEARNER_ACCOUNT_ORDER,
    select: { ...domainSelect, registrations: { where: { learnerId }, select: { id: true } } },
  });
  return accounts.map((account) => ({
    kind: 'domain',
    id: account.id,
    organizationId: account.organizationId,
    learnerId,
    name: account.alias,
    banner: account.banner,
    primaryColor: account.primaryColor,
    disableDownloads: account.disableDownloads,
    closed: account.accountClosed,
    registered: account.registrations.length > 0,
    registrationFormId: registrationFormOfAccount(account),
  }));
}

/** The learner's open (or, `closed`, ended) accounts. */
export function learnerDomains(ctx: RequestContext, learner: { id: string; organizationId: string }, closed: boolean): Promise<DomainView[]> {
  return domainViews(ctx, learner.id, learnerDomainsWhere(learner.organizationId, learner.id, closed ? 'closed' : 'open'));
}

/** The accounts the learner may register in by their registration form (a published one). */
export async function availableDomains(ctx: RequestContext, learner: { id: string; organizationId: string }): Promise<DomainView[]> {
  const views = await domainViews(ctx, learner.id, learnerDomainsWhere(learner.organizationId, learner.id, 'available'));
  return withPublishedForms(ctx, views, (domain) => domain.registrationFormId);
}

/** One account the signed-in learner sees (open, closed or available), by id; null for anyone else. */
export async function viewerDomain(ctx: RequestContext, accountId: string): Promise<DomainView | null> {
  if (!isLearner(ctx.viewer)) return null;
  const { organizationId, learnerId } = ctx.viewer;
  const [domain] = await domainViews(ctx, learnerId, {
    id: accountId,
    OR: (['open', 'closed', 'available'] as const).map((which) => learnerDomainsWhere(organizationId, learnerId, which)),
  });
  return domain ?? null;
}

/** The account's programs the signed-in learner sees, open and closed (the learner home's read); none for anyone else. */
export async function viewerDomainPrograms<Query extends Pick<Prisma.ProgramFindManyArgs, 'select' | 'include'>>(ctx: RequestContext, accountId: string, query: Query) {
  if (!isLearner(ctx.viewer)) return [];
  const { organizationId, learnerId } = ctx.viewer;
  return learnerHomePrograms(ctx, { id: learnerId, organizationId }, query, accountId);
}
