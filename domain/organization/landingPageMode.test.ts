import { describe, expect, it } from 'vitest';
import { landingPageMode } from './landingPageMode.ts';

describe('landingPageMode: html when sanitised HTML is left, else the template', () => {
  it.each([
    [null, 'TEMPLATE'],
    [undefined, 'TEMPLATE'],
    ['', 'TEMPLATE'],
    ['  \n\t ', 'TEMPLATE'],
    ['<h1>Acme</h1>', 'HTML'],
    ['plain words', 'HTML'],
  ] as const)('%j → %s', (html, mode) => {
    expect(landingPageMode(html)).toBe(mode);
  });
});
