// admin/setOrgProperty and its GraphQL twin: the organisation holder sets one
// property of their own organisation at a time, each checked by its rule
// (admin spec §7, docs/decisions/orgSettings.md) before it is stored. A bad
// value is refused with a code and a field, and changes nothing. Every write
// is announced, so every server process forgets its cached organisation.
import { applicableColor } from '../../../domain/colors.ts';
import { decodePathname } from '../../../domain/files/urlPath.ts';
import { imageSourcesOf, isAllowedImageSource, type ImageSources } from '../../../domain/organization/imageSources.ts';
import { landingTemplateSchema } from '../../../domain/organization/landingTemplate.ts';
import { isHttpUrl } from '../../../domain/program/tree.ts';
import type { RequestContext } from '../../context.ts';
import type { Organization, Prisma } from '../../db/generated/client.ts';
import { announceOrganizationChange } from '../../pubsub/organizationChanges.ts';
import { sanitizeHtml } from '../../security/sanitizeHtml.ts';
import { AppError } from '../../errors.ts';

export const ORGANIZATION_PROPERTIES = [
  'banner',
  'background',
  'primaryColor',
  'supportLink',
  'availableProgramsMsg',
  'introductionMsg',
  'landingPageHtml',
  'socialMedia',
  'landingPageTemplate',
  'isLive',
  'assistantDailyLimit',
  // learners confirm their e-mail with a mailed one-time code (docs/decisions/verifiedSignIn.md)
  'verifiedSignIn',
] as const;
export type OrganizationProperty = (typeof ORGANIZATION_PROPERTIES)[number];

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'youtube', 'telegram', 'whatsapp'] as const;

export const ORG_LIMITS = { url: 2_000, availableProgramsMsg: 1_000, introductionMsg: 5_000, landingPageHtml: 100_000, color: 60, assistantDailyLimit: 1_000 } as const;

const IMAGE_EXTENSION = /\.(png|jpe?g|gif|webp|svg)$/i;

/** The organisation holder's own organisation id; anyone else is refused. */
export function requireHeldOrganizationId(ctx: RequestContext): string {
  const { viewer } = ctx;
  if (viewer.kind === 'anonymous') throw new AppError('unauthenticated');
  if (viewer.kind !== 'admin' || viewer.role !== 'ORG_HOLDER') throw new AppError('forbidden');
  return viewer.organizationId;
}

const blank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

function httpUrl(value: unknown, field: string): string | null {
  if (blank(value)) return null;
  if (typeof value !== 'string' || value.length > ORG_LIMITS.url || !isHttpUrl(value)) throw new AppError('invalidLink', { field });
  return value.trim();
}

/** The storage key of this server's /files/ address, absolute or relative; null for any other address. */
function storageKey(value: string): string | null {
  try {
    const key = decodePathname(new URL(value, 'http://local').pathname)?.slice(1);
    return key?.startsWith('files/') ? key : null;
  } catch {
    return null;
  }
}

/**
 * An image: a file of this server's storage (a /files/ address) uploaded to
 * this organisation as an image, or an http(s) address ending in an image
 * extension. `landing`: an image of the public landing page, whose other
 * addresses must be on an IMAGE_HOSTS origin (invalidLink otherwise: no third
 * party may be called by every visitor's browser). '' or null clears it.
 */
async function imageAddress(ctx: RequestContext, organizationId: string, value: unknown, field: string, landing = false): Promise<string | null> {
  if (blank(value)) return null;
  if (typeof value !== 'string' || value.length > ORG_LIMITS.url) throw new AppError('invalid_data_entry', { field });
  const address = value.trim();
  const relative = address.startsWith('/') && !address.startsWith('//');
  if (!relative && !isHttpUrl(address)) throw new AppError('invalidLink', { field });
  const key = storageKey(address);
  if (key !== null) {
    if (key.includes('..')) throw new AppError('invalid_data_entry', { field });
    const file = await ctx.prisma.storedFile.findFirst({ where: { key, organizationId }, select: { contentType: true } });
    if (!file) throw new AppError('notFound', { field });
    if (!file.contentType.startsWith('image/')) throw new AppError('invalid_image_type', { field });
    return address;
  }
  if (relative) throw new AppError('invalid_data_entry', { field });
  if (landing && !isAllowedImageSource(address, imageSourcesOf(ctx.config))) throw new AppError('invalidLink', { field });
  if (!IMAGE_EXTENSION.test(new URL(address).pathname)) throw new AppError('invalid_image_type', { field });
  return address;
}

/** Plain text: '' or null clears it; longer than its limit is refused. */
function message(value: unknown, field: 'availableProgramsMsg' | 'introductionMsg'): string | null {
  if (blank(value)) return null;
  if (typeof value !== 'string' || value.length > ORG_LIMITS[field]) throw new AppError('invalid_data_entry', { field });
  return value.trim();
}

function color(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.length > ORG_LIMITS.color || applicableColor(value, '') === '') throw new AppError('invalidColor', { field });
  return value.trim();
}

