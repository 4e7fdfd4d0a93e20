// The transport of every upload (admin spec §7 "Files"): POST /upload names
// the file and gets a signed URL; the file is then PUT there with its content
// type (the one the answer names, when it names one: an S3 presigned URL signs
// it). When the answer has a completeUrl (the bytes went straight into S3),
// that is POSTed last and the server checks the stored file then
// (docs/decisions/storage.md). XMLHttpRequest rather than fetch, for upload progress. Each caller
// says which extensions it takes and whose session asks (learner or admin).
import { extensionOf, fileTypes } from '../../../domain/files/fileTypes.ts';
import { requestHeaders, type Credential } from '../relay/requestHeaders.ts';

/** Extension → the content types the server accepts for it; the first is sent when the browser names none. */
export type AcceptedTypes = Readonly<Record<string, readonly string[]>>;

export function acceptedTypes(extensions: readonly string[]): AcceptedTypes {
  return Object.fromEntries(extensions.map((extension) => [extension, fileTypes[extension].contentTypes]));
}

/** For a file input's `accept`: '.png,.jpg,...'. */
export function acceptAttribute(accepted: AcceptedTypes): string {
  return Object.keys(accepted)
    .map((extension) => `.${extension}`)
    .join(',');
}

/** The file's content type when it is accepted for the extension, else the extension's usual one; null: not accepted. */
export function contentTypeFor(file: File, accepted: AcceptedTypes): string | null {
  const types = accepted[extensionOf(file.name)];
  if (!types) return null;
  return types.includes(file.type) ? file.type : types[0];
}

/** fileContentMismatch: the server found the file's bytes are not of the type its name says. */
export type UploadErrorCode = 'fileTypeNotAllowed' | 'fileContentMismatch' | 'uploadFailed' | 'uploadAborted';

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

export interface StoreFileOptions extends UploadOptions {
  accepted: AcceptedTypes;
  /** whose stored token asks for the signed URL */
  credential: Credential;
  /** more of the /upload request (a certificate's certificateFolder) */
  fields?: Readonly<Record<string, string>>;
}

interface Sent {
  method: 'POST' | 'PUT';
  url: string;
  headers: Record<string, string>;
  body: Blob | string;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** The code of a refused request the user can act on; uploadFailed for anything else. */
function refusalCode(responseText: string): UploadErrorCode {
  try {
    return (JSON.parse(responseText) as { data?: { error?: unknown } })?.data?.error === 'fileContentMismatch' ? 'fileContentMismatch' : 'uploadFailed';
  } catch (_notJson) {
    return 'uploadFailed';
  }
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
          : reject(new UploadError(refusalCode(request.responseText))),
      );
    request.onerror = () => settle(() => reject(new UploadError('uploadFailed')));
    request.ontimeout = () => settle(() => reject(new UploadError('uploadFailed')));
    request.onabort = () => settle(() => reject(new UploadError('uploadAborted')));
    request.send(body);
  });
}

interface UploadTarget {
  signedUrl: string;
  url: string;
  /** the content type the PUT must carry (signed into an S3 URL) */
  contentType?: string;
  /** POSTed after the PUT: the server then checks what the store received */
  completeUrl?: string;
}

function uploadTarget(responseText: string): UploadTarget {
  let parsed: unknown;
  try {
    parsed = JSON.parse(responseText);
  } catch (_notJson) {
    throw new UploadError('uploadFailed');
  }
  const { signedUrl, url, contentType, completeUrl } = (parsed ?? {}) as Record<string, unknown>;
  if (typeof signedUrl !== 'string' || typeof url !== 'string' || !signedUrl || !url) throw new UploadError('uploadFailed');
  return {
    signedUrl,
    url,
    contentType: typeof contentType === 'string' && contentType ? contentType : undefined,
    completeUrl: typeof completeUrl === 'string' && completeUrl ? completeUrl : undefined,
  };
}

/** Stores the file and resolves with its URL. A type not accepted is refused before anything is sent. */
export async function storeFile(
  file: File,
  { accepted, credential, onProgress, signal, baseUrl = '', fields }: StoreFileOptions,
): Promise<string> {
  const contentType = contentTypeFor(file, accepted);
  if (contentType === null) throw new UploadError('fileTypeNotAllowed');
  const target = uploadTarget(
    await send({
      method: 'POST',
      url: `${baseUrl}/upload`,
      headers: { ...requestHeaders(credential), 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...fields, fileName: file.name, contentType }),
      signal,
    }),
  );
  // The server answers URLs relative to itself unless it knows its public address.
  const origin = baseUrl || globalThis.location?.origin;
  const resolved = (address: string) => (origin ? new URL(address, origin).href : address);
  onProgress?.(0);
  const headers = { 'Content-Type': target.contentType ?? contentType };
  await send({ method: 'PUT', url: resolved(target.signedUrl), headers, body: file, onProgress, signal });
  if (target.completeUrl) await send({ method: 'POST', url: resolved(target.completeUrl), headers: {}, body: '', signal });
  return resolved(target.url);
}
