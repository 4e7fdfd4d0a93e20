import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startStallProbe, startStallTrace, type StallSample } from './stallProbe.ts';

function blockFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // the event loop is held here, as a long synchronous task would hold it
  }
}

describe('the stall probe', () => {
  it('sees the event loop held, the pool queue and the requests in flight', async () => {
    const samples: StallSample[] = [];
    const pool = { totalCount: 10, idleCount: 3, waitingCount: 4 };
    const stop = startStallProbe({ role: 'server', pool, inFlight: () => 12 }, (sample) => samples.push(sample), 50);
    await sleep(120);
    blockFor(300);
    // On a loaded machine the samples after the block may come late: wait for them (at most 3 s), then a few more.
    const blocked = () => samples.some((sample) => sample.loopMaxMs >= 250);
    for (const giveUp = Date.now() + 3000; !blocked() && Date.now() < giveUp; ) await sleep(25);
    const after = samples.length;
    for (const giveUp = Date.now() + 3000; samples.length < after + 2 && Date.now() < giveUp; ) await sleep(25);
    stop();
    expect(Math.max(...samples.map((sample) => sample.loopMaxMs))).toBeGreaterThanOrEqual(250);
    // quiet intervals read low again: the histogram is reset after each sample
    expect(Math.min(...samples.map((sample) => sample.loopMaxMs))).toBeLessThan(250);
    expect(samples[0]).toMatchObject({ pid: process.pid, role: 'server', poolBusy: 7, poolWaiting: 4, inFlight: 12 });
  });

  it('writes one JSON line per sample to the trace folder, and stops', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stall-probe-'));
    const stop = startStallTrace(dir, { role: 'server' });
    await sleep(350);
    await stop();
    const [file] = readdirSync(dir);
    expect(file).toBe(`server-${process.pid}.jsonl`);
    const lines = readFileSync(join(dir, file), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as StallSample);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.every((sample) => sample.role === 'server' && sample.poolBusy === undefined)).toBe(true);
    await sleep(250);
    expect(readFileSync(join(dir, file), 'utf8').trim().split('\n')).toHaveLength(lines.length);
  });
});
