// Uploads: POST /upload hands out a signed, expiring PUT URL for one new file.
// On local disk (and for an account store the page may not reach) the file is
// PUT to this server, which checks type, size and that the bytes are what the
// name declares while storing it. On S3 the URL is presigned: the browser PUTs
// straight into the bucket, then POSTs the completeUrl of the answer, and the
// server checks the stored object the same way, deleting it when refused
// (docs/decisions/storage.md).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Transform } from 'node:stream';
import { extensionOf, fileTypes, safeFileName } from '../../domain/files/fileTypes.ts';
import type { StoredFile } from '../db/generated/client.ts';
import { createRequestContext } from '../context.ts';
import { fileBaseUrl, fileUrlOf, readUrlExpiry, signedFileUrl } from '../files/fileAccess.ts';
import { contentMatchesName, SNIFF_BYTES } from '../files/uploadedContent.ts';
import { prepareCertificateUpload } from '../services/certificates/certificateUpload.ts';
import { AppError } from '../errors.ts';
import { storageForNewFile } from '../storage/accountStorage.ts';
import type { FileStorage } from '../storage/fileStorage.ts';
import type { FilesDeps } from './files.ts';
import { failJson, postContext, readJsonPost } from './jsonPost.ts';
import { sendJson } from './io.ts';

const UPLOAD_URL_SECONDS = 15 * 60;

const fail = failJson;
const refuse = (res: ServerResponse, error: AppError) => fail(res, error.status, error.code, error.field);

/** Where the uploader PUTs the bytes, and, for a direct upload into the store, the content type it must send and where to say it is done. */
async function uploadTarget(deps: FilesDeps, store: FileStorage, key: string, contentType: string) {
  const expires = Date.now() + UPLOAD_URL_SECONDS * 1000;
  const direct = await store.directUploadUrl(key, contentType, UPLOAD_URL_SECONDS);
  if (direct === null) return { signedUrl: signedFileUrl(deps.config, deps.storage, 'PUT', key, expires) };
  // the PUT signature of this key is what lets its uploader complete it
  const completeUrl = `${fileBaseUrl(deps.config)}/upload/complete?key=${encodeURIComponent(key)}&expires=${expires}&signature=${deps.storage.sign('PUT', key, expires)}`;
  return { signedUrl: direct, contentType, completeUrl };
}

const readUrl = (deps: FilesDeps, file: Pick<StoredFile, 'visibility' | 'key'>) =>
  file.visibility === 'PRIVATE' ? signedFileUrl(deps.config, deps.storage, 'GET', file.key, readUrlExpiry()) : fileUrlOf(deps.config, file.key);

export async function createUpload(req: IncomingMessage, res: ServerResponse, deps: FilesDeps) {
  const read = await readJsonPost(req, res, 100_000);
  if (!read) return;
  const body: { fileName?: unknown; private?: unknown; certificateFolder?: unknown; contentType?: unknown } =
    typeof read.parsed === 'object' && read.parsed !== null ? read.parsed : {};
  const ctx = await postContext(req, res, deps);
  if (!ctx) return;
  if (ctx.viewer.kind === 'anonymous' || !ctx.organization) return fail(res, 401, 'unauthenticated');
  const fileName = typeof body.fileName === 'string' ? body.fileName : '';
  const type = fileTypes[extensionOf(fileName)];
  if (body.contentType !== undefined && typeof body.contentType !== 'string') return fail(res, 400, 'invalid_data_entry', 'contentType');
  // the type the uploader will send, when accepted for the extension (a presigned PUT signs it)
  const contentType = type?.contentTypes.find((accepted) => accepted === body.contentType) ?? type?.contentTypes[0];
  if (body.certificateFolder !== undefined) return createCertificateUpload(res, deps, ctx, body);
  if (!fileName || !type || !contentType) return fail(res, 400, 'invalidFileType');
  if (body.private !== undefined && typeof body.private !== 'boolean') return fail(res, 400, 'invalid_data_entry');

  // An account's administrator stores in the account's own bucket when it has one.
  const accountId = ctx.viewer.kind === 'admin' ? ctx.viewer.accountId : null;
  let target: Awaited<ReturnType<typeof storageForNewFile>>;
  try {
    target = await storageForNewFile(deps.prisma, deps.storage, accountId);
  } catch (error) {
    if (error instanceof AppError) return refuse(res, error);
    throw error;
  }
  // A learner's upload is an answer: theirs, and private. An administrator's is
  // a public asset unless they declare it private (an export, a results file).
  const learnerId = ctx.viewer.kind === 'learner' ? ctx.viewer.learnerId : null;
  const visibility = learnerId !== null || body.private === true ? 'PRIVATE' : 'PUBLIC';
  const file = await deps.prisma.storedFile.create({
    data: {
      organizationId: ctx.organization.id,
      key: `pending-${crypto.randomUUID()}`,
      fileName,
      contentType,
      visibility,
      learnerId,
      uploadedById: ctx.viewer.kind === 'admin' ? ctx.viewer.identityId : null,
      ...target.location,
    },
  });
  const key = `files/${ctx.organization.alias}/${file.id}/${safeFileName(fileName)}`;
  await deps.prisma.storedFile.update({ where: { id: file.id }, data: { key } });
  // A private file's url is a signed read URL: the uploader can open what they sent.
  sendJson(res, 200, { ...(await uploadTarget(deps, target.store, key, contentType)), url: readUrl(deps, { key, visibility }) });
}

