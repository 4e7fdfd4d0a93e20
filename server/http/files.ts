// Uploads and downloads: POST /upload hands out a signed, expiring PUT URL for
// one new file; PUT stores it after checking type and size; GET serves stored
// files with byte ranges (media seeking).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Transform } from 'node:stream';
import type { Config } from '../config.ts';
import { createRequestContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { extensionOf, fileTypes, safeFileName } from '../../domain/files/fileTypes.ts';
import type { LocalStorage } from '../storage/localStorage.ts';
import { readBody, sendJson } from './io.ts';
import { clientAddress } from '../security/clientAddress.ts';
import type { RateLimits } from '../security/rateLimits.ts';
import { AppError } from '../services/errors.ts';

const UPLOAD_URL_SECONDS = 15 * 60;

interface Deps {
  prisma: Db;
  config: Config;
  storage: LocalStorage;
  rateLimits: RateLimits;
}

function baseUrl(req: IncomingMessage, config: Config): string {
  return config.publicUrl?.replace(/\/$/, '') ?? `http://${req.headers.host ?? 'localhost'}`;
}

const fail = (res: ServerResponse, status: number, code: string) => sendJson(res, status, { data: { error: code } });

async function createUpload(req: IncomingMessage, res: ServerResponse, deps: Deps) {
  let body: { fileName?: unknown };
  try {
    body = JSON.parse((await readBody(req, 100_000)).toString('utf8') || '{}');
  } catch (error) {
    if (error instanceof Error && error.message === 'body too large') {
      res.setHeader('connection', 'close');
      return fail(res, 413, 'bodyTooLarge');
    }
    return fail(res, 400, 'malformedJson');
  }
  const ctx = await createRequestContext(deps.prisma, deps.config, {
    host: req.headers.host,
    authorization: req.headers.authorization,
    orgAlias: req.headers['x-org-alias'] as string | undefined,
  });
  if (ctx.viewer.kind === 'anonymous') {
    // an unauthenticated path like any other: per address
    try {
      await deps.rateLimits.forAddress(clientAddress(req, deps.config.trustProxy)).request();
    } catch (error) {
      if (!(error instanceof AppError) || !error.retryAfterSeconds) throw error;
      res.setHeader('retry-after', String(error.retryAfterSeconds));
      return fail(res, error.status, error.code);
    }
  }
  if (ctx.viewer.kind === 'anonymous' || !ctx.organization) return fail(res, 401, 'unauthenticated');
  const fileName = typeof body.fileName === 'string' ? body.fileName : '';
  const type = fileTypes[extensionOf(fileName)];
  if (!fileName || !type) return fail(res, 400, 'invalidFileType');

  const file = await deps.prisma.storedFile.create({
    data: {
      organizationId: ctx.organization.id,
      key: `pending-${crypto.randomUUID()}`,
      fileName,
      contentType: type.contentTypes[0],
      uploadedById: ctx.viewer.kind === 'admin' ? ctx.viewer.identityId : null,
    },
  });
  const key = `files/${ctx.organization.alias}/${file.id}/${safeFileName(fileName)}`;
  await deps.prisma.storedFile.update({ where: { id: file.id }, data: { key } });
  const expires = Date.now() + UPLOAD_URL_SECONDS * 1000;
  const url = `${baseUrl(req, deps.config)}/${key}`;
  const signedUrl = `${url}?expires=${expires}&signature=${deps.storage.sign('PUT', key, expires)}`;
  sendJson(res, 200, { signedUrl, url });
}

async function receiveUpload(req: IncomingMessage, res: ServerResponse, deps: Deps, key: string, query: URLSearchParams) {
  const expires = Number(query.get('expires'));
  if (!deps.storage.verify('PUT', key, expires, query.get('signature') ?? '')) return fail(res, 403, 'invalidSignature');
  const file = await deps.prisma.storedFile.findUnique({ where: { key } });
  if (!file) return fail(res, 404, 'notFound');
  if (file.uploadedAt) return fail(res, 409, 'alreadyUploaded');
  const type = fileTypes[extensionOf(file.fileName)];
  const contentType = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (!type?.contentTypes.includes(contentType)) return fail(res, 415, 'invalidFileType');
  if (Number(req.headers['content-length'] ?? 0) > type.maxBytes) return fail(res, 413, 'fileTooLarge');

  let received = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      done(received > type.maxBytes ? new Error('fileTooLarge') : null, chunk);
    },
  });
  try {
    const size = await deps.storage.put(key, req.pipe(limit));
    await deps.prisma.storedFile.update({ where: { id: file.id }, data: { size, contentType, uploadedAt: new Date() } });
  } catch {
    await deps.storage.remove(key);
    return fail(res, 413, 'fileTooLarge');
  }
  sendJson(res, 200, { url: `${baseUrl(req, deps.config)}/${key}` });
}

async function serveFile(req: IncomingMessage, res: ServerResponse, deps: Deps, key: string) {
  const file = await deps.prisma.storedFile.findUnique({ where: { key } });
  const size = file?.uploadedAt ? await deps.storage.size(key) : null;
  if (!file || size === null) return fail(res, 404, 'notFound');
  const headers = { 'content-type': file.contentType, 'accept-ranges': 'bytes', 'cache-control': 'private, max-age=3600' };
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  if (range && size > 0) {
    const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    if (start > end || start >= size) {
      res.writeHead(416, { 'content-range': `bytes */${size}` });
      return res.end();
    }
    res.writeHead(206, { ...headers, 'content-range': `bytes ${start}-${end}/${size}`, 'content-length': end - start + 1 });
    return req.method === 'HEAD' ? res.end() : deps.storage.open(key, { start, end }).pipe(res);
  }
  res.writeHead(200, { ...headers, 'content-length': size });
  if (req.method === 'HEAD') res.end();
  else deps.storage.open(key).pipe(res);
}

/** Handles /upload and /files/...; false for other paths. */
export async function handleFiles(req: IncomingMessage, res: ServerResponse, deps: Deps): Promise<boolean> {
  const url = new URL(req.url ?? '/', 'http://local');
  if (url.pathname === '/upload') {
    if (req.method !== 'POST') fail(res, 405, 'methodNotAllowed');
    else await createUpload(req, res, deps);
    return true;
  }
  if (!url.pathname.startsWith('/files/')) return false;
  const key = decodeURIComponent(url.pathname.slice(1));
  if (key.includes('..')) fail(res, 400, 'invalid_data_entry');
  else if (req.method === 'PUT') await receiveUpload(req, res, deps, key, url.searchParams);
  else if (req.method === 'GET' || req.method === 'HEAD') await serveFile(req, res, deps, key);
  else fail(res, 405, 'methodNotAllowed');
  return true;
}
