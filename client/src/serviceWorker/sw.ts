// The service worker, built to /sw.js (scope /) by vite-plugin-pwa's
// injectManifest (client/vite.config.ts). It precaches the client's own
// files so the app opens with no network, answers media requests from the
// offline copies the learner saved (video-cache-v1, audio-cache-v1), byte
// ranges included so an offline video seeks, and empties those caches on the
// page's 'clearMediaCaches' message (spec §7). Decisions: docs/decisions/offline.md.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CLEAR_MEDIA_CACHES_MESSAGE, MEDIA_CACHE_NAMES, mediaCacheKey } from '../../../domain/offline/mediaCache.ts';

interface WorkerScope {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown; ports: readonly MessagePort[]; waitUntil(promise: Promise<unknown>): void }) => void): void;
}

// The worker's global; the build replaces the literal self.__WB_MANIFEST with the list of files.
declare const self: WorkerScope;
const scope = self;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The client is one page with hash routes: every navigation opens index.html.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/(files|graphql|user|admin|upload|certificates|healthz)\b/] }));

/** The saved copy of a media URL, if the learner saved it for offline. */
async function savedCopy(url: string): Promise<Response | undefined> {
  const key = mediaCacheKey(url, scope.location.href);
  for (const name of MEDIA_CACHE_NAMES) {
    if (!(await caches.has(name))) continue;
    const copy = await (await caches.open(name)).match(key);
    if (copy) return copy;
  }
  return undefined;
}

// Media: a saved copy first (a range of it when the player asks for one), the network otherwise.
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' && (request.destination === 'video' || request.destination === 'audio' || url.pathname.startsWith('/files/')),
  async ({ request }) => {
    const copy = await savedCopy(request.url);
    if (!copy) return fetch(request);
    return request.headers.has('range') ? createPartialResponse(request, copy) : copy;
  },
);

scope.addEventListener('install', () => {
  void scope.skipWaiting();
});
scope.addEventListener('activate', (event) => event.waitUntil(scope.clients.claim()));

scope.addEventListener('message', (event) => {
  if (event.data !== CLEAR_MEDIA_CACHES_MESSAGE) return;
  const reply = event.ports[0];
  event.waitUntil(
    Promise.all(MEDIA_CACHE_NAMES.map((name) => caches.delete(name))).then(
      () => reply?.postMessage({ cleared: true }),
      () => reply?.postMessage({ cleared: false }),
    ),
  );
});
