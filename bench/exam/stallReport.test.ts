import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StallSample } from '../../server/diagnostics/stallProbe.ts';
import { readStallTraceDir, stallLines, type StallTraces } from './stallReport.ts';

const moment = { from: 10_000, to: 10_700, longestMs: 650 };
const quiet = (pid: number, role: string, at: number, more: Partial<StallSample> = {}): StallSample => ({ pid, role, at, loopMaxMs: 2, gcMs: 1, gcMaxMs: 1, gcMajor: 0, ...more });
const traces = (processes: StallSample[], more: Partial<StallTraces> = {}): StallTraces => ({ processes, machine: [], postgres: [], ...more });

describe('the stall report', () => {
  it('names a garbage collection pause in a server process as the cause', () => {
    const lines = stallLines(moment, traces([quiet(1, 'server', 10_400, { loopMaxMs: 610, gcMs: 600, gcMaxMs: 590, gcMajor: 1 }), quiet(2, 'server', 10_400), quiet(3, 'bench', 10_400)]));
    expect(lines).toContain('    server 1: event loop delayed up to 610 ms; GC 600 ms (longest 590 ms, 1 major)');
    expect(lines.at(-1)).toBe('    points at: garbage collection in server 1 (longest pause 590 ms)');
  });

  it('tells a blocked event loop from a collection, and sees the bench itself pause', () => {
    const lines = stallLines(moment, traces([quiet(3, 'bench', 10_300, { loopMaxMs: 500 }), quiet(1, 'server', 10_300)]));
    expect(lines.at(-1)).toBe("    points at: bench 3's event loop was blocked for 500 ms");
  });

  it('sets a pool queue beside what PostgreSQL waited on', () => {
    const lines = stallLines(
      moment,
      traces([quiet(1, 'server', 10_200, { poolBusy: 10, poolWaiting: 12, inFlight: 30 })], {
        postgres: [
          { at: 10_150, active: 10, waits: { 'LWLock:WALWrite': 6, 'IO:WALSync': 1 }, background: [] },
          { at: 10_250, active: 10, waits: { 'IO:WALSync': 9 }, background: ['checkpointer:DataFileSync'] },
        ],
      }),
    );
    expect(lines).toContain('    server 1: event loop delayed up to 2 ms; GC 1 ms (longest 1 ms, 0 major); pool 10 busy, up to 12 waiting; up to 30 requests in flight');
    expect(lines).toContain('    PostgreSQL: up to 10 statements running; waits IO:WALSync × 9, LWLock:WALWrite × 6');
    expect(lines.at(-1)).toBe(
      "    points at: requests queued for database connections while PostgreSQL waited on IO:WALSync (up to 9 backends); PostgreSQL's background work: checkpointer:DataFileSync",
    );
  });

  it('reads the machine: stolen time and waiting for a core', () => {
    const machine = [
      { at: 10_100, busyPercent: 100, iowaitPercent: 0, stealPercent: 35, cpuPressureMs: 400, ioPressureMs: 0 },
      { at: 10_600, busyPercent: 90, iowaitPercent: 4, stealPercent: 10, cpuPressureMs: 350, ioPressureMs: 20 },
    ];
    const lines = stallLines(moment, traces([], { machine }));
    expect(lines).toContain('    machine: cores 95 % busy, iowait up to 4 %, steal up to 35 %; waited for a core 750 ms, for the disks 20 ms');
    expect(lines.at(-1)).toBe('    points at: the hypervisor took the cores (steal up to 35 %); work waited for a core 750 ms in all');
  });

  it('keeps to the samples of the moment and says when nothing explains it', () => {
    const lines = stallLines(moment, traces([quiet(1, 'server', 9_000, { loopMaxMs: 900, gcMaxMs: 900 }), quiet(1, 'server', 10_500)]));
    expect(lines).toEqual(['    server 1: event loop delayed up to 2 ms; GC 1 ms (longest 1 ms, 0 major)', '    points at: nothing sampled explains it']);
  });

  it('reads the JSON lines every process wrote, skipping a torn last line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'stall-trace-'));
    writeFileSync(join(dir, 'server-1.jsonl'), `${JSON.stringify(quiet(1, 'server', 1))}\n${JSON.stringify(quiet(1, 'server', 2))}\n{"pid":1,"ro`);
    writeFileSync(join(dir, 'server-2.jsonl'), `${JSON.stringify(quiet(2, 'server', 1))}\n`);
    writeFileSync(join(dir, 'notes.txt'), 'not a trace');
    expect(readStallTraceDir(dir).map((sample) => `${sample.pid}@${sample.at}`).sort()).toEqual(['1@1', '1@2', '2@1']);
  });
});
