// admin/convertSVGToPNG: an administrator's SVG (a certificate template) drawn
// as PNG by the server's renderer, off the event loop, answered inline as
// base64; a template past the work limits is refused (templateTooHeavy,
// renderTimeout).
import { MAX_SVG_BYTES, type SvgSource } from '../../../domain/certificates/certificateInputs.ts';
import { renderPngOffThread } from '../../certificates/renderPool.ts';
import { requireAdmin } from '../../auth/scopes.ts';
import type { RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';

/** The SVG's text: as sent, or decoded from base64 or a Buffer's bytes (the shape was checked by svgConversion). */
export function svgText(svg: SvgSource): string {
  if (typeof svg === 'string' && svg.trimStart().startsWith('<')) return svg;
  const bytes = typeof svg === 'string' ? Buffer.from(svg, 'base64') : Buffer.from(svg.data);
  if (bytes.length > MAX_SVG_BYTES) throw new AppError('invalid_data_entry', { field: 'svgBuffer' });
  return bytes.toString('utf8');
}

export async function convertSvgToPng(
  ctx: RequestContext,
  svg: SvgSource,
): Promise<{ png: string; contentType: 'image/png'; width: number; height: number }> {
  requireAdmin(ctx);
  const image = await renderPngOffThread(svgText(svg));
  return { png: image.png.toString('base64'), contentType: 'image/png', width: image.width, height: image.height };
}
