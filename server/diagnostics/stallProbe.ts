// What could make a process answer late, sampled every 100 ms: the event
// loop's longest delay, the garbage collector's pauses, the database pool's
// queue and the requests in flight. The server writes it as JSON lines when
// STALL_TRACE_DIR is set (the exam bench sets it, bench/exam/stallReport.ts
// sets the samples beside its slow moments); the bench samples itself too.
// Off by default: nothing is observed or written.
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { constants, monitorEventLoopDelay, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';

export interface StallSample {
  /** the process that took it, and what it is ("server", "bench") */
  pid: number;
  role: string;
  /** Date.now() when the sample was taken; it covers the interval before */
  at: number;
  /** the longest the event loop waited behind other work in the interval */
  loopMaxMs: number;
  /** garbage collection in the interval: all pauses, the longest, how many were major (mark-compact) */
  gcMs: number;
  gcMaxMs: number;
  gcMajor: number;
  /** the database pool: connections lent out, requests waiting for one (absent without a pool) */
  poolBusy?: number;
  poolWaiting?: number;
  /** requests being answered at the moment of the sample */
  inFlight?: number;
}

export interface StallSources {
  role: string;
  pool?: { totalCount: number; idleCount: number; waitingCount: number };
  inFlight?: () => number;
}

export const STALL_SAMPLE_MS = 100;

const round = (ms: number) => Math.round(ms * 10) / 10;

/** Samples until the returned stop is called; each sample goes to onSample. */
export function startStallProbe(sources: StallSources, onSample: (sample: StallSample) => void, intervalMs = STALL_SAMPLE_MS): () => void {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  let gc = { ms: 0, maxMs: 0, major: 0 };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { detail?: { kind?: number } })[]) {
      gc.ms += entry.duration;
      gc.maxMs = Math.max(gc.maxMs, entry.duration);
      if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) gc.major += 1;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  const timer = setInterval(() => {
    const sample: StallSample = {
      pid: process.pid,
      role: sources.role,
      at: Date.now(),
      // the histogram's max is in nanoseconds; a loop that never waited reads 0 after reset
      loopMaxMs: loop.count > 0 ? round(loop.max / 1e6) : 0,
      gcMs: round(gc.ms),
      gcMaxMs: round(gc.maxMs),
      gcMajor: gc.major,
    };
    if (sources.pool) {
      sample.poolBusy = sources.pool.totalCount - sources.pool.idleCount;
      sample.poolWaiting = sources.pool.waitingCount;
    }
    if (sources.inFlight) sample.inFlight = sources.inFlight();
    loop.reset();
    gc = { ms: 0, maxMs: 0, major: 0 };
    onSample(sample);
  }, intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    observer.disconnect();
    loop.disable();
  };
}

/** The probe writing JSON lines to <dir>/<role>-<pid>.jsonl; stop ends the file. */
export function startStallTrace(dir: string, sources: StallSources): () => Promise<void> {
  const file = createWriteStream(join(dir, `${sources.role}-${process.pid}.jsonl`), { flags: 'a' });
  const stop = startStallProbe(sources, (sample) => file.write(`${JSON.stringify(sample)}\n`));
  return async () => {
    stop();
    await new Promise<void>((resolve) => file.end(resolve));
  };
}
