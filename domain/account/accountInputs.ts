// What setting one property of the owner's account takes
// (admin/setAccountProperty, setAccountProperty): the property, and a value
// whose rule depends on it (admin spec §5). A bad value is refused with the
// property's name as its field. The rules that read the database stay with
// the service: the quizzes and folders named must be the account's, the
// registration form one of its forms, and the timed-only settings are refused
// on an untimed account before their value is looked at (so those two values
// are deferred: domain/validation/deferredInput.ts).
import { z } from 'zod';
import { applicableColor } from '../colors.ts';
import { isHttpUrl } from '../program/tree.ts';
import { deferred } from '../validation/deferredInput.ts';
import { isNonNegativeInteger } from '../validation/inputRules.ts';

export const ACCOUNT_PROPERTIES = [
  'alias',
  'primaryColor',
  'banner',
  'certificateTemplate',
  'completionDays',
  'timedAccountCompletionCriteria',
  'useCertificateTemplate',
  'certificateReleaseCriteria',
  'certificateTemplateUserKeywords',
  'useRegForm',
  'hideAccountToQuiz',
  'accountClosed',
  'disableDownloads',
  'regForm',
  'folderDisplayNames',
] as const;
export type AccountProperty = (typeof ACCOUNT_PROPERTIES)[number];

const MAX_KEYWORDS = 50;
const MAX_TEXT = 300;
const MAX_LISTED = 500;
const MAX_COMPLETION_DAYS = 36_500;

const invalid = { error: 'invalid_data_entry' } as const;
const blankAsNull = (value: unknown) => (value === null || value === '' ? null : value);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored file of this server ('/…') or an http(s) address whose path ends in `extension`; '' or null clears it. */
const fileAddress = (extension: RegExp) =>
  z.preprocess(
    blankAsNull,
    z
      .string(invalid)
      .max(2000, { ...invalid, abort: true })
      .refine((value) => (value.startsWith('/') && !value.startsWith('//')) || isHttpUrl(value), { ...invalid, abort: true })
      .refine((value) => extension.test(new URL(value, 'http://x').pathname), { error: 'invalid_image_type' })
      .nullable(),
  );

/** Quizzes named by their ids, each once; that they are the account's is the service's check. */
const quizIds = z
  .array(z.string(invalid), invalid)
  .max(MAX_LISTED, invalid)
  .transform((ids) => [...new Set(ids)]);

const completionDays = z.preprocess(
  blankAsNull,
  z
    .union([z.number(), z.string()], invalid)
    .refine((days) => isNonNegativeInteger(days) && Number(days) <= MAX_COMPLETION_DAYS, invalid)
    .transform(Number)
    .nullable(),
);

/** keyword → the text that replaces it on certificates: both filled, trimmed, each at most 300 characters, at most 50. */
const certificateKeywords = z
  .custom<Record<string, unknown>>(isRecord, invalid)
  .refine((value) => {
    const entries = Object.entries(value);
    const filled = (text: unknown) => typeof text === 'string' && text.trim() !== '' && text.length <= MAX_TEXT;
    return entries.length <= MAX_KEYWORDS && entries.every(([keyword, text]) => filled(keyword) && filled(text));
  }, invalid)
  .transform((value) => Object.fromEntries(Object.entries(value).map(([keyword, text]) => [keyword.trim(), (text as string).trim()])));

/** folder name → the name learners see; a blank one shows the folder's own name again (null). */
const folderDisplayNames = z
  .custom<Record<string, unknown>>(isRecord, invalid)
  .refine((value) => {
    const names = Object.values(value);
    return names.length <= MAX_LISTED && names.every((name) => name === null || (typeof name === 'string' && name.length <= MAX_TEXT));
  }, invalid)
  .transform((value) =>
    Object.entries(value).map(([folder, name]) => ({ folder, displayName: typeof name === 'string' && name.trim() ? name.trim() : null })),
  );

const valueRules = {
  alias: z.preprocess((value) => (typeof value === 'string' ? value.trim() : ''), z.string().min(1, invalid).max(100, invalid)),
  primaryColor: z.preprocess(
    blankAsNull,
    z
      .string({ error: 'invalidColor' })
      .max(60, { error: 'invalidColor', abort: true })
      .refine((color) => applicableColor(color, '') !== '', { error: 'invalidColor' })
      .transform((color) => color.trim())
      .nullable(),
  ),
  banner: fileAddress(/\.(png|jpe?g)$/i),
  certificateTemplate: fileAddress(/\.svg$/i),
  // refused on an untimed account first: checked here, answered by the service
  completionDays: deferred(completionDays),
  timedAccountCompletionCriteria: deferred(quizIds),
  useCertificateTemplate: z.boolean(invalid),
  certificateReleaseCriteria: quizIds,
  certificateTemplateUserKeywords: certificateKeywords,
  useRegForm: z.boolean(invalid),
  hideAccountToQuiz: z.boolean(invalid),
  accountClosed: z.boolean(invalid),
  disableDownloads: z.boolean(invalid),
  // a quiz id, or '' or null for none; that it is a form of the account is the service's check
  regForm: z.preprocess(blankAsNull, z.string(invalid).nullable()),
  folderDisplayNames,
} satisfies Record<AccountProperty, z.ZodType>;

/** One property and its checked value. */
export type AccountPropertyChange = { [P in AccountProperty]: { property: P; value: z.output<(typeof valueRules)[P]> } }[AccountProperty];

/** The change of one property; `absentValue`: what a value that is not sent means (GraphQL: null, the legacy body: itself). */
function propertyChange(absentValue: 'null' | 'absent') {
  return z
    .object({
      property: z.enum(ACCOUNT_PROPERTIES, invalid),
      value: z.unknown().optional(),
    })
    .transform(({ property, value }, ctx): AccountPropertyChange => {
      const checked = valueRules[property].safeParse(absentValue === 'null' ? (value ?? null) : value);
      if (checked.success) return { property, value: checked.data } as AccountPropertyChange;
      ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? 'invalid_data_entry', path: [property] });
      return z.NEVER;
    });
}

/** admin/setAccountProperty's body. */
export const accountPropertyBody = propertyChange('absent');
/** setAccountProperty's input: a value not sent clears the property, as null does. */
export const accountPropertyInput = propertyChange('null');
