// Opaque bearer tokens: 32 random bytes given to the client once; only their
// SHA-256 is stored, so a leaked table cannot be replayed.
import { createHash, randomBytes } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Integrators' API tokens start with this, so that a leaked one is recognised
 * (secret scanners, logs) and the server knows which table to look in.
 */
export const API_TOKEN_PREFIX = 'qzt_';

export function newApiToken(): string {
  return `${API_TOKEN_PREFIX}${newToken()}`;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token of an `Authorization: Bearer <token>` header, if any. */
export function bearerToken(header: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
}
