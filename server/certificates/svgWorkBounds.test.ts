// The work limits of a certificate template (docs/decisions/certificates.md,
// "Heavy templates"): each is refused with templateTooHeavy naming the limit,
// before anything is drawn; an ordinary certificate passes.
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { prepareDrawing } from './renderPng.ts';
import { SVG_WORK_LIMITS, checkSvgWork } from './svgWorkBounds.ts';

const svg = (body: string, size = 1000) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">${body}</svg>`;
const filtered = (primitives: string, region = '') => `<filter id="f"${region}>${primitives}</filter><rect width="100" height="100" filter="url(#f)"/>`;

/** The limit checkSvgWork refuses the drawing for, or null when it passes. */
function refusedFor(text: string, pixels = 1000 * 1000): string | null {
  try {
    checkSvgWork(text, pixels);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('templateTooHeavy');
    return String((error as AppError).details?.limit);
  }
}

describe('checkSvgWork', () => {
  it.each([
    ['an ordinary certificate', svg('<rect width="1000" height="1000" fill="#fff"/><text x="10" y="50" font-family="Amiri">محمد</text>'), null],
    ['a drop shadow of one blur', svg(filtered('<feGaussianBlur stdDeviation="4"/><feOffset dx="2" dy="2"/>')), null],
    [`${SVG_WORK_LIMITS.elements + 1} elements`, svg('<g></g>'.repeat(SVG_WORK_LIMITS.elements)), 'elements'],
    [`${SVG_WORK_LIMITS.depth + 1} elements nested`, svg('<g>'.repeat(SVG_WORK_LIMITS.depth) + '</g>'.repeat(SVG_WORK_LIMITS.depth)), 'depth'],
    ['a blur of stdDeviation 500', svg(filtered('<feGaussianBlur stdDeviation="500"/>')), 'blurDeviation'],
    ['a blur of stdDeviation "1 500"', svg(filtered('<feGaussianBlur stdDeviation="1 500"/>')), 'blurDeviation'],
    ['a blur whose stdDeviation is no number', svg(filtered('<feGaussianBlur stdDeviation="1e999"/>')), 'blurDeviation'],
    ['a drop shadow of stdDeviation 500', svg(filtered('<feDropShadow stdDeviation="500"/>')), 'blurDeviation'],
    ['a morphology of radius 20', svg(filtered('<feMorphology radius="20"/>')), 'morphologyRadius'],
    ['a turbulence of 10 octaves', svg(filtered('<feTurbulence baseFrequency="0.05" numOctaves="10"/>')), 'turbulenceOctaves'],
    ['a convolution of order 9', svg(filtered('<feConvolveMatrix order="9"/>')), 'convolveOrder'],
    [`${SVG_WORK_LIMITS.filterPrimitives + 1} filter primitives`, svg(filtered('<feOffset dx="1"/>'.repeat(SVG_WORK_LIMITS.filterPrimitives + 1))), 'filterPrimitives'],
    [
      `${SVG_WORK_LIMITS.filteredElements + 1} elements through a filter`,
      svg(`<filter id="f"><feOffset dx="1"/></filter>${'<rect width="1" height="1" filter="url(#f)"/>'.repeat(SVG_WORK_LIMITS.filteredElements + 1)}`),
      'filteredElements',
    ],
    [
      'a style sheet putting every element through a filter',
      svg(`<style>rect { filter: url(#f) }</style><filter id="f"><feOffset dx="1"/></filter>${'<rect width="1" height="1"/>'.repeat(SVG_WORK_LIMITS.filteredElements + 1)}`),
      'filteredElements',
    ],
    ['a filter region of 21 boxes', svg(filtered('<feFlood/>', ' x="-10" y="-10" width="21" height="21"')), 'regionBoxes'],
    ['a filter region of 2100%', svg(filtered('<feFlood/>', ' width="2100%"')), 'regionBoxes'],
    [
      'a filter region of 200000 user units (gigabytes of pixels)',
      svg(filtered('<feFlood/>', ' filterUnits="userSpaceOnUse" x="-100000" y="-100000" width="200000" height="200000"')),
      'regionDocuments',
    ],
    ['a filter region of the document in user units', svg(filtered('<feFlood/>', ' filterUnits="userSpaceOnUse" x="0" y="0" width="1000" height="1000"')), null],
  ])('%s: %s', (_case, text, limit) => {
    expect(refusedFor(text)).toBe(limit);
  });

  it('weighs the filter passes by the pixels drawn: eight at 1000×1000 pass, nine do not, nor one at 4000×4000', () => {
    const passes = (count: number) => svg(filtered('<feOffset dx="1"/>'.repeat(count)));
    expect(refusedFor(passes(8), 1000 * 1000)).toBeNull();
    expect(refusedFor(passes(9), 1000 * 1000)).toBe('filterPixelPasses');
    expect(refusedFor(passes(1), 4000 * 4000)).toBe('filterPixelPasses');
    // each element drawn through the filter is a pass of its own
    const elements = (count: number) => svg(`<filter id="f"><feOffset dx="1"/></filter>${'<rect width="1" height="1" filter="url(#f)"/>'.repeat(count)}`);
    expect(refusedFor(elements(8), 1000 * 1000)).toBeNull();
    expect(refusedFor(elements(9), 1000 * 1000)).toBe('filterPixelPasses');
  });

  it('is applied before drawing, at the drawn size (a huge drawing is counted at 4000 wide)', () => {
    const stacked = `<svg xmlns="http://www.w3.org/2000/svg" width="40000" height="40000">${filtered('<feOffset dx="1"/>'.repeat(3))}</svg>`;
    expect(() => prepareDrawing(stacked)).toThrow(expect.objectContaining({ code: 'templateTooHeavy', details: { limit: 'filterPixelPasses', max: SVG_WORK_LIMITS.filterPixelPasses } }));
    expect(prepareDrawing(stacked.replace(/40000/g, '1000'))).toMatchObject({ width: 1000, height: 1000 });
  });
});
