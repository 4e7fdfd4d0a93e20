// Uploads and downloads: POST /upload hands out a signed PUT URL for one new
// file of an allowed type; the PUT stores it once; GET serves it with ranges.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords.ts';
import { alteredSignature } from '../testing/signatures.ts';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';

let app: TestApp;
const tokens = { learner: '', owner: '' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

beforeAll(async () => {
  app = await startTestApp();
  tokens.owner = await app.adminToken('demo-owner', 'account');
  tokens.learner = (await app.rest('user/login', { email: 'learner@example.com' })).body.data.token;
});

afterAll(async () => {
  await app?.stop();
});

async function requestUpload(fileName: unknown, token?: string) {
  const response = await fetch(`${app.url}/upload`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ fileName }),
  });
  return { status: response.status, body: await response.json() };
}

/** /upload answers URLs relative to the app (PUBLIC_URL is unset in tests). */
const at = (url: string) => new URL(url, app.url).toString();

const put = (url: string, body: Buffer, contentType: string) =>
  fetch(at(url), { method: 'PUT', headers: { 'content-type': contentType }, body: new Uint8Array(body) });

/** A fresh signed upload of lesson.pdf by the account owner. */
async function signedPdfUpload(): Promise<{ signedUrl: string; url: string }> {
  const { status, body } = await requestUpload('lesson.pdf', tokens.owner);
  expect(status).toBe(200);
  return body;
}

describe('POST /upload hands out a signed URL to a signed-in user for an allowed file type', () => {
  it.each([
    ['without a token it is 401 unauthenticated', 'lesson.pdf', undefined, 401, 'unauthenticated'],
    ['with an invalid token it is 401 unauthenticated', 'lesson.pdf', 'no-such-token', 401, 'unauthenticated'],
    ['an .exe is 400 invalidFileType', 'notes.exe', 'owner', 400, 'invalidFileType'],
    ['a name without an extension is 400 invalidFileType', 'notes', 'owner', 400, 'invalidFileType'],
    ['a missing file name is 400 invalidFileType', undefined, 'owner', 400, 'invalidFileType'],
  ] as const)('%s', async (_rule, fileName, caller, status, error) => {
    const token = caller === 'owner' ? tokens.owner : caller;
    expect(await requestUpload(fileName, token)).toEqual({ status, body: { data: { error } } });
  });

  it('lesson.pdf gets a signedUrl (the url with an expiry and a signature) and a url under /files/', async () => {
    const { signedUrl, url } = await signedPdfUpload();
    expect(url).toMatch(/^\/files\/dev\/[^/]+\/lesson\.pdf$/);
    const signed = new URL(signedUrl, app.url);
    expect(signed.pathname).toBe(url);
    expect(Number(signed.searchParams.get('expires'))).toBeGreaterThan(Date.now());
    expect(signed.searchParams.get('signature')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  });

  it('an unsafe file name is reduced to one safe path segment', async () => {
    const { body } = await requestUpload('../../etc/My Lesson (1).PDF', tokens.owner);
    expect(body.url).toMatch(/\/files\/dev\/[^/]+\/My-Lesson-1-\.PDF$/);
  });

  it('a malformed JSON body is 400 malformedJson', async () => {
    const response = await fetch(`${app.url}/upload`, { method: 'POST', headers: { authorization: `Bearer ${tokens.owner}` }, body: '{"fileName":' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ data: { error: 'malformedJson' } });
  });

  it.each(['null', '42', '"lesson.pdf"'])('a JSON body that is not an object (%s) is 400 invalidFileType', async (body) => {
    const response = await fetch(`${app.url}/upload`, { method: 'POST', headers: { authorization: `Bearer ${tokens.owner}` }, body });
    expect({ status: response.status, body: await response.json() }).toEqual({ status: 400, body: { data: { error: 'invalidFileType' } } });
  });

  it('GET /upload is 405', async () => {
    expect((await fetch(`${app.url}/upload`)).status).toBe(405);
  });
});

describe('PUT to the signed URL stores the file once, with the content type of its extension', () => {
  it('text/html for a .pdf is 415 invalidFileType, and the file stays absent', async () => {
    const { signedUrl, url } = await signedPdfUpload();
    const response = await put(signedUrl, PDF, 'text/html');
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ data: { error: 'invalidFileType' } });
    expect((await fetch(at(url))).status).toBe(404);
  });

  it('application/pdf is 200, and GET of the url answers the same bytes as application/pdf', async () => {
    const { signedUrl, url } = await signedPdfUpload();
    const stored = await put(signedUrl, PDF, 'application/pdf');
    expect(stored.status).toBe(200);
    expect(await stored.json()).toEqual({ url });

    const download = await fetch(at(url));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('a second PUT to the same signed URL is 409 alreadyUploaded, and the first bytes stay', async () => {
    const { signedUrl, url } = await signedPdfUpload();
    expect((await put(signedUrl, PDF, 'application/pdf')).status).toBe(200);
    const again = await put(signedUrl, Buffer.from('%PDF-1.4 replaced'), 'application/pdf');
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ data: { error: 'alreadyUploaded' } });
    expect(Buffer.from(await (await fetch(at(url))).arrayBuffer()).equals(PDF)).toBe(true);
  });

  it.each([
    ['a changed signature', (signed: URL) => signed.searchParams.set('signature', alteredSignature(signed.searchParams.get('signature')!))],
    ['a later expiry than was signed', (signed: URL) => signed.searchParams.set('expires', String(Number(signed.searchParams.get('expires')) + 60_000))],
    ['an expiry in the past', (signed: URL) => signed.searchParams.set('expires', String(Date.now() - 1000))],
    ['no signature', (signed: URL) => signed.searchParams.delete('signature')],
    ['another file name in the path', (signed: URL) => (signed.pathname = signed.pathname.replace('lesson.pdf', 'other.pdf'))],
  ])('%s is 403 invalidSignature, and nothing is stored', async (_rule, tamper) => {
    const { signedUrl, url } = await signedPdfUpload();
    const signed = new URL(signedUrl, app.url);
    tamper(signed);
    const response = await put(signed.toString(), PDF, 'application/pdf');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ data: { error: 'invalidSignature' } });
    expect((await fetch(at(url))).status).toBe(404);
  });
});

