import { describe, expect, it } from 'vitest';
import { isWideBanner } from './Banner.tsx';

describe('the banner rule', () => {
  it.each([
    [1200, 300, true],
    [1500, 1000, false], // exactly 1.5 is not above it
    [1501, 1000, true],
    [800, 800, false],
    [400, 0, false], // not loaded
  ])('%i x %i is wide: %s', (width, height, wide) => {
    expect(isWideBanner(width, height)).toBe(wide);
  });
});
