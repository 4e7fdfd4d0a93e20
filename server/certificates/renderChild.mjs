// One drawing, in a process of its own (renderJob.ts starts it): resvg's native
// code cannot be stopped inside a thread, a process can be killed. Reads
// { svg, options } (a Drawing of renderPng.ts) as JSON on stdin, writes the PNG
// to stdout. Plain JavaScript that loads only resvg, so it starts in
// milliseconds. It runs at the lowest priority, and under memory pressure the
// kernel ends it first.
import { readFileSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { Resvg } from '@resvg/resvg-js';

// the server's requests go first: the drawing takes the processor when it is free
setPriority(19);
try {
  writeFileSync('/proc/self/oom_score_adj', '1000');
} catch {
  // not Linux: the time limit still applies
}
const { svg, options } = JSON.parse(readFileSync(0, 'utf8'));
writeFileSync(1, new Resvg(svg, options).render().asPng());
