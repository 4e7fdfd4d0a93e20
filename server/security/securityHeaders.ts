// The security headers of every response the app sends (DESIGN "Security and
// several processes"). The page policy is written from what the built client
// really loads: its own scripts and styles (emotion injects <style> elements,
// hence 'unsafe-inline' for styles only), pdf.js's worker and WebAssembly
// decoders, YouTube's privacy-enhanced embeds, images and media by URL (a
// question's image or video may live elsewhere), and its own /graphql over
// HTTP and WebSocket. Stored files replace the page policy with their own
// (server/files/servedFileHeaders.ts).
import type { ServerResponse } from 'node:http';

/** The embed host youTubeEmbedUrl (domain/media/youtube.ts) builds frames on. */
const YOUTUBE_EMBED = 'https://www.youtube-nocookie.com';

/**
 * The page policy; uploadOrigin: the S3 endpoint browsers PUT uploads to
 * directly (STORAGE_DRIVER=s3), added to connect-src then and only then;
 * inlineScripts: the hashes of index.html's own inline scripts (inlineScripts.ts).
 */
export function clientContentSecurityPolicy(uploadOrigin: string | null, inlineScripts: readonly string[] = []): string {
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval': pdf.js compiles its image decoders; no eval of strings
    ["script-src 'self' 'wasm-unsafe-eval'", ...inlineScripts].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    uploadOrigin ? `connect-src 'self' ${uploadOrigin}` : "connect-src 'self'",
    `frame-src ${YOUTUBE_EMBED}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const CLIENT_CONTENT_SECURITY_POLICY = clientContentSecurityPolicy(null);

/**
 * GraphiQL (outside production only) is one HTML page that loads its editor
 * from unpkg and starts inline scripts and blob workers; only that page gets
 * this policy.
 */
export const GRAPHIQL_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' https://unpkg.com blob:",
  "style-src 'self' 'unsafe-inline' https://unpkg.com",
  "img-src 'self' data: https:",
  "font-src 'self' data: https://unpkg.com",
  "worker-src 'self' blob:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Strict-Transport-Security when the platform is reached over https
 * (PUBLIC_URL): browsers then never try plain http for a year. Without
 * includeSubDomains: the server knows nothing of the other names under its
 * host, and the header is sent by every host the platform answers on, so each
 * organisation's host reached over https is pinned by its own answers.
 * Null over http: browsers ignore it there, and a platform without TLS must
 * not claim it.
 */
export function strictTransportSecurity(publicUrl: string | undefined): string | null {
  return publicUrl?.toLowerCase().startsWith('https://') ? 'max-age=31536000' : null;
}

/** Headers set on every response before its handler runs; a handler may replace the policy. */
export function applySecurityHeaders(res: ServerResponse, pagePolicy = CLIENT_CONTENT_SECURITY_POLICY, hsts: string | null = null): void {
  if (hsts) res.setHeader('strict-transport-security', hsts);
  res.setHeader('content-security-policy', pagePolicy);
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('x-frame-options', 'DENY');
  // YouTube's player needs the origin as referrer; paths and signed queries never leave
  res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
}

/** A browser asking /graphql for a page: what graphql-yoga answers with GraphiQL. */
export function asksForGraphiQL(method: string | undefined, accept: string | undefined): boolean {
  return method === 'GET' && (accept ?? '').includes('text/html');
}
