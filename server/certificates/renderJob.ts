// The render pool's task (renderWorker.mjs loads it in a worker thread): one SVG
// sanitised, checked against the work limits, and drawn as PNG by the worker's
// drawing process (renderChild.mjs), killed at the deadline and started again
// for the next drawing. The process is kept between drawings: starting one is a
// fork of the whole server process, which delays its event loop. An AppError
// does not cross the thread, so a refusal comes back as its code and details
// and the pool throws it again on the server's side.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ErrorCode } from '../../domain/errors.ts';
import { AppError } from '../errors.ts';
import { prepareDrawing, type Drawing } from './renderPng.ts';

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
/** The drawing process's JavaScript heap: it holds the SVG text and the PNG, resvg's memory is its own. */
const CHILD_HEAP_MB = 64;

function refusal(error: unknown): RenderOutcome {
  if (error instanceof AppError) return { ok: false, code: error.code, field: error.field, details: error.details };
  throw error;
}

let child: ChildProcessWithoutNullStreams | null = null;

function drawingProcess(): ChildProcessWithoutNullStreams {
  if (child) return child;
  const started = spawn(process.execPath, [`--max-old-space-size=${CHILD_HEAP_MB}`, CHILD], {
    // the child's own flags only, not the server's (a loader or an inspector in NODE_OPTIONS)
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  started.stderr.resume();
  started.on('exit', () => {
    if (child === started) child = null;
  });
  child = started;
  return started;
}

/** The PNG of the drawing; 'timeout' when the process was killed at the deadline, 'failed' when it could not draw or died. */
function drawInChild(drawing: Drawing, ms: number): Promise<Buffer | 'timeout' | 'failed'> {
  const drawer = drawingProcess();
  return new Promise((resolve) => {
    let received = Buffer.alloc(0);
    const done = (result: Buffer | 'timeout' | 'failed') => {
      clearTimeout(timer);
      drawer.stdout.off('data', onData);
      drawer.off('exit', onExit);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (received.length < 8 || received.length < 8 + received.readUInt32BE(4)) return;
      done(received.readUInt32BE(0) === 1 ? received.subarray(8, 8 + received.readUInt32BE(4)) : 'failed');
    };
    const onExit = () => done('failed');
    const timer = setTimeout(() => {
      if (child === drawer) child = null;
      drawer.kill('SIGKILL');
      done('timeout');
    }, ms);
    drawer.stdout.on('data', onData);
    drawer.on('exit', onExit);
    const job = Buffer.from(JSON.stringify({ svg: drawing.svg, options: drawing.options }), 'utf8');
    const head = Buffer.alloc(4);
    head.writeUInt32BE(job.length, 0);
    drawer.stdin.write(Buffer.concat([head, job]));
  });
}

export async function renderJob({ svg, drawMs, checkOnly }: RenderTask): Promise<RenderOutcome> {
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
  const png = await drawInChild(drawing, left);
  if (png === 'timeout') return { ok: false, code: 'renderTimeout', field: 'svgBuffer' };
  // killed by the kernel for its memory, or failed inside resvg: the template is refused, the server keeps running
  if (png === 'failed' || png.length <= 24) return { ok: false, code: 'templateTooHeavy', field: 'svgBuffer', details: { limit: 'memory' } };
  // the size from the PNG's header: resvg rounds the scaled size itself
  return { ok: true, png: new Uint8Array(png.buffer, png.byteOffset, png.length), width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
