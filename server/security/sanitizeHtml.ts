// An organisation's landing page in html mode is user HTML shown to every
// visitor of the organisation: DOMPurify (on a jsdom window, created once)
// keeps the markup and removes scripts, event handlers, forms, frames,
// <style>/<link>/<meta>/<base> and javascript:/data: links. It runs when the
// HTML is saved and again when it is shown (the client sanitises with the
// browser's DOMPurify too), so a row written before a rule was added is clean.
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

let purifier: ReturnType<typeof createDOMPurify> | null = null;

/** Elements a landing page has no use for and that could act on the page or leave it. */
const FORBIDDEN_TAGS = ['style', 'link', 'meta', 'base', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'frame', 'frameset', 'object', 'embed', 'svg', 'math'];
/** http(s), mailto, tel and same-site relative URLs only. */
const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

export function sanitizeHtml(html: string): string {
  purifier ??= createDOMPurify(new JSDOM('').window);
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: FORBIDDEN_TAGS,
    FORBID_ATTR: ['style', 'srcset', 'formaction', 'action', 'background', 'ping'],
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
  });
}
