// The drawing process of a render worker (renderJob.ts starts one and keeps it
// for the next drawings): resvg's native code cannot be stopped inside a
// thread, a process can be killed. Reads drawings as frames on stdin (a 4-byte
// length, then { svg, options } as JSON: a Drawing of renderPng.ts) and answers
// each on stdout (a 4-byte 1 for drawn or 0 for failed, a 4-byte length, the
// PNG). Plain JavaScript that loads only resvg, so it starts in milliseconds.
// It runs at the lowest priority, is the first the kernel ends when memory runs
// out, and ends when its worker closes stdin.
import { writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { Resvg } from '@resvg/resvg-js';

// the server's requests go first: the drawing takes the processor when it is free
setPriority(19);
try {
  writeFileSync('/proc/self/oom_score_adj', '1000');
} catch {
  // not Linux: the time limit still applies
}

function draw(job) {
  try {
    const { svg, options } = JSON.parse(job.toString('utf8'));
    return { drawn: 1, png: new Resvg(svg, options).render().asPng() };
  } catch {
    return { drawn: 0, png: Buffer.alloc(0) };
  }
}

let pending = Buffer.alloc(0);
process.stdin.on('data', (chunk) => {
  pending = Buffer.concat([pending, chunk]);
  while (pending.length >= 4 && pending.length >= 4 + pending.readUInt32BE(0)) {
    const length = pending.readUInt32BE(0);
    const { drawn, png } = draw(pending.subarray(4, 4 + length));
    pending = pending.subarray(4 + length);
    const head = Buffer.alloc(8);
    head.writeUInt32BE(drawn, 0);
    head.writeUInt32BE(png.length, 4);
    process.stdout.write(Buffer.concat([head, png]));
  }
});
process.stdin.on('end', () => process.exit(0));
