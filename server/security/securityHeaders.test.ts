// Every response of the app carries its security headers: the built client's
// pages, /graphql, the REST facade and stored files (which replace the page
// policy with a sandbox). GraphiQL, outside production, gets a relaxed policy
// on its own page only.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { CLIENT_CONTENT_SECURITY_POLICY } from './securityHeaders.ts';

let app: TestApp;
let production: TestApp;
let overHttps: TestApp;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'client-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/main.js"></script>');
  writeFileSync(join(dist, 'assets', 'main.js'), 'export {};');
  app = await startTestApp({ clientDist: dist });
  production = await startTestApp({ production: true });
  overHttps = await startTestApp({ publicUrl: 'https://learn.example.org' });
});

afterAll(async () => {
  await app?.stop();
  await production?.stop();
  await overHttps?.stop();
});

const PAGE_HEADERS = {
  'content-security-policy': CLIENT_CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

const headersOf = (response: Response) => Object.fromEntries(Object.keys(PAGE_HEADERS).map((name) => [name, response.headers.get(name)]));

describe("the app's own answers carry the page security headers", () => {
  it.each([
    ['index.html', () => fetch(`${app.url}/`)],
    ['a client route (index.html again)', () => fetch(`${app.url}/some/client/route`)],
    ['a built asset', () => fetch(`${app.url}/assets/main.js`)],
    ['a GraphQL answer', () => fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ organization { alias } }"}' })],
    ['a REST answer', () => fetch(`${app.url}/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })],
    ['a 404', () => fetch(`${app.url}/admin/nothing-here`, { method: 'POST' })],
    ['/healthz', () => fetch(`${app.url}/healthz`)],
  ])('%s', async (_what, send) => {
    expect(headersOf(await send())).toEqual(PAGE_HEADERS);
  });

  it("the page policy runs only the app's own scripts, frames only YouTube's privacy-enhanced player and is never framed", () => {
    const directives = Object.fromEntries(CLIENT_CONTENT_SECURITY_POLICY.split('; ').map((directive) => [directive.split(' ')[0], directive]));
    expect(directives['script-src']).toBe("script-src 'self' 'wasm-unsafe-eval'");
    expect(directives['frame-src']).toBe('frame-src https://www.youtube-nocookie.com');
    expect(directives['frame-ancestors']).toBe("frame-ancestors 'none'");
    expect(directives['object-src']).toBe("object-src 'none'");
  });
});

describe('stored files replace the page policy with a sandbox', () => {
  it('a seeded program video answers nosniff, sandbox and no referrer', async () => {
    const owner = await app.adminToken('demo-owner', 'account');
    const { body } = await app.rest('admin/getPrograms', {}, owner);
    const video = body.data[0].items[0].children.find((item: { name: string }) => item.name === 'Introduction video');
    const response = await fetch(`${app.url}${video.src}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('Strict-Transport-Security', () => {
  it.each([
    ['a page', '/'],
    ['/healthz', '/healthz'],
    ['a 404', '/nothing-here'],
    ['a malformed path (400)', '/files/%'],
  ])('with an https PUBLIC_URL, %s pins https for a year, without includeSubDomains', async (_what, path) => {
    expect((await fetch(`${overHttps.url}${path}`)).headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it('with an https PUBLIC_URL, a stored file keeps it beside its own sandbox policy', async () => {
    const file = await overHttps.app.database.prisma.storedFile.findFirstOrThrow({ where: { visibility: 'PUBLIC', uploadedAt: { not: null } } });
    const response = await fetch(`${overHttps.url}/${file.key}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(response.headers.get('content-security-policy')).toMatch(/^sandbox/);
  });

  it('is not sent when PUBLIC_URL is http or unset', async () => {
    const overHttp = await startTestApp({ publicUrl: 'http://learn.example.org' });
    try {
      expect((await fetch(`${overHttp.url}/healthz`)).headers.get('strict-transport-security')).toBeNull();
    } finally {
      await overHttp.stop();
    }
    expect((await fetch(`${app.url}/healthz`)).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('GraphiQL', () => {
  const openInBrowser = (target: TestApp) => fetch(`${target.url}/graphql`, { headers: { accept: 'text/html' } });

  it('outside production, its page alone may load the editor from unpkg', async () => {
    const page = await openInBrowser(app);
    expect(await page.text()).toMatch(/graphiql/i);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self' 'unsafe-inline' https:\/\/unpkg\.com/);
    expect(page.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
  });

  it('in production the same request gets the page policy', async () => {
    expect((await openInBrowser(production)).headers.get('content-security-policy')).toBe(CLIENT_CONTENT_SECURITY_POLICY);
  });
});
