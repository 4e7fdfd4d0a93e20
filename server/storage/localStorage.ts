// Files on the local disk (the default storage), addressed by key, with
// HMAC-signed, expiring URLs for uploads (PUT).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** The local driver's FileStorage (server/storage/fileStorage.ts). */
export interface LocalStorage {
  put(key: string, data: Buffer | Readable): Promise<number>;
  open(key: string, range?: { start: number; end: number }): Readable;
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
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

export function createLocalStorage(root: string, options: { secret?: string; secretDir: string | null }): LocalStorage {
  mkdirSync(root, { recursive: true });
  const secret = loadSecret(options.secret, options.secretDir);
  const pathOf = (key: string) => {
    const path = normalize(join(root, key));
    if (!path.startsWith(root + sep)) throw new Error('key escapes the storage folder');
    return path;
  };
  const mac = (method: string, key: string, expiresAt: number) =>
    createHmac('sha256', secret).update(`${method}\n${key}\n${expiresAt}`).digest('base64url');

  return {
    async put(key, data) {
      const path = pathOf(key);
      mkdirSync(dirname(path), { recursive: true });
      if (Buffer.isBuffer(data)) writeFileSync(path, data);
      else await pipeline(data, createWriteStream(path));
      return (await stat(path)).size;
    },
    open: (key, range) => createReadStream(pathOf(key), range),
    async size(key) {
      const info = await stat(pathOf(key)).catch(() => null);
      return info?.isFile() ? info.size : null;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    sign: mac,
    verify(method, key, expiresAt, signature, now = Date.now()) {
      if (!Number.isFinite(expiresAt) || expiresAt < now) return false;
      const expected = Buffer.from(mac(method, key, expiresAt));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
