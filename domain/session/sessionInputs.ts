// What an administrator's sign-in takes (admin/accountLogin, adminSignIn),
// checked at the edge in the order the sign-in always checked it: the login
// page's level (optional: the spec's single form sends none), then a username
// and a password that are not empty. Anything but text counts as empty.
import { z } from 'zod';

/** The legacy login levels (/login/:level); server/services/session/identities.ts maps each to its role. */
export const ADMIN_LEVELS = ['account', 'org', 'admin'] as const;
export type AdminLevelName = (typeof ADMIN_LEVELS)[number];

const textOrEmpty = (value: unknown) => (typeof value === 'string' ? value : '');

export const adminSignInInput = z.object({
  level: z.preprocess((value) => (value === null || value === '' ? undefined : value), z.enum(ADMIN_LEVELS, { error: 'invalid_data_entry' }).optional()),
  username: z.preprocess(textOrEmpty, z.string().trim().min(1, { error: 'invalid_data_entry' })),
  password: z.preprocess(textOrEmpty, z.string().min(1, { error: 'invalid_data_entry' })),
});

export type AdminSignInInput = z.output<typeof adminSignInInput>;
