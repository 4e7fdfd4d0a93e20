// Who may read a stored file (docs/decisions.md "Files: public and private").
// PUBLIC files (branding, program media, question images, certificate
// templates) are read by their URL. PRIVATE files (a learner's answer upload,
// an administrator's private upload such as an export) are read with a signed,
// expiring GET URL, which the server hands only to someone allowed to see the
// file, or with a bearer session of the right role.
import { decodePathname } from '../../domain/files/urlPath.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { Config } from '../config.ts';
import type { StoredFile } from '../db/generated/client.ts';
import type { FileStorage } from '../storage/fileStorage.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * A read URL lives until the end of the next whole hour (one to two hours):
 * the same file signed twice within an hour gets the same URL, so the
 * browser's cache and Relay's store keep it.
 */
export function readUrlExpiry(now = Date.now()): number {
  return (Math.floor(now / HOUR_MS) + 2) * HOUR_MS;
}

/**
 * A read URL handed out before its file exists (a results file a job is still
 * writing): it must outlive the wait and a look the next day, so it lives 24
 * to 25 hours, the same within an hour like readUrlExpiry's.
 */
export function pendingFileUrlExpiry(now = Date.now()): number {
  return readUrlExpiry(now) + 23 * HOUR_MS;
}

/** The address files are named by: the configured public URL, else relative (never the request's Host). */
export function fileBaseUrl(config: Config): string {
  return config.publicUrl?.replace(/\/$/, '') ?? '';
}

export function fileUrlOf(config: Config, key: string): string {
  return `${fileBaseUrl(config)}/${key}`;
}

export function signedFileUrl(config: Config, storage: FileStorage, method: 'GET' | 'PUT', key: string, expires: number): string {
  return `${fileUrlOf(config, key)}?expires=${expires}&signature=${storage.sign(method, key, expires)}`;
}

/** The storage key a file URL names (`/files/...` on this server, signed or not); null for anything else. */
export function fileKeyOf(url: string): string | null {
  try {
    const key = decodePathname(new URL(url.trim(), 'http://local').pathname)?.slice(1);
    return key?.startsWith('files/') && !key.includes('..') ? key : null;
  } catch {
    return null;
  }
}

type FileOwnership = Pick<StoredFile, 'organizationId' | 'visibility' | 'learnerId' | 'uploadedById'> & {
  uploadedBy?: { accountId: string | null } | null;
};

/**
 * Whether the session may read the private file without a signature: the
 * learner who uploaded it; the administrator who uploaded it or an owner of
 * their account; the organisation's holder; a platform admin. An account owner
 * reads a learner's upload through the signed URL the server hands them with
 * the submission or registration it belongs to.
 */
export function sessionMayRead(file: FileOwnership, viewer: Viewer): boolean {
  if (viewer.kind === 'anonymous') return false;
  if (viewer.kind === 'admin' && viewer.role === 'PLATFORM_ADMIN') return true;
  if (viewer.organizationId !== file.organizationId) return false;
  if (viewer.kind === 'learner') return file.learnerId === viewer.learnerId;
  if (viewer.role === 'ORG_HOLDER') return true;
  if (file.uploadedById === viewer.identityId) return true;
  return viewer.accountId !== null && file.uploadedBy?.accountId === viewer.accountId;
}
