// HMAC-signed, expiring URLs for this server's own /files/... paths (uploads
// PUT to this server, private reads): the same for every driver, since the
// server stays the door to every file (docs/decisions/storage.md).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface UrlSigner {
  sign(method: 'PUT' | 'GET', key: string, expiresAt: number): string;
  verify(method: 'PUT' | 'GET', key: string, expiresAt: number, signature: string, now?: number): boolean;
}

/** The signing secret: configured, else kept in the data folder, else per process. */
function loadSecret(configured: string | undefined, dir: string | null): string {
  if (configured) return configured;
  if (!dir) return randomBytes(32).toString('hex');
  const file = join(dir, '.file-url-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function createUrlSigner(options: { secret?: string; secretDir: string | null }): UrlSigner {
  const secret = loadSecret(options.secret, options.secretDir);
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
