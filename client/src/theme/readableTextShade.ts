// The organisation's colour as a text colour (issue 30, axe colour contrast):
// MUI writes the primary colour as text (outlined and text buttons, outlined
// chips, links) on white and on light grey. Contrast is measured with MUI's
// own colour functions, already in the first visit's bundle for the theme.
import { getContrastRatio } from '@mui/material/styles';

/** WCAG's minimum contrast of normal-size text (1.4.3, AA). */
export const TEXT_CONTRAST = 4.5;
/**
 * The lightest tinted surface the app writes the primary colour on: MUI's
 * grey[100], as under the public pages' header and a course's hero (white
 * gives more contrast still).
 */
export const LIGHT_SURFACE = '#F5F5F5';

/** WCAG 2's contrast ratio of two opaque '#RRGGBB' colours, from 1 to 21. */
export const contrastRatio: (first: string, second: string) => number = getContrastRatio;

/**
 * Unchanged when the colour already has TEXT_CONTRAST against `background`,
 * else darkened (each channel scaled towards black, keeping the hue) in small
 * steps until it has. An opaque '#RRGGBB' in, an upper-case '#RRGGBB' out.
 */
export function readableTextShade(hex: string, background = LIGHT_SURFACE): string {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  for (let scale = 1; scale > 0; scale -= 0.01) {
    const shade = `#${channels.map((channel) => Math.floor(channel * scale).toString(16).padStart(2, '0')).join('').toUpperCase()}`;
    if (getContrastRatio(shade, background) >= TEXT_CONTRAST) return shade;
  }
  return '#000000';
}
