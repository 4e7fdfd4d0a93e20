// The PNG renderer draws Arabic with the shipped fonts, shaped and joined, on
// any machine (no system fonts are read).
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FONT_FILES, MAX_PNG_SIDE, MAX_SVG_BYTES, prepareSvg, renderPng } from './renderPng.ts';
import { AppError } from '../errors.ts';

const certificate = (name: string, family = 'Amiri, serif') => `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200" viewBox="0 0 600 200">
  <rect width="600" height="200" fill="#ffffff"/>
  <text x="300" y="120" font-size="48" font-family="${family}" text-anchor="middle" fill="#000000">${name}</text>
</svg>`;

/** The dark pixels, and the runs of columns holding any: one run per piece of ink that stands apart. */
function inkSpan(svg: string, fonts: readonly string[] = FONT_FILES): { ink: number; runs: number } {
  const image = prepareSvg(svg, fonts).render();
  const pixels = image.pixels;
  let ink = 0;
  let runs = 0;
  let previous = false;
  for (let x = 0; x < image.width; x++) {
    let column = false;
    for (let y = 0; y < image.height; y++) {
      const at = (y * image.width + x) * 4;
      if (pixels[at] < 128 && pixels[at + 3] > 128) {
        ink++;
        column = true;
      }
    }
    if (column && !previous) runs++;
    previous = column;
  }
  return { ink, runs };
}

describe('renderPng', () => {
  it('draws an Arabic name as a PNG', () => {
    const png = renderPng(certificate('محمد عبد الله'));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    writeFileSync('/tmp/certificate-arabic.png', png);
    expect(inkSpan(certificate('محمد عبد الله')).ink).toBeGreaterThan(500);
  });

  it('joins Arabic letters: the word is one stroke, its letters kept apart are four', () => {
    expect(inkSpan(certificate('محمد')).runs).toBe(1);
    // the same letters with zero-width non-joiners between them take their isolated forms
    expect(inkSpan(certificate('م\u200cح\u200cم\u200cد')).runs).toBe(4);
  });

  it('draws Arabic with the shipped Arabic font whatever family the template names, not with boxes', () => {
    const withArabic = inkSpan(certificate('محمد', 'Times New Roman'));
    const latinOnly = inkSpan(certificate('محمد', 'Times New Roman'), FONT_FILES.slice(0, 2));
    expect(withArabic.ink).toBeGreaterThan(0);
    // without Noto Sans Arabic the name is missing-glyph boxes or nothing: another picture
    expect(withArabic.ink).not.toBe(latinOnly.ink);
  });

  it('draws Latin text too', () => {
    expect(inkSpan(certificate('Certificate of completion')).ink).toBeGreaterThan(500);
  });

  it('refuses what is no SVG and SVG text over the limit', () => {
    expect(() => renderPng('hello')).toThrow(AppError);
    expect(() => renderPng('<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0"></svg>')).toThrow(AppError);
    expect(() => renderPng(certificate('x'.repeat(MAX_SVG_BYTES)))).toThrow(AppError);
  });

  it('scales a huge drawing down to the largest side', () => {
    const huge = '<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="50000"><rect width="100" height="100"/></svg>';
    const image = prepareSvg(huge).render();
    expect([image.width, image.height]).toEqual([MAX_PNG_SIDE, MAX_PNG_SIDE / 2]);
  });

  it('keeps no script and reads no outside file', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="100">
      <script>alert(1)</script><image href="/etc/hostname" width="100" height="100"/><image xlink:href="file:///etc/passwd" width="10" height="10"/></svg>`;
    expect(inkSpan(svg).ink).toBe(0);
  });
});
