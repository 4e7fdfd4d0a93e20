import { describe, expect, it } from 'vitest';
import { PRIMARY_DEFAULT, SECONDARY_DEFAULT, applicableColor } from './colors.ts';

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
