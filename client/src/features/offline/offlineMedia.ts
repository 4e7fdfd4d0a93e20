// The page's side of offline media: a copy of a media file in its kind's cache
// (domain/offline/mediaCache.ts), which the service worker answers the player
// from; the saved-for-offline list read back from those caches; and the
// service worker's clearMediaCaches message.
import {
  CLEAR_MEDIA_CACHES_MESSAGE,
  MEDIA_CACHES,
  MEDIA_CACHE_NAMES,
  OFFLINE_TITLE_HEADER,
  kindOfCache,
  mediaCacheKey,
  type OfflineMediaKind,
} from '../../../../domain/offline/mediaCache.ts';

/** Cache Storage and service workers: what saving for offline and clearing the cache need. */
export function offlineSupported(): boolean {
  return typeof window !== 'undefined' && 'caches' in window && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

const keyOf = (src: string) => mediaCacheKey(src, window.location.href);

/** Whether the file has an offline copy. */
export async function isSavedForOffline(src: string, kind: OfflineMediaKind): Promise<boolean> {
  if (!offlineSupported()) return false;
  const cache = await caches.open(MEDIA_CACHES[kind]);
  return (await cache.match(keyOf(src))) !== undefined;
}

/**
 * Downloads the whole file and keeps it under its unsigned URL; progress is a
 * fraction from 0 to 1 when the size is known, else null. Fails (and keeps
 * nothing) on a refused answer or a broken connection.
 */
export async function saveForOffline(
  src: string,
  kind: OfflineMediaKind,
  title: string,
  onProgress: (fraction: number | null) => void,
): Promise<void> {
  const response = await fetch(src, { credentials: 'same-origin' });
  if (!response.ok || !response.body) throw new Error(`saving failed: ${response.status}`);
  const total = Number(response.headers.get('content-length')) || 0;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress(total > 0 ? Math.min(1, loaded / total) : null);
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const body = new Uint8Array(loaded);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  const cache = await caches.open(MEDIA_CACHES[kind]);
  await cache.put(
    keyOf(src),
    new Response(body, {
      headers: { 'content-type': type, 'content-length': String(loaded), [OFFLINE_TITLE_HEADER]: encodeURIComponent(title) },
    }),
  );
}

export interface SavedMedia {
  kind: OfflineMediaKind;
  /** the copy's key: the file's unsigned URL, which the service worker answers from the copy */
  url: string;
  title: string;
}

/** Every offline copy, videos first. */
export async function listSavedMedia(): Promise<SavedMedia[]> {
  if (!offlineSupported()) return [];
  const saved: SavedMedia[] = [];
  for (const name of MEDIA_CACHE_NAMES) {
    const kind = kindOfCache(name);
    if (!kind || !(await caches.has(name))) continue;
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const copy = await cache.match(request);
      const title = copy?.headers.get(OFFLINE_TITLE_HEADER);
      saved.push({ kind, url: request.url, title: title ? decodeURIComponent(title) : new URL(request.url).pathname.split('/').pop() ?? '' });
    }
  }
  return saved;
}

export async function removeFromOffline(url: string, kind: OfflineMediaKind): Promise<void> {
  await (await caches.open(MEDIA_CACHES[kind])).delete(url);
}

/** Asks the service worker to empty video-cache-v1 and audio-cache-v1; rejects when it cannot. */
export async function clearMediaCaches(): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (!worker) throw new Error('no active service worker');
  const channel = new MessageChannel();
  const reply = new Promise<void>((resolve, reject) => {
    channel.port1.onmessage = (event: MessageEvent<{ cleared?: boolean }>) => (event.data?.cleared ? resolve() : reject(new Error('not cleared')));
  });
  worker.postMessage(CLEAR_MEDIA_CACHES_MESSAGE, [channel.port2]);
  await reply;
}
