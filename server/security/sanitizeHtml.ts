// An organisation's landing page in html mode is user HTML shown to every
// visitor of the organisation: DOMPurify (on a jsdom window, created once)
// keeps the markup and removes scripts, event handlers, forms, frames,
// <style>/<link>/<meta>/<base> and javascript:/data: links; images and media
// whose address is not the platform's own files or an IMAGE_HOSTS origin lose
// it (an <img> goes entirely): no tracking pixel of the holder's choosing loads
// in a visitor's browser. It runs when the HTML is saved and again when it is
// shown (the client sanitises with the browser's DOMPurify too), so a row
// written before a rule was added is clean.
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { isAllowedImageSource, type ImageSources } from '../../domain/organization/imageSources.ts';

let purifier: ReturnType<typeof createDOMPurify> | null = null;
/** the sources of the sanitize call under way (sanitize is synchronous) */
let imageSources: ImageSources | null = null;

/** Attributes a browser loads on its own as the page shows: <img>, <video>, <audio>, <source>, <track>. */
const LOADED_ATTRIBUTES = ['src', 'poster'];

/** Elements a landing page has no use for and that could act on the page or leave it. */
const FORBIDDEN_TAGS = ['style', 'link', 'meta', 'base', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'frame', 'frameset', 'object', 'embed', 'svg', 'math'];
/** http(s), mailto, tel and same-site relative URLs only. */
const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

function createPurifier() {
  const created = createDOMPurify(new JSDOM('').window);
  created.addHook('afterSanitizeAttributes', (node) => {
    if (!imageSources || !('getAttribute' in node)) return;
    for (const name of LOADED_ATTRIBUTES) {
      const address = node.getAttribute(name);
      if (address !== null && !isAllowedImageSource(address, imageSources)) node.removeAttribute(name);
    }
    if (node.tagName === 'IMG' && !node.hasAttribute('src')) node.remove();
  });
  return created;
}

/** `images`: where images and media may load from (imageSourcesOf(config)). */
export function sanitizeHtml(html: string, images: ImageSources): string {
  purifier ??= createPurifier();
  imageSources = images;
  try {
    return purifier.sanitize(html, {
      USE_PROFILES: { html: true },
      FORBID_TAGS: FORBIDDEN_TAGS,
      FORBID_ATTR: ['style', 'srcset', 'formaction', 'action', 'background', 'ping'],
      ALLOWED_URI_REGEXP: ALLOWED_URI,
      ALLOW_DATA_ATTR: false,
    });
  } finally {
    imageSources = null;
  }
}
