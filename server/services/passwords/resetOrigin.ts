// Where a mailed reset link points: the client reports the origin it is served
// from, and it is used only when the server trusts it, so that nobody can have
// a real token mailed inside a link to their own site. Trusted: PUBLIC_URL, the
// organisation's host under PUBLIC_URL ({alias}.{PUBLIC_URL's host}), each of
// CORS_ORIGINS and, outside production, loopback origins (localhost,
// *.localhost, 127.0.0.1). An untrusted origin gives PUBLIC_URL; without
// PUBLIC_URL no link can be made and nothing is sent. The request's Host
// header is never used.
import type { RequestContext } from '../../context.ts';

const LOOPBACK = /^(localhost|[a-z0-9-]+\.localhost|127\.0\.0\.1|\[::1\])$/;

/** The origin (scheme://host[:port]) of a URL, or null when it is not http(s). */
export function originOf(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value.length > 300) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

export function trustedResetOrigins(ctx: Pick<RequestContext, 'config' | 'organization'>): Set<string> {
  const trusted = new Set<string>();
  const publicOrigin = originOf(ctx.config.publicUrl);
  if (publicOrigin) {
    trusted.add(publicOrigin);
    if (ctx.organization) {
      const url = new URL(publicOrigin);
      url.hostname = `${ctx.organization.alias}.${url.hostname}`;
      trusted.add(url.origin);
    }
  }
  for (const origin of ctx.config.corsOrigins) {
    const parsed = originOf(origin);
    if (parsed) trusted.add(parsed);
  }
  return trusted;
}

/** The reported origin when trusted, else PUBLIC_URL's, else null (no link can be mailed). */
export function resetLinkOrigin(ctx: Pick<RequestContext, 'config' | 'organization'>, reported: string | null): string | null {
  const origin = originOf(reported);
  if (origin) {
    if (trustedResetOrigins(ctx).has(origin)) return origin;
    if (!ctx.config.production && LOOPBACK.test(new URL(origin).hostname)) return origin;
  }
  return originOf(ctx.config.publicUrl);
}
