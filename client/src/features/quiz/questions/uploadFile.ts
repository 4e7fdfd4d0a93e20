// The transport of a file-upload answer (spec §7 "File upload"): POST /upload
// names the file and gets a signed URL; the file is then PUT there with its
// content type. XMLHttpRequest rather than fetch, for upload progress.
import { extensionOf, fileTypes } from '../../../../../domain/files/fileTypes.ts';
import { requestHeaders } from '../../../relay/requestHeaders.ts';

const ANSWER_EXTENSIONS = ['png', 'jpg', 'jpeg', 'pdf', 'docx', 'xlsx', 'pptx', 'txt', 'zip', 'mp4', 'webm', 'mov', 'mp3', 'wav'];

/**
 * What a learner may attach to an answer, by extension, with the content
 * types the server accepts for each (it also checks sizes). The first type is
 * sent when the browser names none.
 */
export const ANSWER_FILE_TYPES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  ANSWER_EXTENSIONS.map((extension) => [extension, fileTypes[extension].contentTypes]),
);

/** For the file input's `accept`: the extensions above. */
export const ANSWER_FILE_ACCEPT = Object.keys(ANSWER_FILE_TYPES)
  .map((extension) => `.${extension}`)
  .join(',');

export type UploadErrorCode = 'fileTypeNotAllowed' | 'uploadFailed' | 'uploadAborted';

export class UploadError extends Error {
  constructor(readonly code: UploadErrorCode) {
    super(code);
    this.name = 'UploadError';
  }
}

export interface UploadOptions {
  /** 0 to 100, as the file's bytes go out */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Where /upload is; the page's own origin when omitted. */
  baseUrl?: string;
}

/** The file's content type when the server accepts it for the extension, else the extension's usual one. */
export function uploadContentType(file: File): string | null {
  const accepted = ANSWER_FILE_TYPES[extensionOf(file.name)];
  if (!accepted) return null;
  return accepted.includes(file.type) ? file.type : accepted[0];
}

interface Sent {
  method: 'POST' | 'PUT';
  url: string;
  headers: Record<string, string>;
  body: Blob | string;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** One request; resolves with the response text of a 2xx answer, rejects with an UploadError otherwise. */
function send({ method, url, headers, body, onProgress, signal }: Sent): Promise<string> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new UploadError('uploadAborted'));
    const request = new XMLHttpRequest();
    const abort = () => request.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = (outcome: () => void) => {
      signal?.removeEventListener('abort', abort);
      outcome();
    };
    request.open(method, url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    if (onProgress) {
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
      };
    }
    request.onload = () =>
      settle(() =>
        request.status >= 200 && request.status < 300
          ? resolve(request.responseText)
          : reject(new UploadError('uploadFailed')),
      );
    request.onerror = () => settle(() => reject(new UploadError('uploadFailed')));
    request.ontimeout = () => settle(() => reject(new UploadError('uploadFailed')));
    request.onabort = () => settle(() => reject(new UploadError('uploadAborted')));
    request.send(body);
  });
}

function uploadTarget(responseText: string): { signedUrl: string; url: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(responseText);
  } catch (_notJson) {
    throw new UploadError('uploadFailed');
  }
  const { signedUrl, url } = (parsed ?? {}) as { signedUrl?: unknown; url?: unknown };
  if (typeof signedUrl !== 'string' || typeof url !== 'string' || !signedUrl || !url) throw new UploadError('uploadFailed');
  return { signedUrl, url };
}

/** Stores the file and resolves with its URL, the answer's fileUrl. */
export async function uploadFile(file: File, { onProgress, signal, baseUrl = '' }: UploadOptions = {}): Promise<string> {
  const contentType = uploadContentType(file);
  if (contentType === null) throw new UploadError('fileTypeNotAllowed');
  const { signedUrl, url } = uploadTarget(
    await send({
      method: 'POST',
      url: `${baseUrl}/upload`,
      headers: { ...requestHeaders('learner'), 'Content-Type': 'application/json' },
      body: JSON.stringify({ fileName: file.name }),
      signal,
    }),
  );
  onProgress?.(0);
  await send({ method: 'PUT', url: signedUrl, headers: { 'Content-Type': contentType }, body: file, onProgress, signal });
  return url;
}
