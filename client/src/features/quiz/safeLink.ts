/** A link from a URL value or a quiz setting, shown only when it is http(s): never a javascript: URL. */
export function safeLink(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, globalThis.location?.origin ?? 'http://localhost');
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
