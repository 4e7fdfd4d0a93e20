// The headers a stored file is served with. Files are users' bytes on the
// app's own origin: they must never run as the app. Every file gets nosniff and
// a sandboxing policy (no script, no plugins, an opaque origin even if opened
// as a page); types that can carry script (SVG, PDF; HTML and XML are not
// taken at all) are downloads, never documents of this origin. An <img> still
// shows an SVG: images ignore Content-Disposition and never run scripts.
//
// PDFs can carry JavaScript, and Chromium's viewer refuses to open under a
// sandbox ("This page has been blocked by Chrome"), so a PDF is neither shown
// in place nor exempt from the sandbox: it is a sandboxed attachment. The
// app's own viewer (client/src/features/learner/viewers/, pdf.js) fetches the
// bytes and draws them, so it shows PDFs as before; a link opened outside it
// saves the file (docs/decisions/hardening.md).
import { extensionOf } from '../../domain/files/fileTypes.ts';

export const FILE_CONTENT_SECURITY_POLICY = "sandbox; default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'";

/** Extensions a browser may show in place: images, media and plain data, none able to run script. */
const SHOWN_INLINE = new Set(['png', 'jpg', 'jpeg', 'mp4', 'webm', 'mov', 'mp3', 'wav', 'txt', 'csv', 'json']);

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
  return {
    'content-type': file.contentType,
    'x-content-type-options': 'nosniff',
    'content-security-policy': FILE_CONTENT_SECURITY_POLICY,
    // the file's name is made of [A-Za-z0-9._-] (safeFileName): no quoting issue
    'content-disposition': `${SHOWN_INLINE.has(extensionOf(name)) ? 'inline' : 'attachment'}; ${dispositionNames(file.key, file.fileName)}`,
    'referrer-policy': 'no-referrer',
    'cache-control': file.visibility === 'PRIVATE' ? 'private, max-age=3600' : 'public, max-age=3600',
  };
}
