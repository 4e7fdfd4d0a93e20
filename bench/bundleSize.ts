// `npm run bench:bundle`: builds nothing, measures the built client
// (client/dist): the bytes a first visit to the learner entry downloads, and
// every JavaScript chunk raw and gzipped. Build first with `npm run build`.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'client', 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('client/dist is missing: run npm run build first');
  process.exit(2);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const assets = join(dist, 'assets');
const chunks = readdirSync(assets)
  .filter((name) => name.endsWith('.js') || name.endsWith('.css'))
  .map((name) => {
    const bytes = readFileSync(join(assets, name));
    return { name, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  })
  .sort((a, b) => b.gzip - a.gzip);

// What index.html loads before any route's lazy chunk: its script and modulepreload links.
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entryNames = [...html.matchAll(/assets\/([^"']+\.(?:js|css))/g)].map((match) => match[1]);
const entry = chunks.filter((chunk) => entryNames.includes(chunk.name));

console.log('chunk'.padEnd(44), 'raw'.padStart(12), 'gzip'.padStart(12));
for (const chunk of chunks.slice(0, 15)) console.log(chunk.name.padEnd(44), kb(chunk.raw).padStart(12), kb(chunk.gzip).padStart(12));
console.log(`\nall chunks: ${chunks.length}, ${kb(chunks.reduce((sum, c) => sum + c.gzip, 0))} gzip`);
console.log(`entry (index.html, before the route's chunk): ${kb(entry.reduce((sum, c) => sum + c.gzip, 0))} gzip in ${entry.length} files`);
