// argon2id for the three admin roles. Verifying against a fixed dummy hash when
// the user is unknown keeps the answer and its timing the same as for a wrong
// password.
import { hash, verify } from '@node-rs/argon2';

// algorithm 2 is Argon2id (the package's const enum cannot be imported with isolatedModules).
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

let dummyHash: Promise<string> | undefined;

/**
 * The one place a password is checked against an argon2 hash. An object, so a
 * test can count the verifications a sign-in does (the work, not its time).
 */
export const argon2Work = {
  verify: (passwordHash: string, password: string): Promise<boolean> => verify(passwordHash, password),
};

/** Verifies `password` against `passwordHash`, or spends the same work on a dummy hash when there is none. */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('not-a-password-of-anyone');
    await argon2Work.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return argon2Work.verify(passwordHash, password).catch(() => false);
}
