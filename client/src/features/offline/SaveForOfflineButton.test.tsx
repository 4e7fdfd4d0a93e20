// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, startEachTestAsNewBrowser } from '../../test/renderWithProviders.tsx';
import { MemoryCacheStorage } from './memoryCacheStorage.ts';
import { OnlineIndicator } from './OnlineIndicator.tsx';
import { SaveForOfflineButton } from './SaveForOfflineButton.tsx';

startEachTestAsNewBrowser();

let cacheStorage: MemoryCacheStorage;
const src = '/files/dev/a/lesson.mp4?expires=100&signature=abc';
const key = `${window.location.origin}/files/dev/a/lesson.mp4`;

beforeEach(() => {
  cacheStorage = new MemoryCacheStorage();
  vi.stubGlobal('caches', cacheStorage);
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function renderButton(kind: 'video' | 'audio', language: 'ar' | 'en' = 'en') {
  return renderWithProviders({
    language,
    routes: [{ path: '/', element: <SaveForOfflineButton src={src} kind={kind} title="Lesson one" /> }],
  });
}

describe('save for offline', () => {
  it('goes idle → saving → available offline and keeps the copy under the unsigned URL in video-cache-v1', async () => {
    let finish: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (finish = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderButton('video');
    fireEvent.click(await screen.findByRole('button', { name: 'Save for offline' }));
    expect(await screen.findByRole('progressbar', { name: 'Saving for offline…' })).toBeTruthy();
    finish(new Response(new Uint8Array(64), { headers: { 'content-type': 'video/mp4', 'content-length': '64' } }));
    expect(await screen.findByText('Available offline')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(src, expect.anything());
    expect([...(cacheStorage.stores.get('video-cache-v1')?.keys() ?? [])]).toEqual([key]);
    expect(cacheStorage.stores.has('audio-cache-v1')).toBe(false);
  });

  it('starts as available offline when a copy exists (under any later signature), and removes it', async () => {
    await (await cacheStorage.open('audio-cache-v1')).put(key, new Response('x'));
    renderButton('audio');
    expect(await screen.findByText('Available offline')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove offline copy' }));
    expect(await screen.findByRole('button', { name: 'Save for offline' })).toBeTruthy();
    expect(cacheStorage.stores.get('audio-cache-v1')?.size).toBe(0);
  });

  it.each([
    ['video', 'en', 'Failed to save video for offline use. Please try again.'],
    ['audio', 'en', 'Failed to save audio for offline use. Please try again.'],
    ['video', 'ar', 'تعذّر حفظ الفيديو للاستخدام دون اتصال. يرجى المحاولة مرة أخرى.'],
  ] as const)('a failed %s save says so (%s) and offers saving again, keeping nothing', async (kind, language, message) => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('gone', { status: 404 })));
    renderButton(kind, language);
    fireEvent.click(await screen.findByRole('button', { name: language === 'en' ? 'Save for offline' : 'حفظ للاستخدام دون اتصال' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('button', { name: language === 'en' ? 'Save for offline' : 'حفظ للاستخدام دون اتصال' })).toBeTruthy();
    expect(cacheStorage.stores.get(kind === 'video' ? 'video-cache-v1' : 'audio-cache-v1')?.size ?? 0).toBe(0);
  });

  it('shows nothing where the browser has no Cache Storage', async () => {
    vi.stubGlobal('caches', undefined);
    Reflect.deleteProperty(window, 'caches');
    renderButton('video');
    await screen.findByText('', { selector: 'body' }).catch(() => null);
    expect(screen.queryByRole('button', { name: 'Save for offline' })).toBeNull();
  });
});

describe('the online/offline indicator', () => {
  it('follows the browser going offline and online again', async () => {
    renderWithProviders({ language: 'en', routes: [{ path: '/', element: <OnlineIndicator /> }] });
    expect((await screen.findByRole('status')).textContent).toBe('Online');
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Offline'));
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Online'));
  });
});
