// What setting one property of the holder's organisation takes
// (admin/setOrgProperty, setOrganizationProperty; admin spec §7,
// docs/decisions/orgSettings.md): the property, and a value whose rule
// depends on it, refused on the property's name (a social link or a
// template's part on its own dotted name, as always). A value not sent is
// null, which clears most properties. What needs the server stays with the
// service: an uploaded image must be this organisation's image file, the
// landing HTML is sanitised, and the template's banner must come from an
// allowed origin before its colour is looked at.
import { z } from 'zod';
import { applicableColor } from '../colors.ts';
import { decodePathname } from '../files/urlPath.ts';
import { isHttpUrl } from '../program/tree.ts';
import { isAllowedImageSource, type ImageSources } from './imageSources.ts';
import { landingTemplateSchema } from './landingTemplate.ts';

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

type Refusal = 'invalid_data_entry' | 'invalidLink' | 'invalidColor' | 'invalid_image_type';
/** A rule's answer: the value to store, or the refusal's code. */
export type Checked<T> = { ok: true; value: T } | { ok: false; code: Refusal };
const invalid = { error: 'invalid_data_entry' } as const;

/** Absent, null or only spaces: the property is cleared. */
const isBlank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** An image as given: its address, and the storage key when it names a file of this server (/files/…). */
export interface ImageAddress {
  address: string;
  key: string | null;
}

/** The storage key of this server's /files/ address, absolute or relative; null for any other address. */
function storageKey(address: string): string | null {
  try {
    const key = decodePathname(new URL(address, 'http://local').pathname)?.slice(1);
    return key?.startsWith('files/') ? key : null;
  } catch {
    return null;
  }
}

/**
 * An image: a /files/ address of this server, or an http(s) address ending in
 * an image extension; with `landing` (a landing page's image), another
 * address must be on an allowed origin (invalidLink otherwise: no third party
 * may be called by every visitor's browser). Blank is none.
 */
export function checkImageAddress(value: string | null, landing: ImageSources | null): Checked<ImageAddress | null> {
  if (value === null || value.trim() === '') return { ok: true, value: null };
  if (value.length > ORG_LIMITS.url) return { ok: false, code: 'invalid_data_entry' };
  const address = value.trim();
  const relative = address.startsWith('/') && !address.startsWith('//');
  if (!relative && !isHttpUrl(address)) return { ok: false, code: 'invalidLink' };
  const key = storageKey(address);
  if (key !== null) return key.includes('..') ? { ok: false, code: 'invalid_data_entry' } : { ok: true, value: { address, key } };
  if (relative) return { ok: false, code: 'invalid_data_entry' };
  if (landing && !isAllowedImageSource(address, landing)) return { ok: false, code: 'invalidLink' };
  if (!IMAGE_EXTENSION.test(new URL(address).pathname)) return { ok: false, code: 'invalid_image_type' };
  return { ok: true, value: { address, key: null } };
}

/** A colour the platform can apply, of at most 60 characters. */
export const isOrganizationColor = (color: string): boolean => color.length <= ORG_LIMITS.color && applicableColor(color, '') !== '';

/** Text, or null when blank; anything else refused with `code`. */
const textOrBlank = (code: Refusal) =>
  z.unknown().transform((value, ctx): string | null => {
    if (isBlank(value)) return null;
    if (typeof value === 'string') return value;
    ctx.addIssue({ code: 'custom', message: code });
    return z.NEVER;
  });

/** Text checked by `check` (null when blank); anything but text is refused with `notText`. */
const ruled = <T>(check: (text: string) => Checked<T>, notText: Refusal) =>
  textOrBlank(notText).transform((text, ctx): T | null => {
    if (text === null) return null;
    const checked = check(text);
    if (checked.ok) return checked.value;
    ctx.addIssue({ code: 'custom', message: checked.code });
    return z.NEVER;
  });

const valid = <T>(value: T): Checked<T> => ({ ok: true, value });
const refused = (code: Refusal): Checked<never> => ({ ok: false, code });

