// Where the images of an organisation's landing page may come from (issue 30):
// the platform's own files, or the origins the operator lists in IMAGE_HOSTS.
// Any other address would make every visitor's browser call a third party of
// the holder's choosing (a tracking pixel).
export interface ImageSources {
  /** PUBLIC_URL's origin, where absolute addresses of the platform's own files live; null: relative ones only */
  ownOrigin: string | null;
  /** IMAGE_HOSTS: origins such as https://images.example.org */
  allowedOrigins: readonly string[];
}

export function imageSourcesOf(settings: { publicUrl?: string; imageHosts: readonly string[] }): ImageSources {
  let ownOrigin: string | null = null;
  try {
    ownOrigin = settings.publicUrl ? new URL(settings.publicUrl).origin : null;
  } catch {
    // an unreadable PUBLIC_URL names no origin
  }
  return { ownOrigin, allowedOrigins: settings.imageHosts };
}

/** Stands for the page's own origin while an address is resolved: never a real host. */
const PAGE = 'https://page.invalid';

/**
 * A path on the page's own origin (`/files/…`; `//host` and `/\host` are
 * other hosts, as browsers read them), an address on PUBLIC_URL's origin, or
 * one on a listed origin; nothing else, and no address with credentials.
 */
export function isAllowedImageSource(address: string, sources: ImageSources): boolean {
  let url: URL;
  try {
    url = new URL(address.trim(), `${PAGE}/`);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return url.origin === PAGE || url.origin === sources.ownOrigin || sources.allowedOrigins.includes(url.origin);
}

/** A stored picture as it is shown to visitors: null when it breaks the rule (saved before it, or its origin no longer listed). */
export function shownImageSource(address: string | null | undefined, sources: ImageSources): string | null {
  return address && isAllowedImageSource(address, sources) ? address : null;
}
