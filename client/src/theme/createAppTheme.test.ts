import { describe, expect, it } from 'vitest';
import { PRIMARY_DEFAULT } from '../../../domain/colors.ts';
import { createAppTheme } from './createAppTheme.ts';
import { LIGHT_SURFACE, TEXT_CONTRAST, contrastRatio, readableTextShade } from './readableTextShade.ts';

describe('the theme’s colours written as text are readable (issue 30)', () => {
  it.each([['rtl' as const], ['ltr' as const]])('%s: the warning colour (outlined warning buttons, warning text) has 4.5:1 on white and on light grey', (direction) => {
    const { warning } = createAppTheme(direction, PRIMARY_DEFAULT).palette;
    expect(warning.main).toBe(readableTextShade('#ED6C02'));
    expect(contrastRatio(warning.main, '#FFFFFF')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(warning.main, LIGHT_SURFACE)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });
});
