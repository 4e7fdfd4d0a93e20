import { hasRole, isAdmin } from '../../../server/auth/scopes.ts';
import { requireOrganization, type RequestContext } from '../../../server/context.ts';
import { imageSourcesOf } from '../../../domain/organization/imageSources.ts';
import { shownLandingHtml, shownLandingTemplate } from '../../../server/services/organization/orgSettings.ts';
import { builder } from '../../builder.ts';

export const SocialMedia = builder.objectRef<Record<string, unknown>>('SocialMedia').implement({
  fields: (t) => {
    const link = (name: string) =>
      t.string({ nullable: true, resolve: (links) => (typeof links[name] === 'string' ? (links[name] as string) : null) });
    return {
      facebook: link('facebook'),
      instagram: link('instagram'),
      youtube: link('youtube'),
      telegram: link('telegram'),
      whatsapp: link('whatsapp'),
    };
  },
});

/** The organisation holder of this organisation, or a platform admin. */
const holderOrPlatform = (org: { id: string }, _args: unknown, { viewer }: RequestContext) =>
  (isAdmin(viewer) && hasRole(viewer, 'ORG_HOLDER') && viewer.organizationId === org.id) || hasRole(viewer, 'PLATFORM_ADMIN');

export const OrganizationRef = builder.prismaNode('Organization', {
  id: { field: 'id' },
  // The public fields of the organisation a request is for are public (legacy
  // getOrgDataByAlias, which names it by its alias); another organisation's are
  // not, so node(id:) does not list every organisation of the platform.
  authScopes: (org, ctx) => org.id === ctx.organization?.id || hasRole(ctx.viewer, 'PLATFORM_ADMIN'),
  fields: (t) => ({
    alias: t.exposeString('alias'),
    name: t.exposeString('name'),
    banner: t.exposeString('banner', { nullable: true }),
    background: t.exposeString('background', { nullable: true }),
    primaryColor: t.exposeString('primaryColor', { nullable: true }),
    supportLink: t.exposeString('supportLink', { nullable: true }),
    availableProgramsMsg: t.exposeString('availableProgramsMsg', { nullable: true }),
    introductionMsg: t.exposeString('introductionMsg', { nullable: true }),
    socialMedia: t.field({
      type: SocialMedia,
      resolve: (org) => (org.socialMedia && typeof org.socialMedia === 'object' ? (org.socialMedia as Record<string, unknown>) : {}),
    }),
    tier: t.exposeString('tier'),
    isLive: t.exposeBoolean('isLive'),
    assistantDailyLimit: t.exposeInt('assistantDailyLimit', {
      nullable: true,
      description: "the course assistant's questions per learner per day; null: the platform's (ASSISTANT_DAILY_LIMIT)",
      authScopes: holderOrPlatform,
    }),
    landingPageTemplate: t.field({
      type: 'JSON',
      nullable: true,
      resolve: (org, _args, ctx) => shownLandingTemplate(org.landingPageTemplate, imageSourcesOf(ctx.config)),
    }),
    landingPageHtml: t.string({
      nullable: true,
      description: 'Sanitised again as it is read.',
      authScopes: holderOrPlatform,
      resolve: (org, _args, ctx) => shownLandingHtml(org.landingPageHtml, imageSourcesOf(ctx.config)),
    }),
    accounts: t.relatedConnection('accounts', {
      cursor: 'id',
      totalCount: true,
      authScopes: holderOrPlatform,
      // archived ("deleted") accounts are listed apart: Organization.archivedAccounts
      query: { where: { archivedAt: null }, orderBy: [{ order: 'asc' }, { createdAt: 'asc' }] },
    }),
  }),
});

builder.queryFields((t) => ({
  organization: t.prismaField({
    type: 'Organization',
    description: 'The organisation resolved for this request (host name, x-org-alias header, else dev).',
    authScopes: { public: true },
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.organization.findUniqueOrThrow({ ...query, where: { id: requireOrganization(ctx).id } }),
  }),
}));
