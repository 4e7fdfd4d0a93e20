// A request's address, read once at the door (server/app.ts): a target that
// is no URL, or a path whose escapes are malformed (`/files/%`,
// `/files/%E0%A4%A`, NUL), is bad input, a 400, rather than a URIError thrown
// by a handler (a 500).
import type { IncomingMessage } from 'node:http';
import { decodePathname } from '../../domain/files/urlPath.ts';

/** The request's URL; null when it cannot be read or its path cannot be decoded. */
export function requestUrl(req: IncomingMessage): URL | null {
  let url: URL;
  try {
    url = new URL(req.url ?? '/', 'http://local');
  } catch {
    return null;
  }
  return decodePathname(url.pathname) === null ? null : url;
}
