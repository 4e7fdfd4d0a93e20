// Uploads and downloads: POST /upload hands out a signed, expiring PUT URL for
// one new file; PUT stores it after checking type, size and that the bytes are
// what the name declares; GET serves stored files with byte ranges (media
// seeking), public ones to anyone, private ones with a signed GET URL or a
// session of the right role (server/files/fileAccess.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Transform } from 'node:stream';
import { resolveViewer } from '../auth/viewer.ts';
import { bearerToken } from '../auth/tokens.ts';
import type { Config } from '../config.ts';
import { createRequestContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { extensionOf, fileTypes, safeFileName } from '../../domain/files/fileTypes.ts';
import { fileUrlOf, readUrlExpiry, sessionMayRead, signedFileUrl } from '../files/fileAccess.ts';
import { servedFileHeaders } from '../files/servedFileHeaders.ts';
import { contentMatchesName, SNIFF_BYTES } from '../files/uploadedContent.ts';
import type { FileStorage } from '../storage/fileStorage.ts';
import { readBody, sendJson } from './io.ts';
import { parseGuardedJson } from './inputGuard.ts';
import { clientAddress } from '../security/clientAddress.ts';
import type { RateLimits } from '../security/rateLimits.ts';
import { AppError } from '../services/errors.ts';
import { prepareCertificateUpload } from '../services/certificates/certificateUpload.ts';

const UPLOAD_URL_SECONDS = 15 * 60;

interface Deps {
  prisma: Db;
  config: Config;
  storage: FileStorage;
  rateLimits: RateLimits;
}

const fail = (res: ServerResponse, status: number, code: string) => sendJson(res, status, { data: { error: code } });

async function createUpload(req: IncomingMessage, res: ServerResponse, deps: Deps) {
  let body: { fileName?: unknown; private?: unknown; certificateFolder?: unknown };
  try {
    const parsed = parseGuardedJson((await readBody(req, 100_000)).toString('utf8') || '{}');
    body = typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch (error) {
    if (error instanceof AppError) return sendJson(res, error.status, { data: { error: error.code, field: error.field } });
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
  if (body.certificateFolder !== undefined) return createCertificateUpload(res, deps, ctx, body);
  const fileName = typeof body.fileName === 'string' ? body.fileName : '';
  const type = fileTypes[extensionOf(fileName)];
  if (!fileName || !type) return fail(res, 400, 'invalidFileType');
  if (body.private !== undefined && typeof body.private !== 'boolean') return fail(res, 400, 'invalid_data_entry');

  // A learner's upload is an answer: theirs, and private. An administrator's is
  // a public asset unless they declare it private (an export, a results file).
  const learnerId = ctx.viewer.kind === 'learner' ? ctx.viewer.learnerId : null;
  const visibility = learnerId !== null || body.private === true ? 'PRIVATE' : 'PUBLIC';
  const file = await deps.prisma.storedFile.create({
    data: {
      organizationId: ctx.organization.id,
      key: `pending-${crypto.randomUUID()}`,
      fileName,
      contentType: type.contentTypes[0],
      visibility,
      learnerId,
      uploadedById: ctx.viewer.kind === 'admin' ? ctx.viewer.identityId : null,
    },
  });
  const key = `files/${ctx.organization.alias}/${file.id}/${safeFileName(fileName)}`;
  await deps.prisma.storedFile.update({ where: { id: file.id }, data: { key } });
  const signedUrl = signedFileUrl(deps.config, deps.storage, 'PUT', key, Date.now() + UPLOAD_URL_SECONDS * 1000);
  // A private file's url is a signed read URL: the uploader can open what they sent.
  const url = visibility === 'PRIVATE' ? signedFileUrl(deps.config, deps.storage, 'GET', key, readUrlExpiry()) : fileUrlOf(deps.config, key);
  sendJson(res, 200, { signedUrl, url });
}

/** An account owner's certificate: its own key and rows (services/certificates/certificateUpload.ts), private. */
async function createCertificateUpload(
  res: ServerResponse,
  deps: Deps,
  ctx: Awaited<ReturnType<typeof createRequestContext>>,
  body: { fileName?: unknown; certificateFolder?: unknown },
) {
  let key: string;
  try {
    ({ key } = await prepareCertificateUpload({ ...ctx, storage: deps.storage }, deps.storage, body));
  } catch (error) {
    if (error instanceof AppError) return sendJson(res, error.status, { data: { error: error.code, field: error.field } });
    throw error;
  }
  const signedUrl = signedFileUrl(deps.config, deps.storage, 'PUT', key, Date.now() + UPLOAD_URL_SECONDS * 1000);
  sendJson(res, 200, { signedUrl, url: signedFileUrl(deps.config, deps.storage, 'GET', key, readUrlExpiry()) });
}

async function readHead(storage: FileStorage, key: string, size: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  if (size === 0) return Buffer.alloc(0);
  for await (const chunk of storage.open(key, { start: 0, end: Math.min(size, SNIFF_BYTES) - 1 })) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
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
  let size: number;
  try {
    size = await deps.storage.put(key, req.pipe(limit));
  } catch {
    await deps.storage.remove(key);
    return fail(res, 413, 'fileTooLarge');
  }
  if (!(await contentMatchesName(file.fileName, await readHead(deps.storage, key, size)))) {
    await deps.storage.remove(key);
    return fail(res, 415, 'fileContentMismatch');
  }
  await deps.prisma.storedFile.update({ where: { id: file.id }, data: { size, contentType, uploadedAt: new Date() } });
  const url =
    file.visibility === 'PRIVATE' ? signedFileUrl(deps.config, deps.storage, 'GET', key, readUrlExpiry()) : fileUrlOf(deps.config, key);
  sendJson(res, 200, { url });
}

/** null: may read; otherwise the refusal's status and code. */
async function readRefusal(req: IncomingMessage, deps: Deps, file: Parameters<typeof sessionMayRead>[0], key: string, query: URLSearchParams) {
  if (file.visibility === 'PUBLIC') return null;
  if (query.has('signature') || query.has('expires')) {
    return deps.storage.verify('GET', key, Number(query.get('expires')), query.get('signature') ?? '') ? null : ([403, 'invalidSignature'] as const);
  }
  const viewer = await resolveViewer(deps.prisma, bearerToken(req.headers.authorization));
  if (sessionMayRead(file, viewer)) return null;
  return viewer.kind === 'anonymous' ? ([401, 'unauthenticated'] as const) : ([403, 'forbidden'] as const);
}

async function serveFile(req: IncomingMessage, res: ServerResponse, deps: Deps, key: string, query: URLSearchParams) {
  const file = await deps.prisma.storedFile.findUnique({ where: { key }, include: { uploadedBy: { select: { accountId: true } } } });
  const size = file?.uploadedAt ? await deps.storage.size(key) : null;
  if (!file || size === null) return fail(res, 404, 'notFound');
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
  else if (req.method === 'GET' || req.method === 'HEAD') await serveFile(req, res, deps, key, url.searchParams);
  else fail(res, 405, 'methodNotAllowed');
  return true;
}
