import { describe, expect, it } from 'vitest';
import { colorParts, rgbaColor } from './rgbaColor.ts';

describe('the primary colour picker reads a stored colour as colour and opacity', () => {
  it.each([
    ['rgba(25, 118, 210, 1)', { hex: '#1976D2', alpha: 1 }],
    ['rgba(25,118,210,0.5)', { hex: '#1976D2', alpha: 0.5 }],
    ['rgba(255, 0, 16, .3)', { hex: '#FF0010', alpha: 0.3 }],
    ['rgba(0, 0, 0, 40%)', { hex: '#000000', alpha: 0.4 }],
    ['rgb(66, 66, 66)', { hex: '#424242', alpha: 1 }],
    ['#1976D2', { hex: '#1976D2', alpha: 1 }],
    ['#1976D280', { hex: '#1976D2', alpha: 0.5 }],
    [null, { hex: '#1976D2', alpha: 1 }],
    ['', { hex: '#1976D2', alpha: 1 }],
    ['blue', { hex: '#1976D2', alpha: 1 }],
  ])('%j is %j', (stored, parts) => {
    expect(colorParts(stored)).toEqual(parts);
  });
});

describe('the picker saves rgba', () => {
  it.each([
    [{ hex: '#1976D2', alpha: 1 }, 'rgba(25, 118, 210, 1)'],
    [{ hex: '#ff0010', alpha: 0.3 }, 'rgba(255, 0, 16, 0.3)'],
    [{ hex: '#000000', alpha: 0.456 }, 'rgba(0, 0, 0, 0.46)'],
    [{ hex: '#424242', alpha: 2 }, 'rgba(66, 66, 66, 1)'],
  ])('%j is saved as %j', (parts, stored) => {
    expect(rgbaColor(parts)).toBe(stored);
  });

  it('reads back what it saved', () => {
    const parts = { hex: '#12AB34', alpha: 0.75 };
    expect(colorParts(rgbaColor(parts))).toEqual(parts);
  });
});
