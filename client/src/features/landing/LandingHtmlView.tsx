import Box from '@mui/material/Box';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * A landing page in html mode. The server sanitised the HTML when it was saved
 * and again when it was read (server/security/sanitizeHtml.ts); it is
 * sanitised once more here by the browser's DOMPurify with the same rules
 * before it becomes markup, so a page is never more than the markup it shows.
 */
export function LandingHtmlView({ html }: { html: string }) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, {
        USE_PROFILES: { html: true },
        FORBID_TAGS: ['style', 'link', 'meta', 'base', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'frame', 'frameset', 'object', 'embed', 'svg', 'math'],
        FORBID_ATTR: ['style', 'srcset', 'formaction', 'action', 'background', 'ping'],
        ALLOW_DATA_ATTR: false,
      }),
    [html],
  );
  return <Box dir="auto" sx={{ '& img': { maxWidth: '100%', height: 'auto' }, overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: clean }} />;
}
