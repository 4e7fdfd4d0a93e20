// HMAC-signed, expiring URLs for this server's own /files/... paths (uploads
// PUT to this server, private reads): the same for every driver, since the
// server stays the door to every file (docs/decisions/storage.md).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { loadServerSecret } from '../security/serverSecrets.ts';

export interface UrlSigner {
  sign(method: 'PUT' | 'GET', key: string, expiresAt: number): string;
  verify(method: 'PUT' | 'GET', key: string, expiresAt: number, signature: string, now?: number): boolean;
}

export function createUrlSigner(options: { secret?: string; secretDir: string | null }): UrlSigner {
  const secret = loadServerSecret('.file-url-secret', options.secret, options.secretDir);
  const mac = (method: string, key: string, expiresAt: number) =>
    createHmac('sha256', secret).update(`${method}\n${key}\n${expiresAt}`).digest('base64url');
  return {
    sign: mac,
    verify(method, key, expiresAt, signature, now = Date.now()) {
      if (!Number.isFinite(expiresAt) || expiresAt < now) return false;
      const expected = Buffer.from(mac(method, key, expiresAt));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
