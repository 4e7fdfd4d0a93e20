// What the samplers saw while requests were slow: for each of the longest
// slow moments, the server processes (event loop delay, garbage collection,
// database pool queue: server/diagnostics/stallProbe.ts), the bench's own
// process, the machine (bench/exam/machineTrace.ts) and PostgreSQL
// (bench/exam/postgresTrace.ts), and what that points at. A missed target
// then explains itself (issue 30, bullet 21).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StallSample } from '../../server/diagnostics/stallProbe.ts';
import type { MachineSample } from './machineTrace.ts';
import type { PostgresSample } from './postgresTrace.ts';

export interface StallTraces {
  processes: StallSample[];
  machine: MachineSample[];
  postgres: PostgresSample[];
}

/** A slow moment on the wall clock (Date.now() ms). */
export interface WallMoment {
  from: number;
  to: number;
  longestMs: number;
}

/** Every sample the server processes wrote to dir (one <role>-<pid>.jsonl each); a torn last line is skipped. */
export function readStallTraceDir(dir: string): StallSample[] {
  const samples: StallSample[] = [];
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.jsonl'))) {
    for (const line of readFileSync(join(dir, name), 'utf8').split('\n')) {
      if (!line) continue;
      try {
        samples.push(JSON.parse(line) as StallSample);
      } catch {
        // written while the process stopped
      }
    }
  }
  return samples;
}

/** A sample covers the interval before its time: it belongs to a moment when that interval touches it. */
const SAMPLE_SPAN_MS = 100;
const within = (moment: WallMoment) => (sample: { at: number }) => sample.at >= moment.from && sample.at - SAMPLE_SPAN_MS <= moment.to + SAMPLE_SPAN_MS;
const max = (values: number[]) => values.reduce((a, b) => Math.max(a, b), 0);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const ms = (value: number) => `${Math.round(value)} ms`;

interface ProcessView {
  label: string;
  loopMaxMs: number;
  gcMs: number;
  gcMaxMs: number;
  gcMajor: number;
  poolBusy?: number;
  poolWaiting?: number;
  inFlight?: number;
}

function processViews(samples: StallSample[]): ProcessView[] {
  const byProcess = new Map<string, StallSample[]>();
  for (const sample of samples) {
    const label = `${sample.role} ${sample.pid}`;
    const own = byProcess.get(label);
    if (own) own.push(sample);
    else byProcess.set(label, [sample]);
  }
  return [...byProcess].map(([label, own]) => {
    const view: ProcessView = {
      label,
      loopMaxMs: max(own.map((s) => s.loopMaxMs)),
      gcMs: sum(own.map((s) => s.gcMs)),
      gcMaxMs: max(own.map((s) => s.gcMaxMs)),
      gcMajor: sum(own.map((s) => s.gcMajor)),
    };
    if (own.some((s) => s.poolBusy !== undefined)) {
      view.poolBusy = max(own.map((s) => s.poolBusy ?? 0));
      view.poolWaiting = max(own.map((s) => s.poolWaiting ?? 0));
    }
    if (own.some((s) => s.inFlight !== undefined)) view.inFlight = max(own.map((s) => s.inFlight ?? 0));
    return view;
  });
}

function processLine(view: ProcessView): string {
  const parts = [`event loop delayed up to ${ms(view.loopMaxMs)}`, `GC ${ms(view.gcMs)} (longest ${ms(view.gcMaxMs)}, ${view.gcMajor} major)`];
  if (view.poolBusy !== undefined) parts.push(`pool ${view.poolBusy} busy, up to ${view.poolWaiting} waiting`);
  if (view.inFlight !== undefined) parts.push(`up to ${view.inFlight} requests in flight`);
  return `${view.label}: ${parts.join('; ')}`;
}

function topWaits(samples: PostgresSample[]): [string, number][] {
  const most = new Map<string, number>();
  for (const sample of samples) for (const [wait, count] of Object.entries(sample.waits)) most.set(wait, Math.max(most.get(wait) ?? 0, count));
  return [...most].sort((a, b) => b[1] - a[1]).slice(0, 4);
}

/** What the samples point at, strongest first; the moment's longest request is the yardstick. */
export function suspects(moment: WallMoment, views: ProcessView[], machine: MachineSample[], postgres: PostgresSample[]): string[] {
  const half = moment.longestMs / 2;
  const found: string[] = [];
  for (const view of views) {
    if (view.loopMaxMs < half) continue;
    if (view.gcMaxMs >= half / 2) found.push(`garbage collection in ${view.label} (longest pause ${ms(view.gcMaxMs)})`);
    else found.push(`${view.label}'s event loop was blocked for ${ms(view.loopMaxMs)}`);
  }
  if (views.some((view) => (view.poolWaiting ?? 0) > 0)) {
    const [wait] = topWaits(postgres);
    found.push(wait ? `requests queued for database connections while PostgreSQL waited on ${wait[0]} (up to ${wait[1]} backends)` : 'requests queued for database connections');
  }
  const background = [...new Set(postgres.flatMap((sample) => sample.background))];
  if (background.length > 0) found.push(`PostgreSQL's background work: ${background.slice(0, 3).join(', ')}`);
  if (machine.length > 0) {
    const steal = max(machine.map((s) => s.stealPercent));
    const iowait = max(machine.map((s) => s.iowaitPercent));
    const cpuPressure = sum(machine.map((s) => s.cpuPressureMs ?? 0));
    if (steal >= 20) found.push(`the hypervisor took the cores (steal up to ${steal} %)`);
    if (iowait >= 20) found.push(`the cores waited on the disks (iowait up to ${iowait} %)`);
    if (cpuPressure >= moment.to - moment.from) found.push(`work waited for a core ${ms(cpuPressure)} in all`);
  }
  return found.length > 0 ? found : ['nothing sampled explains it'];
}

/** The lines printed under a slow moment, indented to sit beneath it. */
export function stallLines(moment: WallMoment, traces: StallTraces): string[] {
  const inMoment = within(moment);
  const views = processViews(traces.processes.filter(inMoment));
  const machine = traces.machine.filter(inMoment);
  const postgres = traces.postgres.filter(inMoment);
  const lines = views.map((view) => `    ${processLine(view)}`);
  if (machine.length > 0) {
    const average = (values: number[]) => Math.round(sum(values) / values.length);
    const pressure = machine.some((s) => s.cpuPressureMs !== undefined)
      ? `; waited for a core ${ms(sum(machine.map((s) => s.cpuPressureMs ?? 0)))}, for the disks ${ms(sum(machine.map((s) => s.ioPressureMs ?? 0)))}`
      : '';
    lines.push(
      `    machine: cores ${average(machine.map((s) => s.busyPercent))} % busy, iowait up to ${max(machine.map((s) => s.iowaitPercent))} %, steal up to ${max(machine.map((s) => s.stealPercent))} %${pressure}`,
    );
  }
  if (postgres.length > 0) {
    const waits = topWaits(postgres);
    lines.push(
      `    PostgreSQL: up to ${max(postgres.map((s) => s.active))} statements running${waits.length > 0 ? `; waits ${waits.map(([wait, count]) => `${wait} × ${count}`).join(', ')}` : '; no waits'}`,
    );
  }
  lines.push(`    points at: ${suspects(moment, views, machine, postgres).join('; ')}`);
  return lines;
}
