// The inputs of a new account (added or cloned): the owner's username by the
// spec's username rule, a password of at least 8 characters, an optional
// e-mail. Passwords are hashed like every admin identity's (argon2id).
import { isEmail, normalizeEmail } from '../../../domain/validation/email.ts';
import { hasMinLength8, isValidUsername } from '../../../domain/validation/inputRules.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Db } from '../../db/database.ts';
import { Prisma } from '../../db/generated/client.ts';
import { AppError } from '../../errors.ts';

const MAX_PASSWORD_LENGTH = 200;

export function ownerUsername(value: unknown): string {
  const username = typeof value === 'string' ? value.trim() : '';
  if (!isValidUsername(username) || username.length > 100) throw new AppError('invalid_data_entry', { field: 'username' });
  return username;
}

/** An e-mail, or null when none is given (the add dialog's e-mail is optional). */
export function optionalEmail(value: unknown, field = 'email'): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new AppError('invalid_data_entry', { field });
  const email = normalizeEmail(value);
  if (email === '') return null;
  if (!isEmail(email)) throw new AppError('invalidEmail', { field });
  return email;
}

export function requiredEmail(value: unknown, field = 'email'): string {
  const email = optionalEmail(value, field);
  if (!email) throw new AppError('invalid_data_entry', { field });
  return email;
}

export async function passwordHashOf(value: unknown): Promise<string> {
  if (typeof value !== 'string' || !hasMinLength8(value) || value.length > MAX_PASSWORD_LENGTH) {
    throw new AppError('invalid_data_entry', { field: 'password' });
  }
  return hashPassword(value);
}

/** usernameTaken when another identity of the platform has it (usernames are unique across organisations). */
export async function assertUsernameFree(prisma: Db, username: string, exceptIdentityId?: string): Promise<void> {
  const holder = await prisma.adminIdentity.findUnique({ where: { username }, select: { id: true } });
  if (holder && holder.id !== exceptIdentityId) throw new AppError('usernameTaken', { field: 'username' });
}

/** A unique-constraint race on the username (two adds at once) answers usernameTaken too. */
export function usernameRace(error: unknown): never {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
    throw new AppError('usernameTaken', { field: 'username' });
  }
  throw error;
}
