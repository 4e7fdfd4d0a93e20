// A new account's or organisation's first identity (added or cloned): its
// username must be free across the platform. The username, e-mail and
// password rules are the inputs' (domain/organization/organizationInputs.ts);
// passwords are hashed like every admin identity's (argon2id), in hashPassword.
import type { Db } from '../../db/database.ts';
import { Prisma } from '../../db/generated/client.ts';
import { AppError } from '../../errors.ts';

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
