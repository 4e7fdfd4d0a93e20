// Theme colours. Organisations and programmes store their colour as picked,
// often 'rgba(r, g, b, a)' or '#RRGGBBAA'; the theme needs an opaque
// '#RRGGBB', so alpha is dropped (the spec's "last two characters trimmed")
// and anything the theme could not read falls back to a default.

export const PRIMARY_DEFAULT = '#1976D2';
/** The complement of PRIMARY_DEFAULT, per the spec. */
export const SECONDARY_DEFAULT = '#424242';

const HEX_BODY = /^[0-9a-f]+$/i;
const CHANNEL = String.raw`\s*(\d{1,3}(?:\.\d+)?)\s*`;
const ALPHA = String.raw`(?:,\s*\d*\.?\d+%?\s*)?`;
const RGB_FUNCTION = new RegExp(String.raw`^rgba?\(${CHANNEL},${CHANNEL},${CHANNEL}${ALPHA}\)$`, 'i');

/**
 * An opaque, upper-case '#RRGGBB' for the theme: '#RRGGBBAA' (or any longer
 * hex) is cut to 7 characters, '#RGB'/'#RGBA' is expanded, 'rgb()'/'rgba()'
 * is converted. Blank, named, hsl() or malformed colours give the fallback.
 */
export function applicableColor(color: string | null | undefined, fallback = PRIMARY_DEFAULT): string {
  const value = (color ?? '').trim();
  if (value.startsWith('#')) return hexColor(value) ?? fallback;
  return rgbFunctionColor(value) ?? fallback;
}

function hexColor(value: string): string | null {
  const body = value.slice(1, 7);
  if (!HEX_BODY.test(body)) return null;
  if (body.length === 6) return `#${body.toUpperCase()}`;
  if (value.length === 4 || value.length === 5) {
    const [r, g, b] = body;
    return `#${r}${r}${g}${g}${b}${b}`.toUpperCase();
  }
  return null;
}

function rgbFunctionColor(value: string): string | null {
  const match = RGB_FUNCTION.exec(value);
  if (!match) return null;
  const channels = match.slice(1, 4).map((channel) => Math.round(Number(channel)));
  if (channels.some((channel) => channel > 255)) return null;
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('').toUpperCase()}`;
}

/** WCAG's minimum contrast of normal-size text (1.4.3, AA). */
export const TEXT_CONTRAST = 4.5;
/**
 * The lightest tinted surface the app writes the primary colour on: MUI's
 * grey[100], as under the public pages' header and a course's hero (white
 * gives more contrast still).
 */
export const LIGHT_SURFACE = '#F5F5F5';

function channelsOf(hex: string): [number, number, number] {
  return [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];
}

/** WCAG 2's relative luminance of an opaque '#RRGGBB'. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channelsOf(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2's contrast ratio of two opaque '#RRGGBB' colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * The organisation's colour as a text colour: unchanged when it already has
 * TEXT_CONTRAST against `background`, else darkened (each channel scaled
 * towards black, keeping the hue) in small steps until it has. An opaque
 * '#RRGGBB' in, an upper-case '#RRGGBB' out.
 */
export function readableTextShade(hex: string, background = LIGHT_SURFACE): string {
  const channels = channelsOf(hex);
  for (let scale = 1; scale > 0; scale -= 0.01) {
    const shade = `#${channels.map((channel) => Math.floor(channel * scale).toString(16).padStart(2, '0')).join('').toUpperCase()}`;
    if (contrastRatio(shade, background) >= TEXT_CONTRAST) return shade;
  }
  return '#000000';
}
