// What the password calls take: a reset link by username (admin/addSession),
// spending a link (admin/resetAccountPassword, resetAccountPassword) and
// "forgot password" (admin/requestPasswordReset, requestPasswordReset). Every
// refusal is invalid_data_entry on the field, in the order the fields are
// listed; the services take the trimmed values.
import { z } from 'zod';
import { ADMIN_LEVELS } from '../session/sessionInputs.ts';
import { mailLocale } from '../validation/inputFields.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

/** A username or an e-mail as typed: not blank, at most 200 characters; answered trimmed. */
const login = z
  .string()
  .refine((text) => text.trim() !== '' && text.length <= 200)
  .transform((text) => text.trim());

/** The new password as typed (the client compares the two fields trimmed): 8 to 200 characters, not blank. */
const newPassword = z
  .string()
  .refine((password) => password.trim() !== '')
  .min(PASSWORD_MIN_LENGTH)
  .max(PASSWORD_MAX_LENGTH);

/** admin/addSession: the identity named by username. */
export const resetLinkByUsername = z.object({ username: login });

/** Spending a link: the username, the link's token, the new password. */
export const passwordReset = z.object({
  username: login,
  token: z.string().min(1).max(200),
  password: newPassword,
});

/** "Forgot password": a username or e-mail and the sign-in screen's level; the link's origin and the mail's language. */
export const forgotPassword = z.object({
  login,
  level: z.enum(ADMIN_LEVELS),
  /** the origin the client is served from (window.location.origin): used when trusted; anything but a short text is none */
  origin: z.string().max(300).nullish().catch(null).transform((origin) => origin ?? null),
  /** the language of the mail: the client's */
  locale: mailLocale,
});

/** The legacy body names the login `username`, or `email` when it has no username. */
export const legacyForgotPassword = z.preprocess((body) => {
  const { username, email } = body as { username?: unknown; email?: unknown };
  return { ...(body as object), login: username ?? email };
}, forgotPassword);

export type PasswordReset = z.output<typeof passwordReset>;
export type ForgotPassword = z.output<typeof forgotPassword>;
