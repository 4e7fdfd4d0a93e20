// How the build puts the prerendered sign-in screen into index.html.
import { describe, expect, it } from 'vitest';
import { injectFirstScreen, pageInLanguage } from './firstScreenPrerender.ts';

const PAGE = '<!doctype html><html><head><title>t</title></head><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>';
const SCREEN = { html: '<main data-prerendered="">form</main>', styles: '<style data-emotion="mui-rtl a1">.mui-rtl-a1{color:red}</style>', title: 't' };

describe('injectFirstScreen', () => {
  it('puts the screen in #root, and the script, the hiding rules and the styles at the end of <head>', () => {
    const page = injectFirstScreen(PAGE, SCREEN, 'prepare()');
    expect(page).toContain('<div id="root"><main data-prerendered="">form</main></div>');
    const head = page.slice(page.indexOf('<head>'), page.indexOf('</head>'));
    expect(head).toMatch(/<title>t<\/title><script>prepare\(\)<\/script><style>\[data-app-only\] \[data-prerendered\]\{display:none\}.*<\/style><style data-emotion="mui-rtl a1">/);
    expect(page.indexOf('<script type="module"')).toBeGreaterThan(page.indexOf('</main>'));
  });

  it('keeps "$" in the markup and the script as it is (no replacement patterns)', () => {
    const page = injectFirstScreen(PAGE, { html: "<p>$& $' $1</p>", styles: '', title: '' }, 'x$&y');
    expect(page).toContain("<div id=\"root\"><p>$& $' $1</p></div>");
    expect(page).toContain('<script>x$&y</script>');
  });

  it('refuses a page without an empty #root or a </head>, and a script that would end its own element', () => {
    expect(() => injectFirstScreen('<html><body><div id="root">x</div></body></html>', SCREEN, '')).toThrow(/root/);
    expect(() => injectFirstScreen(PAGE, SCREEN, 'a("</script>")')).toThrow(/<\/script/);
  });
});

describe('pageInLanguage', () => {
  const ARABIC = '<!doctype html><html lang="ar" dir="rtl"><head><title>منصة</title></head><body></body></html>';

  it('makes the English page: <html lang="en" dir="ltr"> and the English title; the Arabic page stays as written', () => {
    expect(pageInLanguage(ARABIC, 'en', 'Learning & Quiz')).toBe('<!doctype html><html lang="en" dir="ltr"><head><title>Learning &amp; Quiz</title></head><body></body></html>');
    expect(pageInLanguage(ARABIC, 'ar', 'x')).toBe(ARABIC);
  });

  it('refuses a page whose <html> or <title> it cannot find', () => {
    expect(() => pageInLanguage('<html><head><title>t</title></head></html>', 'en', 'x')).toThrow(/lang="ar"/);
    expect(() => pageInLanguage('<html lang="ar" dir="rtl"><head></head></html>', 'en', 'x')).toThrow(/title/);
  });
});
