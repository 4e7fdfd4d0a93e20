// admin/setOrgProperty and its GraphQL twin: the organisation holder sets one
// property of their own organisation at a time, each checked by its rule
// (admin spec §7, docs/decisions/orgSettings.md) before it is stored. A bad
// value is refused with a code and a field, and changes nothing. Every write
// is announced, so every server process forgets its cached organisation.
import { z } from 'zod';
import { imageSourcesOf, isAllowedImageSource, type ImageSources } from '../../../domain/organization/imageSources.ts';
import {
  checkImageAddress,
  isOrganizationColor,
  type ImageAddress,
  type OrganizationPropertyChange,
} from '../../../domain/organization/orgSettingsInputs.ts';
import type { LandingTemplate } from '../../../domain/organization/landingTemplate.ts';
import { requireAdmin } from '../../auth/scopes.ts';
import type { RequestContext } from '../../context.ts';
import type { Organization, Prisma } from '../../db/generated/client.ts';
import { announceOrganizationChange } from '../../pubsub/organizationChanges.ts';
import { sanitizeHtml } from '../../security/sanitizeHtml.ts';
import { AppError } from '../../errors.ts';

/** The organisation holder's own organisation id; anyone else is refused. */
export function requireHeldOrganizationId(ctx: RequestContext): string {
  return requireAdmin(ctx, 'ORG_HOLDER').organizationId;
}

/** An image's address as stored: a file of this server's storage must be an image uploaded to this organisation. */
async function storedImage(ctx: RequestContext, organizationId: string, image: ImageAddress | null, field: string): Promise<string | null> {
  if (image?.key == null) return image?.address ?? null;
  const file = await ctx.prisma.storedFile.findFirst({ where: { key: image.key, organizationId }, select: { contentType: true } });
  if (!file) throw new AppError('notFound', { field });
  if (!file.contentType.startsWith('image/')) throw new AppError('invalid_image_type', { field });
  return image.address;
}

/** The template (its shape checked at the edge), with a banner of an allowed origin and a colour the platform applies. */
async function landingTemplate(ctx: RequestContext, organizationId: string, template: LandingTemplate): Promise<Prisma.InputJsonObject> {
  const banner = checkImageAddress(template.banner, imageSourcesOf(ctx.config));
  if (!banner.ok) throw new AppError(banner.code, { field: 'landingPageTemplate.banner' });
  const storedBanner = await storedImage(ctx, organizationId, banner.value, 'landingPageTemplate.banner');
  if (!isOrganizationColor(template.primaryColor)) throw new AppError('invalidColor', { field: 'landingPageTemplate.primaryColor' });
  return { ...template, banner: storedBanner, primaryColor: template.primaryColor.trim() };
}

/** The column update one property makes (its value checked at the edge: domain/organization/orgSettingsInputs.ts), after the rules that need the server. */
async function updateOf(ctx: RequestContext, organizationId: string, change: OrganizationPropertyChange): Promise<Prisma.OrganizationUpdateInput> {
  switch (change.property) {
    case 'banner':
    case 'background':
      return { [change.property]: await storedImage(ctx, organizationId, change.value, change.property) };
    case 'landingPageHtml': {
      const html = change.value === null ? '' : sanitizeHtml(change.value, imageSourcesOf(ctx.config)).trim();
      return { landingPageHtml: html || null };
    }
    case 'landingPageTemplate':
      return { landingPageTemplate: change.value === null ? (null as unknown as Prisma.InputJsonValue) : await landingTemplate(ctx, organizationId, change.value) };
    case 'socialMedia':
      return { socialMedia: change.value };
    case 'primaryColor':
    case 'supportLink':
    case 'availableProgramsMsg':
    case 'introductionMsg':
    case 'isLive':
    case 'assistantDailyLimit':
    case 'verifiedSignIn':
      return { [change.property]: change.value };
  }
}

/** Sets one property of the holder's organisation; the organisation as saved. */
export async function setOrganizationProperty(ctx: RequestContext, change: OrganizationPropertyChange): Promise<Organization> {
  const organizationId = requireHeldOrganizationId(ctx);
  const data = await updateOf(ctx, organizationId, change);
  const organization = await ctx.prisma.organization.update({ where: { id: organizationId }, data });
  announceOrganizationChange(ctx, organizationId);
  return organization;
}

/**
 * The e-mails of the organisation's verified learners: those who confirmed
 * themselves by accepting the privacy policy and the terms (registration, or
 * the acceptance asked at sign-in). Learners only uploaded by an owner are not.
 */
export async function verifiedLearnerEmails(ctx: RequestContext, alias?: string): Promise<string[]> {
  const organizationId = requireHeldOrganizationId(ctx);
  // the legacy body may name the organisation (trimmed, lower-cased at the edge): it must be the holder's
  if (alias !== undefined) {
    const named = await ctx.prisma.organization.findUnique({ where: { alias }, select: { id: true } });
    if (named?.id !== organizationId) throw new AppError('forbidden', { field: 'alias' });
  }
  const learners = await ctx.prisma.learner.findMany({
    where: { organizationId, privacyPolicyAccepted: true, termsAccepted: true },
    select: { email: true },
    orderBy: { email: 'asc' },
  });
  return learners.map((learner) => learner.email);
}

/** Landing HTML as it is shown: sanitised again on the way out (images elsewhere than `images` removed). */
export function shownLandingHtml(html: string | null, images: ImageSources): string | null {
  return html ? sanitizeHtml(html, images) : html;
}

/**
 * A stored landing template as it is shown: a banner saved before IMAGE_HOSTS
 * applied (or from an origin no longer listed) is not shown; the rest as stored.
 */
export function shownLandingTemplate<T>(stored: T, images: ImageSources): T {
  const template = storedBannerTemplate.safeParse(stored);
  return template.success && !isAllowedImageSource(template.data.banner, images) ? { ...stored, banner: null } : stored;
}

/** The part of a stored landing template the banner rule reads: an object with a banner address (anything else is shown as stored). */
const storedBannerTemplate = z.looseObject({ banner: z.string() });
