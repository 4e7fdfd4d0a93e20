// Serves the built client (client/dist): files by path, index.html otherwise.
// Text files (scripts, styles, the page) go compressed when the browser accepts
// it, brotli before gzip: a learner's first visit is about a quarter of the
// bytes (docs/benchmarks/history.md#client-download-size). Each file is
// compressed once per build and kept in memory (the client is a few megabytes
// of text at most).
// The page itself (a navigation, any path that is not a file) is index.html,
// whose prerendered sign-in screen is in Arabic, or index.en.html for a
// visitor who chose English (its cookie, domain/language/languageCookie.ts).
// /index.html asked for by name (the service worker's copy) is always index.html.
import { createReadStream, existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { sendJson } from './io.ts';
import { decodePathname } from '../../domain/files/urlPath.ts';
import { pageLanguageFromCookies } from '../../domain/language/languageCookie.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map', '.wasm']);

type Encoding = 'br' | 'gzip';

/** The encoding to answer with: brotli when accepted, else gzip, else none (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, quality]) => !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(quality ?? ''))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

interface Compressed {
  version: string;
  bodies: Partial<Record<Encoding, Promise<Buffer>>>;
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.mjs.map': 'application/json',
  '.map': 'application/json',
};

export function createStaticHandler(root: string) {
  const index = join(root, 'index.html');
  const englishIndex = join(root, 'index.en.html');
  const compressed = new Map<string, Compressed>();

  /** The file compressed with `encoding`, made once per version of the file. */
  const compressedBody = (file: string, version: string, encoding: Encoding): Promise<Buffer> => {
    let entry = compressed.get(file);
    if (entry?.version !== version) compressed.set(file, (entry = { version, bodies: {} }));
    const made = (entry.bodies[encoding] ??= readFile(file).then((bytes) =>
      encoding === 'br' ? brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }) : gzipped(bytes, { level: 9 }),
    ));
    // a failed read is tried again next time
    made.catch(() => compressed.delete(file));
    return made;
  };

  return async function serveStatic(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (!existsSync(index)) return false;
    const pathname = decodePathname(new URL(req.url ?? '/', 'http://local').pathname);
    if (pathname === null) {
      sendJson(res, 400, { data: { error: 'invalid_data_entry', field: 'path' } });
      return true;
    }
    let file = normalize(join(root, pathname));
    if (!file.startsWith(root + sep) && file !== root) return false;
    let info = await stat(file).catch(() => null);
    const page = !info?.isFile();
    if (page) {
      file = pageLanguageFromCookies(req.headers.cookie) === 'en' && existsSync(englishIndex) ? englishIndex : index;
      info = await stat(file).catch(() => null);
    }
    const immutable = file.includes(`${sep}assets${sep}`);
    const headers = {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    // the page differs by the language cookie
    const vary = page ? 'Accept-Encoding, Cookie' : 'Accept-Encoding';
    const encoding = COMPRESSIBLE.has(extname(file)) && info ? chooseEncoding(req.headers['accept-encoding']) : null;
    if (encoding && info) {
      const body = await compressedBody(file, `${info.mtimeMs}:${info.size}`, encoding);
      res.writeHead(200, { ...headers, 'content-encoding': encoding, 'content-length': body.length, vary });
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    }
    res.writeHead(200, COMPRESSIBLE.has(extname(file)) ? { ...headers, vary } : headers);
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
    return true;
  };
}
