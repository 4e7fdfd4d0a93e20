// What an organisation's calls take: its public data by alias or host name,
// the holder's account calls (docs/decisions/orgAccounts.md, "Calls"), and
// the credentials of a new account's or organisation's first identity, which
// the platform admin's addOrganization takes too. Each field is
// listed in the order it was always checked. Where an account is looked up
// first (an edit, a clone, an order), what follows it is deferred, so a
// missing account is still the answer (domain/validation/deferredInput.ts);
// an account's id is typed here and refused by the lookup in its own words.
import { z } from 'zod';
import { CLONE_LOCALES } from '../account/cloneName.ts';
import { isEmail, normalizeEmail } from '../validation/email.ts';
import { deferred } from '../validation/deferredInput.ts';
import { textOrEmpty } from '../validation/inputFields.ts';
import { hasMinLength8, isValidUsername } from '../validation/inputRules.ts';

const invalid = { error: 'invalid_data_entry' } as const;
const MAX_PASSWORD_LENGTH = 200;
const MAX_ORDER = 1_000_000;

/** An owner's or holder's username: the spec's username rule, at most 100 characters, trimmed; anything else is refused. */
export const usernameField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : ''),
  z.string().refine((username) => isValidUsername(username) && username.length <= 100, invalid),
);

/** An e-mail, or null when none is given (absent, null or blank); one that is not an address is invalidEmail. */
export const optionalEmailField = z
  .string(invalid)
  .transform(normalizeEmail)
  .refine((email) => email === '' || isEmail(email), { error: 'invalidEmail' })
  .nullish()
  .transform((email) => email || null);

/** An e-mail that must be given. */
export const requiredEmailField = optionalEmailField.pipe(z.string(invalid));

/** A password of at least 8 characters (at most 200), as typed; the service hashes it. */
export const passwordField = z.string(invalid).refine((password) => hasMinLength8(password) && password.length <= MAX_PASSWORD_LENGTH, invalid);

/** A place in the account list: a whole number 0..1,000,000 (digits as text too); absent, null or '': none. */
export const accountOrderField = z.preprocess(
  (value) => (value === '' ? null : typeof value === 'string' && /^[0-9]{1,9}$/.test(value) ? Number(value) : value),
  z.number(invalid).int(invalid).min(0, invalid).max(MAX_ORDER, invalid).nullish().transform((order) => order ?? null),
);

/** The account's name; absent or blank: none (the service names it). */
const optionalAliasField = z
  .string(invalid)
  .max(200, invalid)
  .nullish()
  .transform((alias) => alias?.trim() || null);

/** The cloning holder's language: ar or en; absent, null or '': ar. */
const cloneLocaleField = z.preprocess((value) => (value === undefined || value === null || value === '' ? 'ar' : value), z.enum(CLONE_LOCALES, invalid));

/** The organisation a legacy body names (`org`: its alias or id, at most 200 characters); that it is the holder's own is checked next. */
export const heldOrganizationBody = z.object({
  org: z
    .string(invalid)
    .refine((org) => org.trim() !== '' && org.length <= 200, invalid)
    .transform((org) => org.trim()),
});

/** admin/addAccount and addAccount: the owner's username, an optional e-mail, timed or not, the name and place, the password. */
export const newAccountInput = z.object({
  username: usernameField,
  email: optionalEmailField,
  isTimed: z
    .boolean(invalid)
    .nullish()
    .transform((timed) => timed ?? false),
  alias: optionalAliasField,
  order: accountOrderField,
  password: passwordField,
});
export type NewAccount = z.output<typeof newAccountInput>;

/** The clone's fields, after its source is found. */
const cloneFields = {
  username: deferred(usernameField),
  email: deferred(optionalEmailField),
  locale: deferred(cloneLocaleField),
  alias: deferred(optionalAliasField),
  password: deferred(passwordField),
};

/** admin/cloneAccount: the source account (refused by its lookup), then the new owner's fields. */
export const cloneAccountBody = z.object({ sourceAccountId: textOrEmpty, ...cloneFields });
/** cloneAccount: the same fields; the source is its global id. */
export const cloneAccountFields = z.object(cloneFields);
export type CloneAccountFields = z.output<typeof cloneAccountFields>;

/** A new e-mail or username of an account, checked once the account is found. */
export const accountEmailChange = deferred(requiredEmailField);
export const accountUsernameChange = deferred(usernameField);

/** admin/updateAccountEmail: the account by its current e-mail (looked up first), then the new one. */
export const accountEmailBody = z.object({ oldEmail: requiredEmailField, newEmail: accountEmailChange });
/** admin/updateAccountUsername: the account by its owner's current username (looked up first), then the new one. */
export const accountUsernameBody = z.object({ oldUsername: z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), textOrEmpty), newUsername: accountUsernameChange });
/** admin/setAccountOrder: the account (looked up first), then its place, which must be given. */
export const accountOrderBody = z.object({ accountId: textOrEmpty, order: deferred(accountOrderField.pipe(z.number(invalid))) });
/** admin/deleteAccount and admin/restoreAccount. */
export const accountChoiceBody = z.object({ accountId: textOrEmpty });
/** admin/getAccountsDetailsByOrg: the live accounts, or the archived ones with archived: true. */
export const accountListBody = z.object({
  archived: z
    .unknown()
    .optional()
    .transform((archived) => archived === true),
});

/** user/getOrgDataByAlias: the alias is typed here and refused by the lookup in its own words (blank: invalid_data_entry). */
export const organizationAliasBody = z.object({ alias: textOrEmpty });
/** user/getOrgDataByHostname: a host name of at most 253 characters; absent, the default organisation. */
export const organizationHostBody = z.object({ hostname: z.string(invalid).max(253, invalid).optional() });
