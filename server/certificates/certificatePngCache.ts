// Issued certificates' PNGs, kept so that a repeated download (GET
// /certificates/<token>.png) is not drawn again. The key is the token and a
// digest of the filled-in SVG: a new template, a renamed learner or new keywords
// make another SVG, hence another drawing. A refusal (templateTooHeavy,
// renderTimeout) is kept too, so a heavy template costs one drawing, not one per
// download. Bounded by bytes, least recently used out first; each server process
// keeps its own.
import { createHash } from 'node:crypto';
import type { ErrorCode } from '../../domain/errors.ts';

export const CERTIFICATE_CACHE_BYTES = 64 * 1024 * 1024;
/** a refusal's weight, so that refusals are bounded too */
const REFUSAL_BYTES = 1024;

/** The PNG, or the code it was refused with. */
export type CachedPng = { png: Buffer } | { refused: ErrorCode };

const entries = new Map<string, { value: CachedPng; bytes: number }>();
let total = 0;

export function certificatePngKey(token: string, svg: string): string {
  return `${token}:${createHash('sha256').update(svg).digest('base64url')}`;
}

export function cachedCertificatePng(key: string): CachedPng | undefined {
  const entry = entries.get(key);
  if (!entry) return undefined;
  // most recently used last
  entries.delete(key);
  entries.set(key, entry);
  return entry.value;
}

export function cacheCertificatePng(key: string, value: CachedPng): void {
  const bytes = 'png' in value ? value.png.length + key.length : REFUSAL_BYTES;
  if (bytes > CERTIFICATE_CACHE_BYTES / 4) return;
  const previous = entries.get(key);
  if (previous) {
    entries.delete(key);
    total -= previous.bytes;
  }
  entries.set(key, { value, bytes });
  total += bytes;
  for (const [oldest, entry] of entries) {
    if (total <= CERTIFICATE_CACHE_BYTES) break;
    entries.delete(oldest);
    total -= entry.bytes;
  }
}

/** What the cache holds now (tests). */
export function certificatePngCacheSize(): { entries: number; bytes: number } {
  return { entries: entries.size, bytes: total };
}
