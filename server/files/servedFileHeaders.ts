// The headers a stored file is served with. Files are users' bytes on the
// app's own origin: they must never run as the app. Every file gets nosniff and
// a sandboxing policy (no script, no plugins, an opaque origin even if opened
// as a page), except PDFs (below); types that can carry script (SVG; HTML and XML are not taken at
// all) are downloads, never documents of this origin. An <img> still shows an
// SVG: images ignore Content-Disposition and never run scripts.
import { extensionOf } from '../../domain/files/fileTypes.ts';

export const FILE_CONTENT_SECURITY_POLICY = "sandbox; default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'";

/**
 * Chromium's PDF viewer is a plugin in a synthetic page: a sandbox or
 * default-src 'none' blocks it ("This page has been blocked by Chrome"). A PDF
 * (its bytes sniffed as PDF on upload, served nosniff) runs its own scripts in
 * the viewer's isolated process, never as this origin, so it is only kept out
 * of frames.
 */
export const PDF_CONTENT_SECURITY_POLICY = "frame-ancestors 'none'";

/** Extensions a browser may show in place: images, PDF, media and plain data, none able to run script. */
const SHOWN_INLINE = new Set(['png', 'jpg', 'jpeg', 'pdf', 'mp4', 'webm', 'mov', 'mp3', 'wav', 'txt', 'csv', 'json']);

/**
 * The name a download is saved as. The key's last segment is plain ASCII
 * (safeFileName); when the file's own name says more (an Arabic quiz name of
 * a results file), it is given too as RFC 6266's filename*, percent-encoded.
 */
function dispositionNames(key: string, fileName: string | undefined): string {
  const name = key.split('/').pop() ?? 'file';
  const own = fileName?.trim();
  if (!own || own === name) return `filename="${name}"`;
  // RFC 5987's attr-char leaves out ' ( ) * too, which encodeURIComponent keeps
  const encoded = encodeURIComponent(own).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `filename="${name}"; filename*=UTF-8''${encoded}`;
}

export function servedFileHeaders(file: { key: string; contentType: string; visibility: 'PUBLIC' | 'PRIVATE'; fileName?: string }): Record<string, string> {
  const name = file.key.split('/').pop() ?? 'file';
  const pdf = file.contentType === 'application/pdf';
  return {
    'content-type': file.contentType,
    'x-content-type-options': 'nosniff',
    'content-security-policy': pdf ? PDF_CONTENT_SECURITY_POLICY : FILE_CONTENT_SECURITY_POLICY,
    // the file's name is made of [A-Za-z0-9._-] (safeFileName): no quoting issue
    'content-disposition': `${SHOWN_INLINE.has(extensionOf(name)) ? 'inline' : 'attachment'}; ${dispositionNames(file.key, file.fileName)}`,
    'referrer-policy': 'no-referrer',
    'cache-control': file.visibility === 'PRIVATE' ? 'private, max-age=3600' : 'public, max-age=3600',
  };
}
