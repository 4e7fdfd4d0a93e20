// An organisation's public landing page (/landing-page/:orgAlias): anyone
// reads it by the organisation's alias, as the legacy user/getOrgDataByAlias
// let anyone read the organisation's public fields. Not a Node: it is a view
// of the organisation for visitors, not a row of its own. A page that is not
// live answers alias, name and isLive only (the landing router and the page
// need them to send the visitor elsewhere); its content stays private.
import type { Organization } from '../../../server/db/generated/client.ts';
import type { RequestContext } from '../../../server/context.ts';
import { sanitizeHtml } from '../../../server/security/sanitizeHtml.ts';
import { shownLandingTemplate } from '../../../server/services/organization/orgSettings.ts';
import { landingPageWhere } from '../../../server/services/organization/organizations.ts';
import { LANDING_PAGE_COURSES } from '../../../server/services/courseIntroductions/courseIntroductions.ts';
import { imageSourcesOf } from '../../../domain/organization/imageSources.ts';
import { landingPageMode } from '../../../domain/organization/landingPageMode.ts';
import { readLandingTemplate, type LandingTemplate } from '../../../domain/organization/landingTemplate.ts';
import { builder } from '../../builder.ts';
import { SocialMedia } from './organization.ts';
import { CourseStatistic } from '../courseIntroductions/courseIntroduction.ts';

const LandingPageModeEnum = builder.enumType('LandingPageMode', {
  description: 'HTML: the sanitised landingPageHtml is shown; TEMPLATE: the landing page template (domain/organization/landingPageMode.ts).',
  values: ['HTML', 'TEMPLATE'] as const,
});

const LandingTemplateRef = builder.objectRef<LandingTemplate>('LandingTemplate').implement({
  description: 'The landing page template, read leniently: what does not parse is its default.',
  fields: (t) => ({
    banner: t.exposeString('banner', { nullable: true }),
    introduction: t.exposeString('introduction', { description: '**bold** and *italic* markup' }),
    programsIntroductionText: t.exposeString('programsIntroductionText'),
    primaryColor: t.exposeString('primaryColor'),
    statistics: t.field({ type: [CourseStatistic], resolve: (template) => template.statistics }),
  }),
});

/** Sanitising runs jsdom: once per row and request, however many fields ask. */
const sanitised = new WeakMap<Organization, string>();
function sanitisedHtmlOf(org: Organization, ctx: RequestContext): string {
  let html = sanitised.get(org);
  if (html === undefined) {
    html = sanitizeHtml(org.landingPageHtml ?? '', imageSourcesOf(ctx.config));
    sanitised.set(org, html);
  }
  return html;
}

export const LandingPageRef = builder.prismaObject('Organization', {
  variant: 'LandingPage',
  description: "An organisation's public landing page. Content fields are null (courses empty) while the page is not live.",
  fields: (t) => ({
    alias: t.exposeString('alias'),
    name: t.exposeString('name'),
    isLive: t.exposeBoolean('isLive'),
    mode: t.field({
      type: LandingPageModeEnum,
      nullable: true,
      resolve: (org, _args, ctx) => (org.isLive ? landingPageMode(sanitisedHtmlOf(org, ctx)) : null),
    }),
    html: t.string({
      nullable: true,
      description: 'The sanitised HTML, in html mode only.',
      resolve: (org, _args, ctx) => (org.isLive && landingPageMode(sanitisedHtmlOf(org, ctx)) === 'HTML' ? sanitisedHtmlOf(org, ctx) : null),
    }),
    template: t.field({
      type: LandingTemplateRef,
      nullable: true,
      description: 'The template, in template mode only.',
      resolve: (org, _args, ctx) =>
        org.isLive && landingPageMode(sanitisedHtmlOf(org, ctx)) === 'TEMPLATE'
          ? shownLandingTemplate(readLandingTemplate(org.landingPageTemplate), imageSourcesOf(ctx.config))
          : null,
    }),
    supportLink: t.string({ nullable: true, resolve: (org) => (org.isLive ? org.supportLink : null) }),
    socialMedia: t.field({
      type: SocialMedia,
      nullable: true,
      resolve: (org) => (org.isLive && org.socialMedia && typeof org.socialMedia === 'object' ? (org.socialMedia as Record<string, unknown>) : null),
    }),
    courses: t.relation('courseIntroductions', {
      description: "The course introductions of the organisation's published accounts that are not archived, oldest first; none while the page is not live.",
      query: LANDING_PAGE_COURSES,
    }),
  }),
});

builder.queryFields((t) => ({
  landingPage: t.prismaField({
    type: LandingPageRef,
    nullable: true,
    description: 'The landing page of the organisation with this alias (public); null when there is no such organisation.',
    args: { alias: t.arg.string({ required: true }) },
    authScopes: { public: true },
    resolve: (query, _root, { alias }, ctx) => ctx.prisma.organization.findUnique({ ...query, where: landingPageWhere(alias) }),
  }),
}));
