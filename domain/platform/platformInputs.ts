// What the platform admin's calls take (docs/decisions/platformAdmin.md,
// "Calls"): a new organisation with its holder, the search of the
// organisations list, and an account's move or storage settings. Fields are
// listed in the order they were always checked; a move's target organisation
// is checked once the account is found (deferred).
import { z } from 'zod';
import { isNewOrganizationAlias } from '../organization/alias.ts';
import { passwordField, requiredEmailField, usernameField } from '../organization/organizationInputs.ts';
import { deferred } from '../validation/deferredInput.ts';
import { textOrEmpty } from '../validation/inputFields.ts';
import { isStorageBucketName, isStorageUrl } from './accountStorage.ts';

const invalid = { error: 'invalid_data_entry' } as const;
const MAX_SEARCH_LENGTH = 100;

/** admin/addOrg and addOrganization: the alias (a host-name label, lower-cased), then the holder's username, e-mail and password. */
export const newOrganizationInput = z.object({
  alias: z.preprocess((value) => (typeof value === 'string' ? value.trim().toLowerCase() : ''), z.string().refine(isNewOrganizationAlias, invalid)),
  username: usernameField,
  email: requiredEmailField,
  password: passwordField,
});
export type NewOrganization = z.output<typeof newOrganizationInput>;

/** The organisations list's search when one is sent (none or '' lists them all): trimmed, at most 100 characters. */
export const organizationSearch = z.string().trim().max(MAX_SEARCH_LENGTH, invalid);

/** A move's target: an organisation by its alias or id (trimmed, 1 to 200 characters), checked once the account is found. */
export const targetOrganization = deferred(z.preprocess((value) => (typeof value === 'string' ? value.trim() : ''), z.string().min(1, invalid).max(200, invalid)));

/** undefined: unchanged; null or blank: cleared; else trimmed and valid. */
const storageSetting = (valid: (text: string) => boolean) =>
  z
    .string(invalid)
    .transform((text) => text.trim())
    .refine((text) => text === '' || valid(text), invalid)
    .transform((text) => text || null)
    .nullish();

/** An account's Enable Video, Storage Bucket (S3 bucket name rule) and Storage Url (http or https), each optional. */
export const accountStorageFields = {
  enableVideo: z.boolean(invalid).nullish(),
  storageBucket: storageSetting(isStorageBucketName),
  storageUrl: storageSetting(isStorageUrl),
};
export type AccountStorageSettings = { [K in keyof typeof accountStorageFields]: z.output<(typeof accountStorageFields)[K]> };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

// the account's id is typed here and refused by its lookup in its own words
const accountMove = z.object({ accountId: textOrEmpty, fields: z.object({ org: targetOrganization }) }).transform(({ accountId, fields }) => ({ kind: 'move' as const, accountId, org: fields.org }));
const accountStorage = z
  .object({ fields: z.object(accountStorageFields), accountId: textOrEmpty })
  .transform(({ accountId, fields }) => ({ kind: 'storage' as const, accountId, ...fields }));
export type AccountUpdateByAdmin = z.output<typeof accountMove> | z.output<typeof accountStorage>;

/**
 * admin/updateAccountByAdmin: `fields` is either {org} (a move) or some of
 * {enableVideo, storageBucket, storageUrl}; anything else, or both kinds at
 * once, is refused on `fields`.
 */
export const accountUpdateByAdminBody = z.looseObject({ fields: z.custom<Record<string, unknown>>(isRecord, invalid) }).transform((body, ctx): AccountUpdateByAdmin => {
  const names = Object.keys(body.fields);
  const move = names.length === 1 && names[0] === 'org';
  const storage = names.length > 0 && names.every((name) => Object.hasOwn(accountStorageFields, name));
  if (!move && !storage) {
    ctx.addIssue({ code: 'custom', message: 'invalid_data_entry', path: ['fields'] });
    return z.NEVER;
  }
  const checked = (move ? accountMove : accountStorage).safeParse(body);
  if (checked.success) return checked.data;
  for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});