const image = ruled((text) => checkImageAddress(text, null), 'invalid_data_entry');
const httpLink = ruled((text) => (text.length <= ORG_LIMITS.url && isHttpUrl(text) ? valid(text.trim()) : refused('invalidLink')), 'invalidLink');
/** Plain text of at most `limit` characters, trimmed (`trim`) or as typed. */
const message = (limit: number, trim = true) =>
  ruled((text) => (text.length <= limit ? valid(trim ? text.trim() : text) : refused('invalid_data_entry')), 'invalid_data_entry');

/** { facebook, instagram, youtube, telegram, whatsapp }: each an http(s) address or blank (left out); no other key. */
const socialMedia = z.unknown().transform((value, ctx): Record<string, string> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    ctx.addIssue({ code: 'custom', message: 'invalid_data_entry', path: ['socialMedia'] });
    return z.NEVER;
  }
  const links: Record<string, string> = {};
  for (const [network, link] of Object.entries(value)) {
    const known = (SOCIAL_NETWORKS as readonly string[]).includes(network);
    const checked = known ? httpLink.safeParse(link) : null;
    if (!checked?.success) {
      ctx.addIssue({ code: 'custom', message: known ? 'invalidLink' : 'invalid_data_entry', path: [known ? `socialMedia.${network}` : 'socialMedia'] });
      return z.NEVER;
    }
    if (checked.data) links[network] = checked.data;
  }
  return links;
});

/** The template's shape (its banner and colour are the service's to check next); null clears it. A part at fault is named landingPageTemplate.<path>. */
const landingPageTemplate = z.unknown().transform((value, ctx) => {
  if (value === null) return null;
  const parsed = landingTemplateSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const path = parsed.error.issues[0]?.path ?? [];
  ctx.addIssue({ code: 'custom', message: 'invalid_data_entry', path: [['landingPageTemplate', ...path.map(String)].join('.')] });
  return z.NEVER;
});

const valueRules = {
  banner: image,
  background: image,
  primaryColor: ruled((text) => (isOrganizationColor(text) ? valid(text.trim()) : refused('invalidColor')), 'invalidColor'),
  supportLink: httpLink,
  availableProgramsMsg: message(ORG_LIMITS.availableProgramsMsg),
  introductionMsg: message(ORG_LIMITS.introductionMsg),
  // sanitised by the service, which knows where images may come from
  landingPageHtml: message(ORG_LIMITS.landingPageHtml, false),
  socialMedia,
  landingPageTemplate,
  isLive: z.boolean(invalid),
  // the course assistant's questions per learner per day: a whole number 0..1000 (0 turns it off); null: the platform's
  assistantDailyLimit: z.number(invalid).int(invalid).min(0, invalid).max(ORG_LIMITS.assistantDailyLimit, invalid).nullable(),
  verifiedSignIn: z.boolean(invalid),
} satisfies Record<OrganizationProperty, z.ZodType>;

/** One property and its checked value. */
export type OrganizationPropertyChange = { [P in OrganizationProperty]: { property: P; value: z.output<(typeof valueRules)[P]> } }[OrganizationProperty];

/** admin/setOrgProperty's body and setOrganizationProperty's input: a value not sent is null. */
export const organizationPropertyChange = z
  .object({ property: z.enum(ORGANIZATION_PROPERTIES, invalid), value: z.unknown().optional() })
  .transform(({ property, value }, ctx): OrganizationPropertyChange => {
    const checked = valueRules[property].safeParse(value ?? null);
    if (checked.success) return { property, value: checked.data } as OrganizationPropertyChange;
    const [issue] = checked.error.issues;
    // a rule that names its own field (a social network, a template's part) keeps it
    ctx.addIssue({ code: 'custom', message: issue?.message ?? 'invalid_data_entry', path: issue?.path.length ? issue.path : [property] });
    return z.NEVER;
  });

/** admin/getOrgVerifiedEmails: optionally the organisation's alias, which must be the holder's. */
export const verifiedEmailsBody = z.object({
  alias: z
    .string(invalid)
    .refine((alias) => alias.trim() !== '', invalid)
    .transform((alias) => alias.trim().toLowerCase())
    .optional(),
});
