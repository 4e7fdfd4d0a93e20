// Known XSS payloads against the landing page sanitiser: nothing that runs
// script, handles an event or leaves through javascript: survives; ordinary
// markup does.
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { imageSourcesOf } from '../../domain/organization/imageSources.ts';
import { sanitizeHtml as sanitizeWith } from './sanitizeHtml.ts';

const IMAGES = imageSourcesOf({ publicUrl: 'https://learn.example.org', imageHosts: ['https://images.example.org'] });
const sanitizeHtml = (html: string) => sanitizeWith(html, IMAGES);

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)><circle r="5"/></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<p title="</p><img src=x onerror=alert(1)>">x</p>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '"><img src=x onerror=alert(1)>',
  '<img src="x" srcset="javascript:alert(1) 1x">',
  '<button formaction="javascript:alert(1)">x</button>',
];

const SCRIPT_URL = /^\s*(javascript|vbscript|data):/i;
const FORBIDDEN = new Set(['script', 'iframe', 'object', 'embed', 'form', 'meta', 'base', 'link', 'style', 'svg', 'math']);

/** what the browser would build from the output and must never hold: read as a document, not as text */
function dangerous(html: string): string[] {
  const { document } = new JSDOM(`<!doctype html><body>${html}</body>`).window;
  const found: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (FORBIDDEN.has(tag)) found.push(`<${tag}>`);
    for (const { name, value } of element.attributes) {
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      if (['href', 'src', 'action', 'formaction', 'srcset', 'background', 'xlink:href'].includes(name) && SCRIPT_URL.test(value)) found.push(`${tag}[${name}]=${value}`);
      if (name === 'style' || name === 'srcdoc') found.push(`${tag}[${name}]`);
    }
  }
  return found;
}

describe('sanitizeHtml', () => {
  it.each(PAYLOADS)('removes what could run script from %s', (payload) => {
    const clean = sanitizeHtml(payload);
    expect(dangerous(clean)).toEqual([]);
    // sanitising is stable: a second pass changes nothing
    expect(sanitizeHtml(clean)).toBe(clean);
  });

  it('keeps headings, paragraphs, emphasis, lists, images and ordinary links', () => {
    const html =
      '<h1>Welcome</h1><p dir="auto"><strong>Bold</strong> and <em>italic</em> <b>b</b> <i>i</i></p><ul><li>one</li></ul>' +
      '<img src="/files/acme/banner.png" alt="Banner"><a href="https://example.org/about">About</a> <a href="mailto:hi@example.org">Mail</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['a tracking pixel', '<p>Hi</p><img src="https://tracker.example/pixel.gif?v=1" width="1" height="1">', '<p>Hi</p>'],
    ['a protocol-relative image', '<img src="//tracker.example/p.gif" alt="x">', ''],
    ['a video poster and source elsewhere', '<video poster="https://tracker.example/p.jpg"><source src="https://tracker.example/v.mp4"></video>', '<video><source></video>'],
    ['an audio elsewhere', '<audio src="https://tracker.example/a.mp3"></audio>', '<audio></audio>'],
  ])('removes %s: images and media load only from the platform or IMAGE_HOSTS', (_case, html, clean) => {
    expect(sanitizeHtml(html)).toBe(clean);
  });

  it('keeps images of the platform (relative, on PUBLIC_URL) and of IMAGE_HOSTS', () => {
    const html =
      '<img src="/files/acme/a.png" alt="a"><img src="https://learn.example.org/files/acme/b.png" alt="b">' +
      '<img src="https://images.example.org/c.png" alt="c"><video poster="/files/acme/p.jpg" src="/files/acme/v.mp4"></video>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('an IMAGE_HOSTS origin of one server is not allowed by another', () => {
    const html = '<img src="https://images.example.org/c.png" alt="c">';
    expect(sanitizeWith(html, imageSourcesOf({ imageHosts: [] }))).toBe('');
  });

  it('keeps relative links and drops the attributes it does not allow', () => {
    expect(sanitizeHtml('<a href="/#/login">Sign in</a>')).toBe('<a href="/#/login">Sign in</a>');
    expect(sanitizeHtml('<p style="color:red" data-x="1">x</p>')).toBe('<p>x</p>');
  });
});
