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
