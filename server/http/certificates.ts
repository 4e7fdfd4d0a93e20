// Downloads of issued certificates: GET /certificates/<token>.svg renders the
// account's SVG template for the learner the certificate was issued to, and
// /certificates/<token>.png draws it as PNG (server/certificates/renderPng.ts).
// The token is the only key, as for stored files.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../db/database.ts';
import { renderPng } from '../certificates/renderPng.ts';
import { certificateSvg } from '../services/issuedCertificates.ts';
import type { FileStorage } from '../storage/fileStorage.ts';
import { sendJson } from './io.ts';

interface Deps {
  prisma: Db;
  storage: FileStorage;
}

const CERTIFICATE_PATH = /^\/certificates\/([A-Za-z0-9_-]{1,100})\.(svg|png)$/;

/** The PNG of the certificate's SVG; null when the template cannot be drawn. */
function pngOf(svg: string): Buffer | null {
  try {
    return renderPng(svg);
  } catch {
    return null;
  }
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
  const svg = token ? await certificateSvg(deps.prisma, deps.storage, token) : null;
  const body = svg === null ? null : format === 'png' ? pngOf(svg) : Buffer.from(svg, 'utf8');
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
