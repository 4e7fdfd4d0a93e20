// The built client's files go compressed to browsers that accept it (brotli,
// else gzip), byte for byte the file once decompressed, and as they are to
// those that do not; a rebuilt file is compressed afresh.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, createStaticHandler } from './static.ts';

const script = `export const texts = ${JSON.stringify(Array.from({ length: 2000 }, (_, index) => `text number ${index}`))};\n`;
const picture = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);

/** A GET (or HEAD) without the automatic decompression of fetch. */
function get(url: string, headers: Record<string, string>, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the built client, compressed', () => {
  const root = mkdtempSync(join(tmpdir(), 'static-'));
  let server: Server;
  let base: string;

  beforeAll(async () => {
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title><script type="module" src="/assets/app.js"></script>');
    writeFileSync(join(root, 'assets', 'app.js'), script);
    writeFileSync(join(root, 'assets', 'logo.png'), picture);
    const serve = createStaticHandler(root);
    server = createServer((req, res) => void serve(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  it('answers brotli to a browser that accepts it, the file once decompressed', async () => {
    const answer = await get(`${base}/assets/app.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
    expect(answer.body.length).toBeLessThan(script.length / 4);
  });

  it('answers gzip when brotli is not accepted or refused with q=0', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip']) {
      const answer = await get(`${base}/assets/app.js`, { 'accept-encoding': accept });
      expect(answer.headers['content-encoding'], accept).toBe('gzip');
      expect(gunzipSync(answer.body).toString()).toBe(script);
    }
  });

  it('answers the file as it is without an accepted encoding, and pictures always as they are', async () => {
    const plain = await get(`${base}/assets/app.js`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    const png = await get(`${base}/assets/logo.png`, { 'accept-encoding': 'br, gzip' });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.body).toEqual(picture);
  });

  it('compresses the page of every client route, and a HEAD has no body', async () => {
    const page = await get(`${base}/some/route`, { 'accept-encoding': 'br' });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(page.body).toString()).toContain('<title>app</title>');
    const head = await get(`${base}/assets/app.js`, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });

  it('answers a path with malformed escapes 400 invalid_data_entry, not a thrown URIError', async () => {
    for (const path of ['/%', '/assets/%E0%A4%A.js', '/route/%00']) {
      const answer = await get(`${base}${path}`, {});
      expect([answer.status, JSON.parse(answer.body.toString())], path).toEqual([400, { data: { error: 'invalid_data_entry', field: 'path' } }]);
    }
  });

  it('compresses a rebuilt file afresh', async () => {
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>rebuilt</title>');
    const page = await get(`${base}/`, { 'accept-encoding': 'gzip' });
    expect(gunzipSync(page.body).toString()).toBe('<!doctype html><title>rebuilt</title>');
  });
});

describe('the encoding chosen', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('GZIP')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('br; q=0.0, gzip;q=0')).toBeNull();
    expect(chooseEncoding('deflate')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe("the page in the visitor's language (the language cookie)", () => {
  const root = mkdtempSync(join(tmpdir(), 'static-language-'));
  const arabic = '<!doctype html><html lang="ar" dir="rtl"><title>منصة</title><main data-prerendered>تسجيل الدخول</main></html>';
  const english = '<!doctype html><html lang="en" dir="ltr"><title>Platform</title><main data-prerendered>Sign in</main></html>';
  let server: Server;
  let base: string;

  beforeAll(async () => {
    writeFileSync(join(root, 'index.html'), arabic);
    writeFileSync(join(root, 'index.en.html'), english);
    const serve = createStaticHandler(root);
    server = createServer((req, res) => void serve(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  it('sends the English page to a visitor whose cookie says English, on every page path, compressed or not', async () => {
    for (const path of ['/', '/learner', '/home/abc']) {
      const plain = await get(`${base}${path}`, { cookie: 'consent=1; lang=en' });
      expect(plain.body.toString()).toBe(english);
      expect(plain.headers.vary).toBe('Accept-Encoding, Cookie');
      const compressed = await get(`${base}${path}`, { cookie: 'lang=en', 'accept-encoding': 'br' });
      expect(brotliDecompressSync(compressed.body).toString()).toBe(english);
      expect(compressed.headers.vary).toBe('Accept-Encoding, Cookie');
    }
  });

  it('sends the Arabic page without a cookie, with lang=ar or a value it does not know, whatever Accept-Language says', async () => {
    const requests: Record<string, string>[] = [{}, { cookie: 'lang=ar' }, { cookie: 'lang=fr' }, { cookie: 'xlang=en' }, { 'accept-language': 'en-GB,en;q=0.9' }];
    for (const headers of requests) {
      const answer = await get(`${base}/`, headers);
      expect(answer.body.toString()).toBe(arabic);
      expect(answer.headers.vary).toBe('Accept-Encoding, Cookie');
    }
  });

  it('/index.html asked for by name (the service worker precaches it) is always the Arabic page', async () => {
    expect((await get(`${base}/index.html`, { cookie: 'lang=en' })).body.toString()).toBe(arabic);
  });
});
