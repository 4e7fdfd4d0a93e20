// Registers /sw.js (scope /) once the page has loaded, in production builds
// only: a development server's modules change on every edit and must not be
// served from a precache. workbox-window is fetched then, not with the entry.
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    import('workbox-window').then(({ Workbox }) => new Workbox('/sw.js', { scope: '/' }).register()).catch(() => {
      // No service worker (private mode, blocked): the app works online as before.
    });
  });
}
