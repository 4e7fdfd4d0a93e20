// An account owner's SVG certificate template is user content rendered on the
// app's origin: DOMPurify (on a jsdom window, created once) keeps the drawing
// and removes scripts, event handlers, foreign objects, <use> (it may pull in
// other documents) and javascript: links.
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

let purifier: ReturnType<typeof createDOMPurify> | null = null;

export function sanitizeSvg(svg: string): string {
  purifier ??= createDOMPurify(new JSDOM('').window);
  const clean = purifier.sanitize(svg, { USE_PROFILES: { svg: true, svgFilters: true } });
  // DOMPurify serialises as HTML; the one entity XML does not know is &nbsp;
  return clean.replaceAll('&nbsp;', '&#160;');
}
