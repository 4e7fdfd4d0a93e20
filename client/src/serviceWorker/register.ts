// Registers /sw.js (scope /) once the page has loaded, in production builds
// only: a development server's modules change on every edit and must not be
// served from a precache.
import { Workbox } from 'workbox-window';

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    new Workbox('/sw.js', { scope: '/' }).register().catch(() => {
      // No service worker (private mode, blocked): the app works online as before.
    });
  });
}
