import { describe, expect, it } from 'vitest';
import { LIGHT_SURFACE, PRIMARY_DEFAULT, SECONDARY_DEFAULT, TEXT_CONTRAST, applicableColor, contrastRatio, readableTextShade } from './colors.ts';

describe('applicableColor gives the theme an opaque #RRGGBB', () => {
  it('uses the spec defaults', () => {
    expect([PRIMARY_DEFAULT, SECONDARY_DEFAULT]).toEqual(['#1976D2', '#424242']);
  });

  it.each([
    ['#1976D2', '#1976D2'],
    ['#1976D2FF', '#1976D2'],
    ['#1976d2', '#1976D2'],
    ['#1976d280', '#1976D2'],
    ['#1976D2F', '#1976D2'],
    ['  #424242  ', '#424242'],
    ['#abc', '#AABBCC'],
    ['#abcd', '#AABBCC'],
    ['rgba(25, 118, 210, 1)', '#1976D2'],
    ['rgba(25,118,210,0.5)', '#1976D2'],
    ['rgba(255, 0, 16, .3)', '#FF0010'],
    ['RGBA(0, 0, 0, 0)', '#000000'],
    ['rgb(66, 66, 66)', '#424242'],
    ['rgba(25.4, 118.6, 210, 1)', '#1977D2'],
    ['rgba(25, 118, 210, 50%)', '#1976D2'],
  ])('%j is applied as %j', (color, expected) => {
    expect(applicableColor(color)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['   '],
    ['#'],
    ['#12'],
    ['#12345'],
    ['#GGHHII'],
    ['red'],
    ['transparent'],
    ['hsl(210, 79%, 46%)'],
    ['rgba(256, 0, 0, 1)'],
    ['rgba(-1, 0, 0, 1)'],
    ['rgba(25, 118)'],
    ['rgba(25, 118, 210, 1'],
  ])('%j falls back to the primary default', (color) => {
    expect(applicableColor(color)).toBe(PRIMARY_DEFAULT);
  });

  it.each([
    [null, SECONDARY_DEFAULT, SECONDARY_DEFAULT],
    ['not a colour', '#000000', '#000000'],
    ['#FF0000AA', SECONDARY_DEFAULT, '#FF0000'],
  ])('%j with fallback %j is applied as %j', (color, fallback, expected) => {
    expect(applicableColor(color, fallback)).toBe(expected);
  });
});

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
