// The account's primary colour is stored as rgba (admin spec §9); the picker
// edits it as an opaque colour plus an opacity. applicableColor (../colors.ts)
// reads any stored form; these add the opacity it drops.
import { applicableColor, PRIMARY_DEFAULT } from '../colors.ts';

export interface ColorParts {
  /** '#RRGGBB' */
  hex: string;
  /** 0 to 1 */
  alpha: number;
}

const RGBA_ALPHA = /^rgba?\([^,]+,[^,]+,[^,]+,\s*(\d*\.?\d+)(%?)\s*\)$/i;
const HEX_WITH_ALPHA = /^#[0-9a-f]{6}([0-9a-f]{2})$/i;

function roundAlpha(alpha: number): number {
  return Math.round(Math.min(1, Math.max(0, alpha)) * 100) / 100;
}

function alphaOf(color: string): number {
  const rgba = RGBA_ALPHA.exec(color);
  if (rgba) return roundAlpha(Number(rgba[1]) / (rgba[2] ? 100 : 1));
  const hex = HEX_WITH_ALPHA.exec(color);
  if (hex) return roundAlpha(parseInt(hex[1], 16) / 255);
  return 1;
}

/** A stored colour as the picker shows it; unreadable or missing colours give the default, opaque. */
export function colorParts(color: string | null | undefined): ColorParts {
  const value = (color ?? '').trim();
  const hex = applicableColor(value, '');
  return hex === '' ? { hex: PRIMARY_DEFAULT, alpha: 1 } : { hex, alpha: alphaOf(value) };
}

/** The stored form: 'rgba(r, g, b, a)' with the opacity to two decimals. */
export function rgbaColor({ hex, alpha }: ColorParts): string {
  const opaque = applicableColor(hex);
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(opaque.slice(at, at + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${roundAlpha(alpha)})`;
}
