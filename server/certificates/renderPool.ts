// Certificates are drawn off the server's event loop, so that a drawing that
// takes seconds keeps /healthz and every other request answering: a worker
// thread (piscina) sanitises the SVG and checks its work limits
// (svgWorkBounds.ts), then has it drawn by a child process killed at the
// drawing's time limit (renderJob.ts; a thread cannot stop resvg's native code,
// worker.terminate() waits for it). Past the whole task's limit (queue, worker
// start, sanitising, drawing) the worker is terminated; either way the caller
// is answered renderTimeout. docs/decisions/certificates.md, "Heavy templates".
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { AppError } from '../errors.ts';
import type { RenderedPng } from './renderPng.ts';
import type { RenderOutcome, RenderTask } from './renderJob.ts';

/** The longest resvg may draw one picture. */
export const DRAW_TIME_LIMIT_MS = 8000;
/** The longest a whole task may take: waiting for a worker, its start, sanitising, drawing. */
export const RENDER_TIME_LIMIT_MS = 30_000;
/** Drawings waiting for a worker; past it a drawing is answered serverBusy at once. */
export const RENDER_QUEUE = 16;
/** A worker's JavaScript heap (the sanitiser's DOM lives there). */
const WORKER_HEAP_MB = 256;

let pool: Piscina<RenderTask, RenderOutcome> | null = null;
/** drawings asked of the pool since the process started */
let drawingsAsked = 0;

/** How many drawings the pool was asked for (tests: a cached certificate is not drawn again). */
export function renderPoolDrawings(): number {
  return drawingsAsked;
}

function renderPool(): Piscina<RenderTask, RenderOutcome> {
  pool ??= new Piscina<RenderTask, RenderOutcome>({
    filename: new URL('./renderWorker.mjs', import.meta.url).href,
    minThreads: 0,
    // one core stays the event loop's
    maxThreads: Math.max(1, availableParallelism() - 1),
    // a worker's start (the sanitiser's DOM) takes seconds: it stays for the next drawings a while
    idleTimeout: 5 * 60_000,
    maxQueue: RENDER_QUEUE,
    // sanitising yields the processor to the event loop's requests
    niceIncrement: 10,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32 },
  });
  return pool;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** The SVG drawn as PNG in a worker; templateTooHeavy, renderTimeout, invalid_data_entry or serverBusy when it cannot be. */
export async function renderPngOffThread(svg: string): Promise<RenderedPng> {
  drawingsAsked++;
  return run({ svg, drawMs: DRAW_TIME_LIMIT_MS });
}

/** Checks the SVG against the work limits in a worker, drawing nothing: templateTooHeavy or invalid_data_entry when it is refused. */
export async function checkSvgOffThread(svg: string): Promise<void> {
  await run({ svg, drawMs: DRAW_TIME_LIMIT_MS, checkOnly: true });
}

async function run(task: RenderTask): Promise<RenderedPng> {
  const signal = AbortSignal.timeout(RENDER_TIME_LIMIT_MS);
  let outcome: RenderOutcome;
  try {
    outcome = await renderPool().run(task, { signal });
  } catch (error) {
    if (isAbort(error)) throw new AppError('renderTimeout', { field: 'svgBuffer' });
    if (error instanceof Error && /queue is full/i.test(error.message)) throw new AppError('serverBusy');
    if ((error as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY') throw new AppError('templateTooHeavy', { field: 'svgBuffer', details: { limit: 'memory' } });
    throw error;
  }
  if (!outcome.ok) throw new AppError(outcome.code, { field: outcome.field, details: outcome.details });
  return { png: Buffer.from(outcome.png.buffer, outcome.png.byteOffset, outcome.png.byteLength), width: outcome.width, height: outcome.height };
}
