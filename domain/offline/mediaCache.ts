// Offline copies of program media (spec §7): one Cache Storage cache per kind,
// named as the spec names them, and the key a copy is kept under. A private
// file's URL carries an expiring signature (server/files/fileAccess.ts) that
// changes every time the program is loaded, so a copy is kept under the
// file's URL without it (domain/files/fileUrl.ts) and found again by that.
import { unsignedFileUrl } from '../files/fileUrl.ts';

export type OfflineMediaKind = 'video' | 'audio';

export const MEDIA_CACHES: Readonly<Record<OfflineMediaKind, string>> = {
  video: 'video-cache-v1',
  audio: 'audio-cache-v1',
};

/** Every cache the clearMediaCaches message and the toolbar's "clear cache" empty. */
export const MEDIA_CACHE_NAMES: readonly string[] = Object.values(MEDIA_CACHES);

/** The message the page posts to the service worker to drop every offline copy. */
export const CLEAR_MEDIA_CACHES_MESSAGE = 'clearMediaCaches';

/** The header a saved copy carries its item's name in (URI-encoded), for the saved-for-offline list. */
export const OFFLINE_TITLE_HEADER = 'x-offline-title';

/**
 * The key of a media file's offline copy: its absolute URL (resolved against
 * the page) without the signature and expiry of a signed read URL; the hash
 * never reaches the network and is dropped too.
 */
export function mediaCacheKey(src: string, base: string): string {
  const url = new URL(src, base);
  url.hash = '';
  return unsignedFileUrl(url.toString());
}

/** The kind of cache a cache name belongs to, or null for any other cache. */
export function kindOfCache(name: string): OfflineMediaKind | null {
  if (name === MEDIA_CACHES.video) return 'video';
  if (name === MEDIA_CACHES.audio) return 'audio';
  return null;
}
