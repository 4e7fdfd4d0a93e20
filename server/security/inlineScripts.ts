// The built client's index.html runs one inline script (the prerendered sign-in
// screen's, client/src/firstScreen/beforeApp.ts). The page policy allows
// inline scripts by their hashes only: those of the index.html being served,
// read when the server starts, so a script injected anywhere else still does not run.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** The CSP source expressions ('sha256-…') of the page's inline scripts, in their order. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(([, body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/** The hashes of the built client's index.html in `clientDist`; none when the client is not built. */
export function readInlineScriptHashes(clientDist: string): string[] {
  try {
    return inlineScriptHashes(readFileSync(join(clientDist, 'index.html'), 'utf8'));
  } catch {
    return [];
  }
}
