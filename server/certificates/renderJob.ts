// The render pool's task (renderWorker.mjs loads it in a worker thread): one SVG
// sanitised, checked against the work limits, and drawn as PNG by a child
// process (renderChild.mjs) that is killed at the deadline. An AppError does
// not cross the thread, so a refusal comes back as its code and details and the
// pool throws it again on the server's side.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ErrorCode } from '../../domain/errors.ts';
import { AppError } from '../services/errors.ts';
import { prepareDrawing } from './renderPng.ts';

export interface RenderTask {
  svg: string;
  /** how long the drawing may take, from when this worker takes the task */
  drawMs: number;
  /** only sanitise and check the work limits: nothing is drawn (a template as it is saved) */
  checkOnly?: boolean;
}

export type RenderOutcome =
  | { ok: true; png: Uint8Array; width: number; height: number }
  | { ok: false; code: ErrorCode; field?: string; details?: Readonly<Record<string, unknown>> };

const CHILD = fileURLToPath(new URL('./renderChild.mjs', import.meta.url));
/** The child's JavaScript heap: it holds the SVG text and the PNG, resvg's memory is its own. */
const CHILD_HEAP_MB = 64;
/** A PNG of 4000×4000 pixels, uncompressible, with room. */
const MAX_PNG_BYTES = 80 * 1024 * 1024;

function refusal(error: unknown): RenderOutcome {
  if (error instanceof AppError) return { ok: false, code: error.code, field: error.field, details: error.details };
  throw error;
}

export function renderJob({ svg, drawMs, checkOnly }: RenderTask): RenderOutcome {
  const deadline = Date.now() + drawMs;
  let drawing;
  try {
    drawing = prepareDrawing(svg);
  } catch (error) {
    return refusal(error);
  }
  if (checkOnly) return { ok: true, png: new Uint8Array(0), width: drawing.width, height: drawing.height };
  const left = deadline - Date.now();
  if (left <= 0) return { ok: false, code: 'renderTimeout', field: 'svgBuffer' };
  const child = spawnSync(process.execPath, [`--max-old-space-size=${CHILD_HEAP_MB}`, CHILD], {
    input: JSON.stringify({ svg: drawing.svg, options: drawing.options }),
    timeout: left,
    killSignal: 'SIGKILL',
    maxBuffer: MAX_PNG_BYTES,
    stdio: ['pipe', 'pipe', 'ignore'],
    // the child's own flags only, not the server's (a loader or an inspector in NODE_OPTIONS)
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  const png = child.stdout as Buffer | null;
  if (child.status === 0 && png && png.length > 24) {
    // the size from the PNG's header: resvg rounds the scaled size itself
    return { ok: true, png: new Uint8Array(png.buffer, png.byteOffset, png.length), width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
  }
  if (Date.now() >= deadline) return { ok: false, code: 'renderTimeout', field: 'svgBuffer' };
  // killed by the kernel for its memory, or failed inside resvg: the template is refused, the server keeps running
  return { ok: false, code: 'templateTooHeavy', field: 'svgBuffer', details: { limit: 'memory' } };
}
