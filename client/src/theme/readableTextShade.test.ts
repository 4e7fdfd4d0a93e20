import { describe, expect, it } from 'vitest';
import { PRIMARY_DEFAULT } from '../../../domain/colors.ts';
import { LIGHT_SURFACE, TEXT_CONTRAST, contrastRatio, readableTextShade } from './readableTextShade.ts';

describe('readableTextShade gives text in the organisation colour 4.5:1 contrast', () => {
  it('measures contrast as WCAG 2 does', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBe(1);
    expect(contrastRatio('#1976D2', '#FFFFFF')).toBeCloseTo(4.6, 1);
    expect(contrastRatio('#FFFFFF', '#1976D2')).toBeCloseTo(4.6, 1);
    expect(contrastRatio('#1976D2', LIGHT_SURFACE)).toBeCloseTo(4.22, 2);
  });

  it.each([['#000000'], ['#00695C'], ['#6A1B9A'], ['#424242'], ['#1565C0']])('keeps %s, dark enough already', (color) => {
    expect(readableTextShade(color)).toBe(color);
  });

  it.each([
    ['#1976D2', LIGHT_SURFACE],
    ['#FF5722', LIGHT_SURFACE],
    ['#FFEB3B', LIGHT_SURFACE],
    ['#90CAF9', LIGHT_SURFACE],
    ['#FFFFFF', LIGHT_SURFACE],
    ['#FF5722', '#FFFFFF'],
    ['#808080', '#FFFFFF'],
  ])('darkens %s until its text reaches 4.5:1 on %s, barely more', (color, background) => {
    const shade = readableTextShade(color, background);
    expect(shade).toMatch(/^#[0-9A-F]{6}$/);
    expect(contrastRatio(shade, background)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(shade, background)).toBeLessThan(TEXT_CONTRAST + 0.3);
  });

  it('keeps the hue: every channel is scaled by the same factor', () => {
    const [r, g, b] = [1, 3, 5].map((start) => parseInt(readableTextShade('#FF5722').slice(start, start + 2), 16));
    expect(r).toBeLessThan(0xff);
    expect(g / r).toBeCloseTo(0x57 / 0xff, 1);
    expect(b / r).toBeCloseTo(0x22 / 0xff, 1);
  });

  it('the default #1976D2 is darkened a little for the light grey surfaces', () => {
    expect(readableTextShade(PRIMARY_DEFAULT)).not.toBe(PRIMARY_DEFAULT);
    expect(readableTextShade(PRIMARY_DEFAULT, '#FFFFFF')).toBe(PRIMARY_DEFAULT);
  });
});
