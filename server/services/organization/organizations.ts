// Organisation data: the public part anyone may read, and the whole of it for
// the organisation's holders and platform admins.
import type { RequestContext } from '../../context.ts';
import { requireOrganization } from '../../context.ts';
import type { Organization, Prisma } from '../../db/generated/client.ts';
import { AppError } from '../../errors.ts';
import { normalizeOrganizationAlias } from '../../../domain/organization/alias.ts';
import { imageSourcesOf, type ImageSources } from '../../../domain/organization/imageSources.ts';
import { shownLandingHtml, shownLandingTemplate } from './orgSettings.ts';

/** `images`: where the landing template's banner may come from (imageSourcesOf(config)). */
export function publicOrganizationData(org: Organization, images: ImageSources) {
  return {
    alias: org.alias,
    banner: org.banner,
    background: org.background,
    primaryColor: org.primaryColor,
    supportLink: org.supportLink,
    tier: org.tier,
    availableProgramsMsg: org.availableProgramsMsg,
    introductionMsg: org.introductionMsg,
    socialMedia: org.socialMedia,
    isLive: org.isLive,
    landingPageTemplate: shownLandingTemplate(org.landingPageTemplate, images),
    // whether the entry screen asks for a mailed code after the e-mail (issue 15)
    verifiedSignIn: org.verifiedSignIn,
  };
}

/** The organisation of an alias, as typed or read from a host name (anything that is not text arrives as ''). */
export async function organizationByAlias(ctx: RequestContext, typed: string): Promise<Organization> {
  const alias = typed.trim().toLowerCase();
  if (!alias) throw new AppError('invalid_data_entry', { field: 'alias' });
  const org = await ctx.prisma.organization.findUnique({ where: { alias } });
  if (!org) throw new AppError('organizationNotFound', { field: 'alias' });
  return org;
}

/** The organisation of an organisation holder's session, with its private fields. */
export function heldOrganizationData(ctx: RequestContext) {
  const org = requireOrganization(ctx);
  const images = imageSourcesOf(ctx.config);
  return { ...publicOrganizationData(org, images), name: org.name, landingPageHtml: shownLandingHtml(org.landingPageHtml, images) };
}

/** The public landing page's organisation: its alias as typed (cut to 100 characters); a malformed one names none ('' matches no row). */
export function landingPageWhere(alias: string): Prisma.OrganizationWhereUniqueInput {
  return { alias: normalizeOrganizationAlias(alias.slice(0, 100)) ?? '' };
}
