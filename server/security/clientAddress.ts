// The address a request comes from: the socket's, or, behind trusted proxies
// (TRUST_PROXY hops), the one the outermost trusted proxy saw in X-Forwarded-For.
import type { IncomingMessage } from 'node:http';

/** Maps IPv4-mapped IPv6 (::ffff:10.0.0.1) to the IPv4 form, so both spellings share a key. */
function plain(address: string): string {
  const trimmed = address.trim();
  return trimmed.toLowerCase().startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed;
}

/**
 * With `trustedProxies` = 0 only the socket counts: a client can write any
 * X-Forwarded-For. With n, the n-th entry from the right of X-Forwarded-For
 * (each trusted proxy appends the address it saw), or the leftmost when the
 * header is shorter.
 */
export function clientAddress(req: Pick<IncomingMessage, 'headers' | 'socket'>, trustedProxies: number): string {
  const socket = plain(req.socket?.remoteAddress ?? 'unknown');
  if (trustedProxies <= 0) return socket;
  const header = req.headers['x-forwarded-for'];
  const list = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!list.length) return socket;
  return plain(list[Math.max(0, list.length - trustedProxies)]);
}
