// The bulk e-mail's HTML: e-mail design kept, anything that runs or loads code removed.
import { describe, expect, it } from 'vitest';
import { sanitizeMailHtml } from './sanitizeMailHtml.ts';

describe('the HTML of a bulk e-mail', () => {
  it('keeps what e-mail designs are made of: tables, inline styles, a style block, http(s) and cid: images, right-to-left text', () => {
    const design =
      '<style>@media (max-width:600px){.col{width:100%!important}}</style>' +
      '<table role="presentation" width="100%" style="background:#eee"><tr><td class="col" dir="rtl" align="right" style="color:#333;font-family:Arial">مرحبا <b>بكم</b>' +
      '<img src="cid:logo" alt="الشعار" width="120"><img src="https://example.com/banner.png" alt="b"><a href="https://example.com/exam">الاختبار</a></td></tr></table>';
    const clean = sanitizeMailHtml(design);
    for (const kept of ['<style>@media', 'style="background:#eee"', 'dir="rtl"', 'src="cid:logo"', 'src="https://example.com/banner.png"', 'href="https://example.com/exam"', 'مرحبا <b>بكم</b>']) {
      expect(clean).toContain(kept);
    }
  });

  it.each([
    ['a script', '<p>x</p><script>alert(1)</script>', /<script/i],
    ['an event handler', '<img src="cid:a" onerror="alert(1)">', /onerror/i],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', /javascript:/i],
    ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', /data:/i],
    ['a form', '<form action="https://evil.example"><input name="p"></form>', /<form|<input/i],
    ['a frame', '<iframe src="https://evil.example"></iframe>', /<iframe/i],
    ['an object', '<object data="x.swf"></object><embed src="x.swf">', /<object|<embed/i],
    ['SVG', '<svg><script>alert(1)</script></svg>', /<svg|<script/i],
    ['a stylesheet link', '<link rel="stylesheet" href="https://evil.example/x.css">', /<link/i],
    ['a base', '<base href="https://evil.example/">', /<base/i],
    ['CSS expression()', '<p style="width:expression(alert(1))">x</p>', /expression/i],
    ['CSS javascript: url', '<p style="background:url(javascript:alert(1))">x</p>', /javascript/i],
    ['an @import', '<style>@import url(https://evil.example/x.css);</style><p>x</p>', /@import/i],
    ['a behavior', '<p style="behavior:url(x.htc)">x</p>', /behavior/i],
  ])('removes %s', (_what, html, left) => {
    expect(sanitizeMailHtml(html)).not.toMatch(left);
  });

  it('keeps the text around what it removes', () => {
    expect(sanitizeMailHtml('<p style="width:expression(alert(1))">kept</p>')).toBe('<p>kept</p>');
  });
});
