// Uploads and downloads: /upload and PUT /files/... (server/http/uploads.ts)
// store new files; GET serves stored files with byte ranges (media seeking),
// public ones to anyone, private ones with a signed GET URL or a session of the
// right role (server/files/fileAccess.ts). Bytes are read from the file's own
// store (its recorded bucket), streamed through here whatever the driver.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolveViewer } from '../auth/viewer.ts';
import { bearerToken } from '../auth/tokens.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { sessionMayRead } from '../files/fileAccess.ts';
import { servedFileHeaders } from '../files/servedFileHeaders.ts';
import type { FileStorage } from '../storage/fileStorage.ts';
import type { RateLimits } from '../security/rateLimits.ts';
import { sendJson } from './io.ts';
import { decodePathname } from '../../domain/files/urlPath.ts';
import { completeUpload, createUpload, receiveUpload } from './uploads.ts';

export interface FilesDeps {
  prisma: Db;
  config: Config;
  storage: FileStorage;
  rateLimits: RateLimits;
}

const fail = (res: ServerResponse, status: number, code: string) => sendJson(res, status, { data: { error: code } });

/** null: may read; otherwise the refusal's status and code. */
async function readRefusal(req: IncomingMessage, deps: FilesDeps, file: Parameters<typeof sessionMayRead>[0], key: string, query: URLSearchParams) {
  if (file.visibility === 'PUBLIC') return null;
  if (query.has('signature') || query.has('expires')) {
    return deps.storage.verify('GET', key, Number(query.get('expires')), query.get('signature') ?? '') ? null : ([403, 'invalidSignature'] as const);
  }
  const viewer = await resolveViewer(deps.prisma, bearerToken(req.headers.authorization));
  // API tokens are for /graphql only: an integrator reads a private file by the signed URL GraphQL answers
  if (viewer.kind === 'admin' && viewer.apiToken) return [401, 'unauthenticated'] as const;
  if (sessionMayRead(file, viewer)) return null;
  return viewer.kind === 'anonymous' ? ([401, 'unauthenticated'] as const) : ([403, 'forbidden'] as const);
}

/** Sends the bytes (all, or the range); a store failing mid-way cuts the response rather than leaving it hanging. */
async function sendBytes(res: ServerResponse, store: FileStorage, key: string, range?: { start: number; end: number }) {
  const stream = await store.open(key, range);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

async function serveFile(req: IncomingMessage, res: ServerResponse, deps: FilesDeps, key: string, query: URLSearchParams) {
  const file = await deps.prisma.storedFile.findUnique({ where: { key }, include: { uploadedBy: { select: { accountId: true } } } });
  const store = file ? deps.storage.at(file) : null;
  const size = file?.uploadedAt && store ? await store.size(key).catch(() => null) : null;
  if (!file || !store || size === null) return fail(res, 404, 'notFound');
  const refusal = await readRefusal(req, deps, file, key, query);
  if (refusal) return fail(res, refusal[0], refusal[1]);
  const headers = { ...servedFileHeaders(file), 'accept-ranges': 'bytes' };
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  if (range && size > 0) {
    const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    if (start > end || start >= size) {
      res.writeHead(416, { 'content-range': `bytes */${size}` });
      return res.end();
    }
    res.writeHead(206, { ...headers, 'content-range': `bytes ${start}-${end}/${size}`, 'content-length': end - start + 1 });
    return req.method === 'HEAD' ? res.end() : sendBytes(res, store, key, { start, end });
  }
  res.writeHead(200, { ...headers, 'content-length': size });
  if (req.method === 'HEAD') res.end();
  else await sendBytes(res, store, key);
}

/** Handles /upload, /upload/complete and /files/...; false for other paths. */
export async function handleFiles(req: IncomingMessage, res: ServerResponse, deps: FilesDeps): Promise<boolean> {
  const url = new URL(req.url ?? '/', 'http://local');
  if (url.pathname === '/upload' || url.pathname === '/upload/complete') {
    if (req.method !== 'POST') fail(res, 405, 'methodNotAllowed');
    else if (url.pathname === '/upload') await createUpload(req, res, deps);
    else await completeUpload(res, deps, url.searchParams);
    return true;
  }
  if (!url.pathname.startsWith('/files/')) return false;
  const key = decodePathname(url.pathname)?.slice(1);
  if (key === undefined || key.includes('..')) fail(res, 400, 'invalid_data_entry');
  else if (req.method === 'PUT') await receiveUpload(req, res, deps, key, url.searchParams);
  else if (req.method === 'GET' || req.method === 'HEAD') await serveFile(req, res, deps, key, url.searchParams);
  else fail(res, 405, 'methodNotAllowed');
  return true;
}
