// An account as a learner sees it: the spec's "domain", with its programs.
// The views and their reads are the service's (server/services/learner/learnerDomains.ts).
import { learnerCertificates, type LearnerCertificate } from '../../../server/services/certificates/learnerCertificates.ts';
import { mayReadLearner, isViewerLearner } from '../../../server/services/learner/learnerAccess.ts';
import { availableDomains, learnerDomains, viewerDomain, viewerDomainPrograms, type DomainView } from '../../../server/services/learner/learnerDomains.ts';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../builder.ts';
import { LearnerRef } from './learner.ts';
import { AccountResultsRef } from '../results/quizResult.ts';
import { learnerAccountResults } from '../../../server/services/results/quizResults.ts';

export const DomainRef = builder.objectRef<DomainView>('Domain');

builder.node(DomainRef, {
  id: { resolve: (domain) => domain.id },
  // the view is its learner's: read by whoever may read that learner
  authScopes: (domain, ctx) => mayReadLearner(ctx, { id: domain.learnerId, organizationId: domain.organizationId }),
  isTypeOf: (value) => (value as { kind?: unknown })?.kind === 'domain',
  loadOne: (id, ctx) => viewerDomain(ctx, id),
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
      resolve: (query, domain, _args, ctx) => viewerDomainPrograms(ctx, domain.id, query),
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
    resolve: (learner, args, ctx) => learnerDomains(ctx, learner, args.closed ?? false),
  }),
  availableDomains: t.field({
    type: [DomainRef],
    description: 'Accounts the learner may register in by their registration form.',
    resolve: (learner, _args, ctx) => availableDomains(ctx, learner),
  }),
  certificates: t.field({
    type: [CertificateRef],
    resolve: (learner, _args, ctx) => (isViewerLearner(ctx, learner.id) ? learnerCertificates(ctx) : []),
  }),
}));
