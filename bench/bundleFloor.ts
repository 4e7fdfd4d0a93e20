// `npm run bench:bundle-floor`: the least a learner sign-in screen can weigh
// with the client's libraries (React 19, React Router, i18next, MUI, Relay),
// measured, not guessed. Each step of bench/bundle/floorSteps.ts is built by
// Vite (production, minified, as the client is) into one file and gzipped at
// level 9, as bench:bundle counts; no app code is in it, so the real first
// visit (bench:bundle) can only be larger. Prints each step's size and what
// its library adds; the last line is one JSON object. Builds in
// node_modules/.cache/bundle-floor (so that the libraries resolve) and
// removes it.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { FLOOR_STEPS } from './bundle/floorSteps.ts';

const root = join(import.meta.dirname, '..');
const work = join(root, 'node_modules', '.cache', 'bundle-floor');

async function gzipKiB(step: (typeof FLOOR_STEPS)[number]): Promise<number> {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  writeFileSync(join(work, 'index.html'), '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>');
  writeFileSync(join(work, 'main.tsx'), `${step.imports.join('\n')}\n\n${step.body}\n`);
  const outDir = join(work, 'dist');
  await build({
    root: work,
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 10_000 },
  });
  const assets = join(outDir, 'assets');
  const bytes = readdirSync(assets)
    .filter((name) => name.endsWith('.js') || name.endsWith('.css'))
    .reduce((sum, name) => sum + gzipSync(readFileSync(join(assets, name)), { level: 9 }).length, 0);
  return bytes / 1024;
}

const sizes: { step: string; gzipKiB: number; addsKiB: number }[] = [];
try {
  for (const step of FLOOR_STEPS) {
    const size = await gzipKiB(step);
    const adds = size - (sizes.at(-1)?.gzipKiB ?? 0);
    sizes.push({ step: step.name, gzipKiB: Number(size.toFixed(1)), addsKiB: Number(adds.toFixed(1)) });
    console.log(`${step.name.padEnd(40)} ${`${size.toFixed(1)} KiB`.padStart(12)}   (adds ${adds.toFixed(1)} KiB)`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(JSON.stringify({ floor: sizes }));