/** { facebook, instagram, youtube, telegram, whatsapp }: each an http(s) address or empty; no other key. */
function socialMedia(value: unknown): Prisma.InputJsonObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new AppError('invalid_data_entry', { field: 'socialMedia' });
  const links: Record<string, string> = {};
  for (const [network, link] of Object.entries(value)) {
    if (!(SOCIAL_NETWORKS as readonly string[]).includes(network)) throw new AppError('invalid_data_entry', { field: 'socialMedia' });
    const url = httpUrl(link, `socialMedia.${network}`);
    if (url) links[network] = url;
  }
  return links;
}

async function landingTemplate(ctx: RequestContext, organizationId: string, value: unknown): Promise<Prisma.InputJsonObject | null> {
  if (value === null) return null;
  const parsed = landingTemplateSchema.safeParse(value);
  if (!parsed.success) {
    const path = parsed.error.issues[0]?.path ?? [];
    throw new AppError('invalid_data_entry', { field: ['landingPageTemplate', ...path.map(String)].join('.') });
  }
  const template = parsed.data;
  return {
    ...template,
    banner: await imageAddress(ctx, organizationId, template.banner, 'landingPageTemplate.banner', true),
    primaryColor: color(template.primaryColor, 'landingPageTemplate.primaryColor'),
  };
}

/** The column update one property makes, after its rule. */
async function updateOf(ctx: RequestContext, organizationId: string, property: OrganizationProperty, value: unknown): Promise<Prisma.OrganizationUpdateInput> {
  switch (property) {
    case 'banner':
    case 'background':
      return { [property]: await imageAddress(ctx, organizationId, value, property) };
    case 'primaryColor':
      return { primaryColor: blank(value) ? null : color(value, 'primaryColor') };
    case 'supportLink':
      return { supportLink: httpUrl(value, 'supportLink') };
    case 'availableProgramsMsg':
    case 'introductionMsg':
      return { [property]: message(value, property) };
    case 'landingPageHtml': {
      if (blank(value)) return { landingPageHtml: null };
      if (typeof value !== 'string' || value.length > ORG_LIMITS.landingPageHtml) throw new AppError('invalid_data_entry', { field: 'landingPageHtml' });
      const html = sanitizeHtml(value, imageSourcesOf(ctx.config)).trim();
      return { landingPageHtml: html || null };
    }
    case 'socialMedia':
      return { socialMedia: socialMedia(value) };
    case 'landingPageTemplate': {
      const template = await landingTemplate(ctx, organizationId, value);
      return { landingPageTemplate: template ?? (null as unknown as Prisma.InputJsonValue) };
    }
    case 'isLive':
      if (typeof value !== 'boolean') throw new AppError('invalid_data_entry', { field: 'isLive' });
      return { isLive: value };
    case 'assistantDailyLimit':
      // the course assistant's questions per learner per day: a whole number 0..1000 (0 turns it off); null: the platform's
      if (value === null) return { assistantDailyLimit: null };
      if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0 || value > ORG_LIMITS.assistantDailyLimit) {
        throw new AppError('invalid_data_entry', { field: 'assistantDailyLimit' });
      }
      return { assistantDailyLimit: value };
    case 'verifiedSignIn':
      if (typeof value !== 'boolean') throw new AppError('invalid_data_entry', { field: 'verifiedSignIn' });
      return { verifiedSignIn: value };
  }
}

export function isOrganizationProperty(value: unknown): value is OrganizationProperty {
  return typeof value === 'string' && (ORGANIZATION_PROPERTIES as readonly string[]).includes(value);
}

/** Sets one property of the holder's organisation; the organisation as saved. */
export async function setOrganizationProperty(ctx: RequestContext, property: unknown, value: unknown): Promise<Organization> {
  const organizationId = requireHeldOrganizationId(ctx);
  if (!isOrganizationProperty(property)) throw new AppError('invalid_data_entry', { field: 'property' });
  const data = await updateOf(ctx, organizationId, property, value);
  const organization = await ctx.prisma.organization.update({ where: { id: organizationId }, data });
  announceOrganizationChange(ctx, organizationId);
  return organization;
}

/**
 * The e-mails of the organisation's verified learners: those who confirmed
 * themselves by accepting the privacy policy and the terms (registration, or
 * the acceptance asked at sign-in). Learners only uploaded by an owner are not.
 */
export async function verifiedLearnerEmails(ctx: RequestContext, alias?: unknown): Promise<string[]> {
  const organizationId = requireHeldOrganizationId(ctx);
  if (alias !== undefined) {
    if (typeof alias !== 'string' || !alias.trim()) throw new AppError('invalid_data_entry', { field: 'alias' });
    const named = await ctx.prisma.organization.findUnique({ where: { alias: alias.trim().toLowerCase() }, select: { id: true } });
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
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return stored;
  const { banner } = stored as { banner?: unknown };
  return typeof banner === 'string' && !isAllowedImageSource(banner, images) ? { ...stored, banner: null } : stored;
}
