// A URL's path with its percent-escapes decoded, for every place that reads a
// storage key or a route from one (requests at the door, file addresses in
// input). Escapes that decode to no UTF-8 text (`%`, `%E0%A4%A`) or to NUL
// (no storage key or database text holds one) make it unreadable: null, which
// callers answer as bad input rather than the URIError decodeURIComponent throws.
export function decodePathname(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  return decoded.includes('\u0000') ? null : decoded;
}
