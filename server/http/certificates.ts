// Downloads of issued certificates: GET /certificates/<token>.svg renders the
// account's SVG template for the learner the certificate was issued to, and
// /certificates/<token>.png draws it as PNG off the event loop
// (server/certificates/renderPool.ts), kept for the next download
// (certificatePngCache.ts). The token is the only key, as for stored files.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../db/database.ts';
import { cacheCertificatePng, cachedCertificatePng, certificatePngKey, type CachedPng } from '../certificates/certificatePngCache.ts';
import { renderPngOffThread } from '../certificates/renderPool.ts';
import { AppError } from '../errors.ts';
import { certificateSvg, filledCertificateTemplate } from '../services/certificates/issuedCertificates.ts';
import type { FileStorage } from '../storage/fileStorage.ts';
import { sendJson } from './io.ts';

interface Deps {
  prisma: Db;
  storage: FileStorage;
}

const CERTIFICATE_PATH = /^\/certificates\/([A-Za-z0-9_-]{1,100})\.(svg|png)$/;

/** Drawings under way, so that downloads of one certificate at the same moment share one. */
const drawing = new Map<string, Promise<CachedPng | null>>();

async function draw(key: string, svg: string): Promise<CachedPng | null> {
  try {
    const { png } = await renderPngOffThread(svg);
    cacheCertificatePng(key, { png });
    return { png };
  } catch (error) {
    // a template too heavy to draw stays refused; a busy server may draw it next time
    if (error instanceof AppError && (error.code === 'templateTooHeavy' || error.code === 'renderTimeout')) {
      cacheCertificatePng(key, { refused: error.code });
      return { refused: error.code };
    }
    if (error instanceof AppError && error.code === 'serverBusy') return { refused: error.code };
    // what is no SVG (invalid_data_entry) cannot be downloaded: notFound, as before
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** The PNG of the certificate's SVG, or why it is refused; null when the template is no drawing. */
function pngOf(token: string, svg: string): Promise<CachedPng | null> {
  const key = certificatePngKey(token, svg);
  const cached = cachedCertificatePng(key);
  if (cached) return Promise.resolve(cached);
  let pending = drawing.get(key);
  if (!pending) {
    pending = draw(key, svg).finally(() => drawing.delete(key));
    drawing.set(key, pending);
  }
  return pending;
}

/** Handles /certificates/...; false for other paths. */
export async function handleCertificates(req: IncomingMessage, res: ServerResponse, deps: Deps): Promise<boolean> {
  const { pathname } = new URL(req.url ?? '/', 'http://local');
  if (!pathname.startsWith('/certificates/')) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendJson(res, 405, { data: { error: 'methodNotAllowed' } });
    return true;
  }
  const [, token, format] = CERTIFICATE_PATH.exec(pathname) ?? [];
  let drawn: CachedPng | null = null;
  if (token && format === 'png') {
    // sanitised in the render worker, not here on the event loop
    const filled = await filledCertificateTemplate(deps.prisma, deps.storage, token);
    drawn = filled === null ? null : await pngOf(token, filled);
  } else if (token) {
    const svg = await certificateSvg(deps.prisma, deps.storage, token);
    drawn = svg === null ? null : { png: Buffer.from(svg, 'utf8') };
  }
  if (drawn && 'refused' in drawn) {
    const refusal = new AppError(drawn.refused);
    sendJson(res, refusal.status, { data: { error: refusal.code } });
    return true;
  }
  const body = drawn?.png ?? null;
  if (body === null) {
    sendJson(res, 404, { data: { error: 'notFound' } });
    return true;
  }
  res.writeHead(200, {
    'content-type': format === 'png' ? 'image/png' : 'image/svg+xml; charset=utf-8',
    'content-disposition': `attachment; filename="certificate.${format}"`,
    'content-length': body.length,
    // rendered from the account's current template and the learner's current name
    'cache-control': 'private, no-cache',
    'x-content-type-options': 'nosniff',
    // sanitised, and still never a document of our origin that could run anything
    'content-security-policy': "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; font-src data:",
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
