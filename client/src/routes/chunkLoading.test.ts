import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadTimeout, isChunkLoadError, withChunkTimeout } from './chunkLoading.ts';

afterEach(() => vi.useRealTimers());

describe('loading a code chunk', () => {
  it('gives up after 120 seconds with a ChunkLoadTimeout', async () => {
    vi.useFakeTimers();
    const load = withChunkTimeout(() => new Promise<never>(() => {}));
    const outcome = load().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(ChunkLoadTimeout);
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('answers the module, or the import error, when they come in time', async () => {
    await expect(withChunkTimeout(async () => ({ ok: 1 }))()).resolves.toEqual({ ok: 1 });
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    await expect(withChunkTimeout(() => Promise.reject(failure))()).rejects.toBe(failure);
  });

  it("tells a chunk that did not load from a screen's other failures", () => {
    expect(isChunkLoadError(new ChunkLoadTimeout())).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: http://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('GraphQL request failed with HTTP 500'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
