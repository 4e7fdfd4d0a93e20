// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, startEachTestAsNewBrowser } from '../../test/renderWithProviders.tsx';
import { MemoryCacheStorage } from './memoryCacheStorage.ts';
import { SettingsButton } from './SettingsButton.tsx';

startEachTestAsNewBrowser();

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

/** A service worker that answers clearMediaCaches on the reply port as sw.ts does (or fails to). */
function installWorker(cacheStorage: MemoryCacheStorage, { fails = false } = {}) {
  const posted: unknown[] = [];
  const active = {
    postMessage(message: unknown, [port]: MessagePort[]) {
      posted.push(message);
      if (message !== 'clearMediaCaches') return;
      Promise.all(['video-cache-v1', 'audio-cache-v1'].map((name) => cacheStorage.delete(name))).then(() => port.postMessage({ cleared: !fails }));
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: { ready: Promise.resolve({ active }) }, configurable: true });
  return posted;
}

function openDialog(language: 'ar' | 'en' = 'en') {
  renderWithProviders({
    language,
    routes: [
      { path: '/', element: <SettingsButton /> },
      { path: '/user-settings', element: <h1>user settings</h1> },
    ],
  });
  fireEvent.click(screen.getByRole('button', { name: language === 'en' ? 'Settings' : 'الإعدادات' }));
  return screen.getByRole('dialog');
}

describe('the toolbar settings dialog', () => {
  it('links to the account settings screen', async () => {
    openDialog();
    fireEvent.click(screen.getByRole('link', { name: 'Account settings' }));
    expect(await screen.findByRole('heading', { name: 'user settings' })).toBeTruthy();
  });

  it('clears both media caches through the service worker and says so', async () => {
    const cacheStorage = new MemoryCacheStorage();
    await (await cacheStorage.open('video-cache-v1')).put('http://x/files/a.mp4', new Response('a'));
    await (await cacheStorage.open('audio-cache-v1')).put('http://x/files/b.mp3', new Response('b'));
    vi.stubGlobal('caches', cacheStorage);
    const posted = installWorker(cacheStorage);
    openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Clear cache' }));
    expect((await screen.findByRole('status')).textContent).toBe('The cache was cleared.');
    expect(posted).toEqual(['clearMediaCaches']);
    expect([...cacheStorage.stores.keys()]).toEqual([]);
  });

  it('says when the cache could not be cleared', async () => {
    const cacheStorage = new MemoryCacheStorage();
    vi.stubGlobal('caches', cacheStorage);
    installWorker(cacheStorage, { fails: true });
    openDialog('ar');
    fireEvent.click(screen.getByRole('button', { name: 'مسح ذاكرة التخزين المؤقت' }));
    expect((await screen.findByRole('alert')).textContent).toBe('تعذّر مسح ذاكرة التخزين المؤقت. يرجى المحاولة مرة أخرى.');
  });

  it("says 'Cache not supported on this device' and offers no clearing where there is no service worker", () => {
    vi.stubGlobal('caches', new MemoryCacheStorage());
    openDialog();
    expect(screen.getByText('Cache not supported on this device')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear cache' })).toBeNull();
  });
});