describe('GET serves stored files', () => {
  let url = '';

  beforeAll(async () => {
    const upload = await signedPdfUpload();
    expect((await put(upload.signedUrl, PDF, 'application/pdf')).status).toBe(200);
    url = upload.url;
  });

  it.each([
    ['bytes=0-9', 0, 9],
    ['bytes=10-', 10, PDF.length - 1],
    ['bytes=-5', PDF.length - 5, PDF.length - 1],
    [`bytes=20-${PDF.length + 100}`, 20, PDF.length - 1],
  ])('Range %s is 206 with the matching content-range and bytes', async (range, start, end) => {
    const response = await fetch(at(url), { headers: { range } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/${PDF.length}`);
    expect(response.headers.get('content-length')).toBe(String(end - start + 1));
    expect(Buffer.from(await response.arrayBuffer()).equals(PDF.subarray(start, end + 1))).toBe(true);
  });

  it('a range beyond the end is 416 with content-range bytes */size', async () => {
    const response = await fetch(at(url), { headers: { range: `bytes=${PDF.length + 10}-` } });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe(`bytes */${PDF.length}`);
  });

  it('HEAD answers the headers without the bytes', async () => {
    const response = await fetch(at(url), { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(PDF.length));
    expect(response.headers.get('content-type')).toBe('application/pdf');
  });

  it.each([
    ['an unknown file', '/files/dev/no-such-id/nothing.pdf'],
    ['an unknown folder', '/files/nowhere'],
  ])('%s is 404 notFound', async (_rule, path) => {
    const response = await fetch(`${app.url}${path}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ data: { error: 'notFound' } });
  });

  it('a key that climbs out with encoded ../ is 400, never a file outside the storage', async () => {
    const response = await fetch(`${app.url}/files/dev/..%2f..%2f..%2fpackage.json`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ data: { error: 'invalid_data_entry' } });
  });

  it("the seeded program's media answer 200 with their content types", async () => {
    const { body } = await app.rest('admin/getPrograms', {}, tokens.owner);
    const lessons = body.data[0].items[0];
    const byName = Object.fromEntries(lessons.children.map((item: { name: string; src: string }) => [item.name, item.src]));
    for (const [name, type] of [
      ['Introduction video', 'video/mp4'],
      ['Welcome message', 'audio/mpeg'],
    ]) {
      const response = await fetch(`${app.url}${byName[name]}`);
      expect(response.status, name).toBe(200);
      expect(response.headers.get('content-type'), name).toBe(type);
      expect((await response.arrayBuffer()).byteLength, name).toBeGreaterThan(0);
    }
  });
});

describe('admin/deleteFile removes a file its uploader (or the uploader account) no longer needs', () => {
  async function uploadedPdf(): Promise<string> {
    const { signedUrl, url } = await signedPdfUpload();
    expect((await put(signedUrl, PDF, 'application/pdf')).status).toBe(200);
    return url;
  }

  it('the owner deletes an uploaded file: it is gone from the storage and the address answers 404', async () => {
    const url = await uploadedPdf();
    expect(await app.rest('admin/deleteFile', { fileUrl: url }, tokens.owner)).toEqual({ status: 200, body: { data: true } });
    expect((await fetch(at(url))).status).toBe(404);
    expect(await app.app.database.prisma.storedFile.count({ where: { key: new URL(url, app.url).pathname.slice(1) } })).toBe(0);
  });

  it("another account's owner may not delete it, and the file stays", async () => {
    const prisma = app.app.database.prisma;
    const dev = await prisma.organization.findUniqueOrThrow({ where: { alias: 'dev' } });
    const other = await prisma.account.create({ data: { organizationId: dev.id, alias: 'File neighbours' } });
    await prisma.adminIdentity.create({
      data: { role: 'ACCOUNT_OWNER', username: 'neighbour-owner', passwordHash: await hashPassword(TEST_PASSWORD), organizationId: dev.id, accountId: other.id },
    });
    const url = await uploadedPdf();
    const answer = await app.rest('admin/deleteFile', { fileUrl: url }, await app.adminToken('neighbour-owner', 'account'));
    expect(answer).toEqual({ status: 403, body: { data: { error: 'forbidden', field: 'fileUrl' } } });
    expect((await fetch(at(url))).status).toBe(200);
  });

  it.each([
    ['a learner', 'learner', 403, 'forbidden'],
    ['anyone signed out', 'none', 401, 'unauthenticated'],
  ])('%s may not delete it, and the file stays', async (_who, who, status, code) => {
    const url = await uploadedPdf();
    const token = who === 'learner' ? tokens.learner : undefined;
    expect(await app.rest('admin/deleteFile', { fileUrl: url }, token)).toEqual({ status, body: { data: { error: code } } });
    expect((await fetch(at(url))).status).toBe(200);
  });

  it.each([
    ['an address outside /files/', 'https://example.com/other.pdf', 'invalid_data_entry'],
    ['a file that does not exist', '/files/dev/none/missing.pdf', 'notFound'],
    ['no address', undefined, 'invalid_data_entry'],
  ])('%s is refused', async (_case, fileUrl, code) => {
    expect((await app.rest('admin/deleteFile', { fileUrl }, tokens.owner)).body.data.error).toBe(code);
  });
});
