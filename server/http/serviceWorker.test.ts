// The service worker (client/src/serviceWorker/sw.ts, built to client/dist/sw.js)
// is served at /sw.js as JavaScript, revalidated on every load (no-cache, so a
// new build's worker replaces the old one), and the page policy lets the page
// register it from its own origin (worker-src 'self').
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let app: TestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'client-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
  app = await startTestApp({ clientDist: dist });
});

afterAll(async () => {
  await app?.stop();
  rmSync(dist, { recursive: true, force: true });
});

describe('/sw.js', () => {
  it.each(['GET', 'HEAD'])('%s answers the worker as JavaScript with Cache-Control: no-cache', async (method) => {
    const response = await fetch(`${app.url}/sw.js`, { method });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    if (method === 'GET') expect(await response.text()).toContain('addEventListener("install"');
  });

  it("is allowed by the page's Content-Security-Policy (scripts and workers from the app's own origin)", async () => {
    const page = await fetch(`${app.url}/`);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/(^|; )worker-src 'self'/);
    expect(policy).toMatch(/(^|; )script-src 'self'/);
  });
});
