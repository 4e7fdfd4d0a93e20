import { useCallback, useEffect, useRef, useState } from 'react';
import { storeFile, UploadError, type AcceptedTypes } from '../../../storage/uploadFile.ts';

export interface FileUpload {
  /** 0 to 100 while a file is going out; null otherwise */
  progress: number | null;
  /** Stores the file with the admin's session; resolves with its URL, rejects with an UploadError. */
  upload: (file: File, accepted: AcceptedTypes) => Promise<string>;
}

/** One upload at a time with its progress; an upload still running when the dialog goes away is cancelled. */
export function useFileUpload(): FileUpload {
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const upload = useCallback(async (file: File, accepted: AcceptedTypes) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setProgress(0);
    try {
      return await storeFile(file, { accepted, credential: 'admin', onProgress: setProgress, signal: current.signal });
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setProgress(null);
      }
    }
  }, []);
  return { progress, upload };
}

/** The upload stopped because its dialog was closed: nothing to tell the user. */
export function wasCancelled(error: unknown): boolean {
  return error instanceof UploadError && error.code === 'uploadAborted';
}
