import { describe, expect, it } from 'vitest';
import { ZOOM, clampPage, clampZoom, zoomIn, zoomOut } from './viewer.ts';

describe('zoom goes from 0.5 to 2 in steps of 0.1, starting at 1', () => {
  it('uses the spec limits', () => {
    expect(ZOOM).toEqual({ min: 0.5, max: 2, step: 0.1, default: 1 });
  });

  it.each([
    [1, 1],
    [0.5, 0.5],
    [2, 2],
    [0.4, 0.5],
    [0, 0.5],
    [-3, 0.5],
    [2.1, 2],
    [10, 2],
    [1.25, 1.3],
    [1.24, 1.2],
    [1.2000000000000002, 1.2],
    [Number.POSITIVE_INFINITY, 1],
    [Number.NaN, 1],
  ])('clampZoom(%d) is %d', (value, expected) => {
    expect(clampZoom(value)).toBe(expected);
  });

  it.each([
    [1, 1.1],
    [1.2, 1.3],
    [1.9, 2],
    [2, 2],
  ])('zoomIn from %d gives %d', (current, expected) => {
    expect(zoomIn(current)).toBe(expected);
  });

  it.each([
    [1, 0.9],
    [0.6, 0.5],
    [0.5, 0.5],
  ])('zoomOut from %d gives %d', (current, expected) => {
    expect(zoomOut(current)).toBe(expected);
  });

  it('fifteen steps in from the minimum land exactly on the maximum', () => {
    let zoom: number = ZOOM.min;
    for (let step = 0; step < 15; step += 1) zoom = zoomIn(zoom);
    expect(zoom).toBe(ZOOM.max);
  });
});

describe('clampPage keeps the PDF page number between 1 and the page count', () => {
  it.each([
    [3, 10, 3],
    [1, 10, 1],
    [10, 10, 10],
    [0, 10, 1],
    [-4, 10, 1],
    [11, 10, 10],
    [2.7, 10, 2],
    [Number.NaN, 10, 1],
    [Number.POSITIVE_INFINITY, 10, 10],
    [5, 0, 1],
    [5, Number.NaN, 1],
    [5, 7.5, 5],
  ])('page %d of %d is %d', (page, count, expected) => {
    expect(clampPage(page, count)).toBe(expected);
  });
});
