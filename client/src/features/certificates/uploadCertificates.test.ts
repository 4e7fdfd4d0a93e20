import { describe, expect, it, vi } from 'vitest';
import { UploadError } from '../../storage/uploadFile.ts';
import { failedFilesText, MAX_ATTEMPTS, RETRY_MS, STAGGER_MS, uploadCertificates } from './uploadCertificates.ts';

const file = (name: string) => new File(['x'], name, { type: 'application/pdf' });

describe('uploadCertificates', () => {
  it('starts each file 100 ms after the one before and reaches 100%', async () => {
    const waits: number[] = [];
    const progress: number[] = [];
    const files = [file('a@x.pdf'), file('b@x.pdf'), file('c@x.pdf')];
    const result = await uploadCertificates(files, {
      send: async (_file, onProgress) => onProgress(50),
      onProgress: (percent) => progress.push(percent),
      wait: async (ms) => void waits.push(ms),
    });
    expect(waits).toEqual([0, STAGGER_MS, 2 * STAGGER_MS]);
    expect(result).toEqual({ uploaded: files, failed: [] });
    expect(progress.at(-1)).toBe(100);
  });

  it('tries a failed file again after 100 ms, and lists it when it never goes up', async () => {
    const attempts: Record<string, number> = {};
    const waits: number[] = [];
    const [good, flaky, broken] = [file('good@x.pdf'), file('flaky@x.pdf'), file('broken@x.pdf')];
    const result = await uploadCertificates([good, flaky, broken], {
      send: async (sent) => {
        attempts[sent.name] = (attempts[sent.name] ?? 0) + 1;
        if (sent === broken || (sent === flaky && attempts[sent.name] === 1)) throw new UploadError('uploadFailed');
      },
      onProgress: () => {},
      wait: async (ms) => void waits.push(ms),
    });
    expect(attempts).toEqual({ 'good@x.pdf': 1, 'flaky@x.pdf': 2, 'broken@x.pdf': MAX_ATTEMPTS });
    expect(waits.filter((ms) => ms === RETRY_MS).length).toBeGreaterThanOrEqual(1 + (MAX_ATTEMPTS - 1));
    expect(result).toEqual({ uploaded: [good, flaky], failed: [broken] });
    expect(failedFilesText(result.failed)).toBe('broken@x.pdf\n');
  });

  it('does not try again a file the server refused for its type or content', async () => {
    const send = vi.fn(async () => {
      throw new UploadError('fileContentMismatch');
    });
    const result = await uploadCertificates([file('a@x.pdf')], { send, onProgress: () => {}, wait: async () => {} });
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.failed).toHaveLength(1);
  });

  it('reports the overall progress every 100 ms while files go up', async () => {
    vi.useFakeTimers();
    try {
      const progress: number[] = [];
      const pending: (() => void)[] = [];
      const done = uploadCertificates([file('a@x.pdf'), file('b@x.pdf')], {
        send: (_file, onProgress) => {
          onProgress(40);
          return new Promise<void>((resolve) => {
            pending.push(resolve);
          });
        },
        onProgress: (percent) => progress.push(percent),
        wait: async () => {},
      });
      await vi.advanceTimersByTimeAsync(250);
      expect(progress).toEqual([40, 40]);
      for (const resolve of pending) resolve();
      await vi.runAllTimersAsync();
      await done;
    } finally {
      vi.useRealTimers();
    }
  });
});
