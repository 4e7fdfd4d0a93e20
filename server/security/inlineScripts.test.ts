// The page policy allows the built index.html's own inline script (the
// prerendered sign-in screen's, client/src/firstScreen/beforeApp.ts) by its
// hash, and no other inline script.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { inlineScriptHashes, readInlineScriptHashes } from './inlineScripts.ts';

// SHA-256 of the empty string and of "alert(1)", base64: known values, not computed by the code under test.
const EMPTY = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
const ALERT = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";

describe('inlineScriptHashes', () => {
  it('hashes the bodies of inline scripts, in order, and leaves scripts with a src out', () => {
    const html = '<head><script>alert(1)</script><script type="module" crossorigin src="/assets/index.js"></script></head><body><SCRIPT></SCRIPT></body>';
    expect(inlineScriptHashes(html)).toEqual([ALERT, EMPTY]);
  });

  it('finds none in a page without inline scripts, or without a built client', () => {
    expect(inlineScriptHashes('<div id="root"></div><script type="module" src="/a.js"></script>')).toEqual([]);
    expect(readInlineScriptHashes('/nonexistent')).toEqual([]);
  });
});

describe('the page policy of a client whose index.html has an inline script', () => {
  let app: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'client-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><head><script>alert(1)</script></head><div id="root"></div>');
    app = await startTestApp({ clientDist: dist });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('allows that script by its hash, and inline scripts in general not', async () => {
    const policy = (await fetch(`${app.url}/`)).headers.get('content-security-policy') ?? '';
    const scriptSources = policy.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scriptSources).toBe(`script-src 'self' 'wasm-unsafe-eval' ${ALERT}`);
  });
});
