// The HTML of a bulk e-mail (issue 17) is the sender's, read by every
// recipient's mail reader. DOMPurify (its own instance, on a jsdom window)
// keeps what e-mail designs are made of (tables, inline styles, a <style>
// block for small screens, images by http(s) or by cid: for the inline
// attachments) and removes scripts, event handlers, forms, frames, objects,
// SVG, MathML, <link>/<meta>/<base>, javascript:/data: links, and CSS that
// reaches for code or other documents (expression(), javascript:, @import,
// behavior). It runs when the mail is started, before anything is stored.
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

let purifier: ReturnType<typeof createDOMPurify> | null = null;

const FORBIDDEN_TAGS = ['script', 'link', 'meta', 'base', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'frame', 'frameset', 'object', 'embed', 'svg', 'math'];
/** http(s), mailto, tel, cid (an inline attachment) and relative URLs. */
const ALLOWED_URI = /^(?:(?:https?|mailto|tel|cid):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
/** CSS that runs code (old IE), loads other documents, or links to script. */
const ACTIVE_CSS = /expression\s*\(|javascript\s*:|vbscript\s*:|@import|behavior\s*:|-moz-binding/i;

function mailPurifier(): ReturnType<typeof createDOMPurify> {
  if (purifier) return purifier;
  const instance = createDOMPurify(new JSDOM('').window);
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'style' && ACTIVE_CSS.test(data.attrValue)) data.keepAttr = false;
  });
  instance.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style' && ACTIVE_CSS.test(node.textContent ?? '')) node.parentNode?.removeChild(node);
  });
  purifier = instance;
  return instance;
}

export function sanitizeMailHtml(html: string): string {
  return mailPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_TAGS: ['style'],
    // a <style> before the body's content stays (DOMPurify otherwise moves it to a head it drops)
    FORCE_BODY: true,
    FORBID_TAGS: FORBIDDEN_TAGS,
    FORBID_ATTR: ['srcset', 'formaction', 'action', 'ping'],
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
  });
}
