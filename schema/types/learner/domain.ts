// An account as a learner sees it: the spec's "domain", with its programs.
import type { RequestContext } from '../../../server/context.ts';
import { learnerCertificates, type LearnerCertificate } from '../../../server/services/certificates/learnerCertificates.ts';
import { withPublishedForms } from '../../../server/services/learner/registration.ts';
import { LEARNER_ACCOUNT_ORDER, registrationFormOfAccount } from '../../../server/services/learner/learnerHome.ts';
import { learnerDomainsWhere, learnerProgramsWhere, programOrder } from '../../../server/services/program/programs.ts';
import type { Prisma } from '../../../server/db/generated/client.ts';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../builder.ts';
import { canSeeLearner, LearnerRef } from './learner.ts';
import { AccountResultsRef } from '../results/quizResult.ts';
import { learnerAccountResults } from '../../../server/services/results/quizResults.ts';

interface DomainView {
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

export const DomainRef = builder.objectRef<DomainView>('Domain');

builder.node(DomainRef, {
  id: { resolve: (domain) => domain.id },
  // the view is its learner's: read by whoever may read that learner
  authScopes: (domain, ctx) => canSeeLearner({ id: domain.learnerId, organizationId: domain.organizationId }, ctx),
  isTypeOf: (value) => (value as { kind?: unknown })?.kind === 'domain',
  loadOne: async (id, ctx) => {
    if (ctx.viewer.kind !== 'learner') return null;
    const { organizationId, learnerId } = ctx.viewer;
    const [domain] = await domainViews(ctx, learnerId, {
      id,
      OR: (['open', 'closed', 'available'] as const).map((which) => learnerDomainsWhere(organizationId, learnerId, which)),
    });
    return domain ?? null;
  },
  fields: (t) => ({
    name: t.exposeString('name'),
    banner: t.exposeString('banner', { nullable: true }),
    primaryColor: t.exposeString('primaryColor', { nullable: true }),
    disableDownloads: t.exposeBoolean('disableDownloads'),
    closed: t.exposeBoolean('closed'),
    registered: t.exposeBoolean('registered'),
    registrationForm: t.id({
      nullable: true,
      description: "The account's registration form (a quiz) while registration is open.",
      resolve: (domain) => (domain.registrationFormId ? encodeGlobalID('Quiz', domain.registrationFormId) : null),
    }),
    results: t.field({
      type: AccountResultsRef,
      description: "The learner's results of the account's quizzes, with the total (user/getUserResults).",
      resolve: (domain, _args, ctx) => learnerAccountResults(ctx, domain.id),
    }),
    programs: t.prismaField({
      type: ['Program'],
      description: "The account's programs the learner sees, open and closed.",
      resolve: (query, domain, _args, ctx) => {
        if (ctx.viewer.kind !== 'learner') return [];
        const { organizationId, learnerId } = ctx.viewer;
        return ctx.prisma.program.findMany({
          ...query,
          where: {
            accountId: domain.id,
            OR: [learnerProgramsWhere(organizationId, learnerId, false), learnerProgramsWhere(organizationId, learnerId, true)],
          },
          orderBy: programOrder,
        });
      },
    }),
  }),
});

const CertificateRef = builder.objectRef<LearnerCertificate>('Certificate').implement({
  fields: (t) => ({
    displayName: t.exposeString('displayName'),
    url: t.exposeString('url', { description: "The download: an uploaded file's signed, expiring read URL, or the released certificate as SVG." }),
    pngUrl: t.exposeString('pngUrl', { nullable: true, description: 'The released certificate drawn as PNG; null for an uploaded file.' }),
    domainName: t.exposeString('domainName'),
    domainId: t.globalID({ resolve: (certificate) => ({ type: 'Domain', id: certificate.domainId }) }),
  }),
});

builder.objectFields(LearnerRef, (t) => ({
  domains: t.field({
    type: [DomainRef],
    description: 'Accounts whose programs the learner sees; closed: true lists the closed ones.',
    args: { closed: t.arg.boolean({ required: false }) },
    resolve: (learner, args, ctx) =>
      domainViews(ctx, learner.id, learnerDomainsWhere(learner.organizationId, learner.id, args.closed ? 'closed' : 'open')),
  }),
  availableDomains: t.field({
    type: [DomainRef],
    description: 'Accounts the learner may register in by their registration form.',
    resolve: async (learner, _args, ctx) =>
      withPublishedForms(ctx, await domainViews(ctx, learner.id, learnerDomainsWhere(learner.organizationId, learner.id, 'available')), (domain) => domain.registrationFormId),
  }),
  certificates: t.field({
    type: [CertificateRef],
    resolve: (learner, _args, ctx) => (ctx.viewer.kind === 'learner' && ctx.viewer.learnerId === learner.id ? learnerCertificates(ctx) : []),
  }),
}));