/** An account owner's certificate: its own key and rows (services/certificates/certificateUpload.ts), private. */
async function createCertificateUpload(
  res: ServerResponse,
  deps: FilesDeps,
  ctx: Awaited<ReturnType<typeof createRequestContext>>,
  body: { fileName?: unknown; certificateFolder?: unknown },
) {
  let prepared: Awaited<ReturnType<typeof prepareCertificateUpload>>;
  try {
    prepared = await prepareCertificateUpload({ ...ctx, storage: deps.storage }, deps.storage, body);
  } catch (error) {
    if (error instanceof AppError) return refuse(res, error);
    throw error;
  }
  const target = await uploadTarget(deps, prepared.store, prepared.key, prepared.contentType);
  sendJson(res, 200, { ...target, url: signedFileUrl(deps.config, deps.storage, 'GET', prepared.key, readUrlExpiry()) });
}

async function readHead(store: FileStorage, key: string, size: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  if (size === 0) return Buffer.alloc(0);
  for await (const chunk of await store.open(key, { start: 0, end: Math.min(size, SNIFF_BYTES) - 1 })) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The pending file a PUT signature names: the row, or the refusal. */
async function pendingFile(deps: FilesDeps, key: string, query: URLSearchParams): Promise<StoredFile | readonly [number, string]> {
  if (!deps.storage.verify('PUT', key, Number(query.get('expires')), query.get('signature') ?? '')) return [403, 'invalidSignature'];
  const file = await deps.prisma.storedFile.findUnique({ where: { key } });
  if (!file) return [404, 'notFound'];
  if (file.uploadedAt) return [409, 'alreadyUploaded'];
  return file;
}

/** The stored bytes pass the size and content checks: the file is uploaded. Otherwise they are deleted. */
async function acceptStored(res: ServerResponse, deps: FilesDeps, store: FileStorage, file: StoredFile, size: number, contentType: string) {
  const type = fileTypes[extensionOf(file.fileName)];
  if (!type || size > type.maxBytes) {
    await store.remove(file.key);
    return fail(res, 413, 'fileTooLarge');
  }
  if (!(await contentMatchesName(file.fileName, await readHead(store, file.key, size)))) {
    await store.remove(file.key);
    return fail(res, 415, 'fileContentMismatch');
  }
  await deps.prisma.storedFile.update({ where: { id: file.id }, data: { size, contentType, uploadedAt: new Date() } });
  sendJson(res, 200, { url: readUrl(deps, file) });
}

/** PUT /files/<key>?expires&signature: the bytes through this server. */
export async function receiveUpload(req: IncomingMessage, res: ServerResponse, deps: FilesDeps, key: string, query: URLSearchParams) {
  const file = await pendingFile(deps, key, query);
  if (Array.isArray(file)) return fail(res, file[0], file[1]);
  const pending = file as StoredFile;
  const type = fileTypes[extensionOf(pending.fileName)];
  const contentType = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (!type?.contentTypes.includes(contentType)) return fail(res, 415, 'invalidFileType');
  if (Number(req.headers['content-length'] ?? 0) > type.maxBytes) return fail(res, 413, 'fileTooLarge');

  const store = deps.storage.at(pending);
  let received = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      done(received > type.maxBytes ? new Error('fileTooLarge') : null, chunk);
    },
  });
  let size: number;
  try {
    size = await store.put(key, req.pipe(limit));
  } catch {
    await store.remove(key);
    return fail(res, 413, 'fileTooLarge');
  }
  await acceptStored(res, deps, store, pending, size, contentType);
}

/** POST /upload/complete?key&expires&signature: the browser PUT the bytes into the store itself; they are checked now. */
export async function completeUpload(res: ServerResponse, deps: FilesDeps, query: URLSearchParams) {
  const key = query.get('key') ?? '';
  const file = await pendingFile(deps, key, query);
  if (Array.isArray(file)) return fail(res, file[0], file[1]);
  const pending = file as StoredFile;
  const store = deps.storage.at(pending);
  const size = await store.size(key);
  // nothing arrived: the PUT failed or was never made
  if (size === null) return fail(res, 404, 'notFound');
  await acceptStored(res, deps, store, pending, size, pending.contentType);
}
