// Certificates as PNG (admin/convertSVGToPNG, GET /certificates/<token>.png):
// the SVG is sanitised, then drawn by resvg with only the fonts the project
// ships (Noto Sans and Noto Sans Arabic, regular and bold), never the machine's,
// so an Arabic name is shaped and joined the same on every server.
import { createRequire } from 'node:module';
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import { sanitizeSvg } from '../security/sanitizeSvg.ts';
import { AppError } from '../services/errors.ts';

const require = createRequire(import.meta.url);

export const FONT_FILES = [
  '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
  '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
].map((font) => require.resolve(font));

/** The largest SVG text drawn, and the largest side of the picture (a larger drawing is scaled down to it). */
export const MAX_SVG_BYTES = 2 * 1024 * 1024;
export const MAX_PNG_SIDE = 4000;

/** Every family the template names falls back to the shipped ones: Latin from Noto Sans, Arabic from Noto Sans Arabic. */
const FALLBACK = "'Noto Sans', 'Noto Sans Arabic'";

function withShippedFonts(svg: string): string {
  return svg
    .replace(/font-family\s*=\s*(["'])(.*?)\1/gi, (_all, quote: string, families: string) => {
      const other = quote === '"' ? "'" : '"';
      return `font-family=${quote}${families.replaceAll(quote, other)}, ${FALLBACK.replaceAll("'", other)}${quote}`;
    })
    .replace(/font-family\s*:\s*([^;"}]*)/gi, (_all, families: string) => `font-family: ${families.trim()}, ${FALLBACK}`);
}

/** No file or network reads: a template's images are inline (data:) or not drawn; links inside the document stay. */
function withoutOutsideReferences(svg: string): string {
  return svg.replace(/\s(?:xlink:)?href\s*=\s*(["'])(.*?)\1/gi, (all, _quote: string, href: string) =>
    /^\s*(data:image\/|#)/i.test(href) ? all : '',
  );
}

function options(fontFiles: readonly string[], fitTo?: ResvgRenderOptions['fitTo']): ResvgRenderOptions {
  return {
    font: { loadSystemFonts: false, fontFiles: [...fontFiles], defaultFontFamily: 'Noto Sans', sansSerifFamily: 'Noto Sans' },
    fitTo: fitTo ?? { mode: 'original' },
  };
}

/** A Resvg ready to render, at most MAX_PNG_SIDE wide and high; invalid_data_entry for text that is no SVG. */
export function prepareSvg(svg: string, fontFiles: readonly string[] = FONT_FILES): Resvg {
  if (Buffer.byteLength(svg, 'utf8') > MAX_SVG_BYTES) throw new AppError('invalid_data_entry', { field: 'svgBuffer' });
  const drawn = withShippedFonts(withoutOutsideReferences(sanitizeSvg(svg)));
  if (!/<svg[\s>]/i.test(drawn)) throw new AppError('invalid_data_entry', { field: 'svgBuffer' });
  let resvg: Resvg;
  try {
    resvg = new Resvg(drawn, options(fontFiles));
  } catch {
    throw new AppError('invalid_data_entry', { field: 'svgBuffer' });
  }
  const { width, height } = resvg;
  if (!(width >= 1 && height >= 1)) throw new AppError('invalid_data_entry', { field: 'svgBuffer' });
  if (width <= MAX_PNG_SIDE && height <= MAX_PNG_SIDE) return resvg;
  const fitTo = width >= height ? ({ mode: 'width', value: MAX_PNG_SIDE } as const) : ({ mode: 'height', value: MAX_PNG_SIDE } as const);
  return new Resvg(drawn, options(fontFiles, fitTo));
}

/** The SVG drawn as PNG bytes. */
export function renderPng(svg: string): Buffer {
  return prepareSvg(svg).render().asPng();
}
