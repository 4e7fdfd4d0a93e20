// Certificates as PNG (admin/convertSVGToPNG, GET /certificates/<token>.png):
// the SVG is sanitised, then drawn by resvg with only the fonts the project
// ships (Noto Sans and Noto Sans Arabic, regular and bold), never the machine's,
// so an Arabic name is shaped and joined the same on every server. A drawing
// whose work passes the limits of svgWorkBounds.ts is refused before it is drawn.
// The server draws in the render pool's worker threads (renderPool.ts), never
// on its event loop.
import { createRequire } from 'node:module';
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import { sanitizeSvg } from '../security/sanitizeSvg.ts';
import { checkSvgWork } from './svgWorkBounds.ts';
import { AppError } from '../errors.ts';
import { MAX_SVG_BYTES } from '../../domain/certificates/certificateInputs.ts';

const require = createRequire(import.meta.url);

export const FONT_FILES = [
  '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
  '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
].map((font) => require.resolve(font));

// the largest SVG text drawn is the input rule's (domain/certificates/certificateInputs.ts)
export { MAX_SVG_BYTES };
/** The largest side of the picture (a larger drawing is scaled down to it). */
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

/** What resvg draws: the sanitised SVG with the shipped fonts, the options, the picture's size in pixels. */
export interface Drawing {
  svg: string;
  options: ResvgRenderOptions;
  width: number;
  height: number;
}

/**
 * The drawing of an SVG, at most MAX_PNG_SIDE wide and high; invalid_data_entry
 * for text that is no SVG, templateTooHeavy for a drawing past the work limits.
 * Only parses: nothing is drawn yet.
 */
export function prepareDrawing(svg: string, fontFiles: readonly string[] = FONT_FILES): Drawing {
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
  const scale = Math.min(1, MAX_PNG_SIDE / Math.max(width, height));
  const fitTo: ResvgRenderOptions['fitTo'] =
    scale === 1 ? { mode: 'original' } : width >= height ? { mode: 'width', value: MAX_PNG_SIDE } : { mode: 'height', value: MAX_PNG_SIDE };
  const size = { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
  checkSvgWork(drawn, size.width * size.height);
  return { svg: drawn, options: options(fontFiles, fitTo), ...size };
}

/** A Resvg ready to render (prepareDrawing's limits apply). */
export function prepareSvg(svg: string, fontFiles: readonly string[] = FONT_FILES): Resvg {
  const drawing = prepareDrawing(svg, fontFiles);
  return new Resvg(drawing.svg, drawing.options);
}

/** The SVG drawn as PNG bytes, on the calling thread (the server draws through renderPool.ts). */
export function renderPng(svg: string): Buffer {
  return prepareSvg(svg).render().asPng();
}

export interface RenderedPng {
  png: Buffer;
  width: number;
  height: number;
}
