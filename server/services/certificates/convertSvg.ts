// admin/convertSVGToPNG: an administrator's SVG (a certificate template) drawn
// as PNG by the server's renderer, off the event loop, answered inline as
// base64; a template past the work limits is refused (templateTooHeavy,
// renderTimeout).
import { MAX_SVG_BYTES } from '../../certificates/renderPng.ts';
import { renderPngOffThread } from '../../certificates/renderPool.ts';
import type { RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';

/**
 * svgBuffer: the SVG text, its bytes as base64, or a Node Buffer as JSON
 * ({ type: 'Buffer', data: [bytes] }, what the legacy client sent).
 */
export function svgText(svgBuffer: unknown): string {
  const invalid = () => new AppError('invalid_data_entry', { field: 'svgBuffer' });
  let bytes: Buffer;
  if (typeof svgBuffer === 'string') {
    if (svgBuffer.trimStart().startsWith('<')) return svgBuffer;
    if (!/^[A-Za-z0-9+/=\s]+$/.test(svgBuffer)) throw invalid();
    bytes = Buffer.from(svgBuffer, 'base64');
  } else if (typeof svgBuffer === 'object' && svgBuffer !== null && (svgBuffer as { type?: unknown }).type === 'Buffer') {
    const data = (svgBuffer as { data?: unknown }).data;
    if (!Array.isArray(data) || data.length > MAX_SVG_BYTES || !data.every((byte) => Number.isInteger(byte) && byte >= 0 && byte <= 255)) throw invalid();
    bytes = Buffer.from(data as number[]);
  } else {
    throw invalid();
  }
  if (bytes.length > MAX_SVG_BYTES) throw invalid();
  return bytes.toString('utf8');
}

export async function convertSvgToPng(
  ctx: RequestContext,
  svgBuffer: unknown,
): Promise<{ png: string; contentType: 'image/png'; width: number; height: number }> {
  if (ctx.viewer.kind !== 'admin') throw new AppError(ctx.viewer.kind === 'anonymous' ? 'unauthenticated' : 'forbidden');
  const image = await renderPngOffThread(svgText(svgBuffer));
  return { png: image.png.toString('base64'), contentType: 'image/png', width: image.width, height: image.height };
}
