import { useCallback, useEffect, useRef, useState } from 'react';
import { UploadError } from '../../../storage/uploadFile.ts';
import type { Uploader } from './quizUploads.ts';

export type UploadStatus =
  | { state: 'idle' }
  | { state: 'uploading'; fileName: string; percent: number }
  /** code: a key under quizEditor.errors */
  | { state: 'failed'; code: string };

/**
 * One upload at a time with its progress; a new one cancels the previous,
 * and leaving the screen cancels it. `start` resolves with the file's URL,
 * or null when it failed (the status says why) or was cancelled.
 */
export function useUpload(uploader: Uploader) {
  const [status, setStatus] = useState<UploadStatus>({ state: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async (file: File): Promise<string | null> => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setStatus({ state: 'uploading', fileName: file.name, percent: 0 });
      try {
        const url = await uploader(file, {
          signal: controller.signal,
          onProgress: (percent) => setStatus({ state: 'uploading', fileName: file.name, percent }),
        });
        setStatus({ state: 'idle' });
        return url;
      } catch (error) {
        if (controller.signal.aborted) return null;
        setStatus({ state: 'failed', code: error instanceof UploadError ? error.code : 'uploadFailed' });
        return null;
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [uploader],
  );

  const fail = useCallback((code: string) => setStatus({ state: 'failed', code }), []);
  const clear = useCallback(() => setStatus({ state: 'idle' }), []);
  return { status, start, fail, clear };
}
