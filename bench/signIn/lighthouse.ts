// `npm run bench:signin:lighthouse [-- --runs N]`: Lighthouse's own
// performance audit of the learner sign-in screen (/#/login) on a first visit
// (Lighthouse 12.8: 13 asks for Node 22, the project promises Node 20,
// server/nodeEngines.test.ts), with its default mobile settings: a mid-range phone on Slow 4G simulated
// (150 ms round trips, 1.6 Mbit/s, the CPU 4× slower; Lighthouse loads the page
// unthrottled and computes the throttled timings from its trace). A second
// view beside `npm run bench:signin`, which applies DevTools throttling to the
// real load and times the e-mail field. Lighthouse clears the browser first,
// so the page is in the default language (Arabic). It starts the real server
// on a fresh embedded database with the demo organisation and the built client
// (run `npm run build` first). Prints each run's first contentful paint (the
// sign-in form is the first thing painted), largest contentful paint and its
// element, time to interactive and total blocking time, then their medians as
// one JSON line.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../exam/server.ts';
import { CHROMIUM, median } from './profile.ts';

const root = join(import.meta.dirname, '..', '..');
const METRICS = { firstContentfulPaint: 'first-contentful-paint', largestContentfulPaint: 'largest-contentful-paint', interactive: 'interactive', totalBlockingTime: 'total-blocking-time' } as const;
type Metric = keyof typeof METRICS;

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(values.runs);
if (!Number.isSafeInteger(runs) || runs < 1) {
  console.error(`--runs must be a whole number above 0, got "${values.runs}"\nnpm run bench:signin:lighthouse -- [--runs N]`);
  process.exit(2);
}
if (!existsSync(join(root, 'client', 'dist', 'index.html'))) {
  console.error('client/dist is missing: run npm run build first');
  process.exit(2);
}

/** The element Lighthouse names as the largest contentful paint's, from its LCP breakdown. */
function lcpElement(audits: Record<string, { details?: unknown }>): string {
  const details = audits['lcp-breakdown-insight']?.details as { items?: { type?: string; nodeLabel?: string; selector?: string }[] } | undefined;
  const node = details?.items?.find((item) => item.type === 'node');
  return node ? `${node.selector ?? ''} "${(node.nodeLabel ?? '').slice(0, 40)}…"` : 'not named';
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
const server = await startServer({ dataDir }, join(dataDir, 'server.log'), { CLIENT_DIST: join(root, 'client', 'dist'), SEED: 'true' });
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM.path, chromeFlags: [...CHROMIUM.args] });
try {
  const results: Record<Metric, number>[] = [];
  for (let index = 1; index <= runs; index += 1) {
    const outcome = await lighthouse(`${server.url}/#/login`, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    if (!outcome) throw new Error('Lighthouse returned no result');
    const { audits, configSettings } = outcome.lhr;
    if (index === 1) console.log(`Lighthouse ${outcome.lhr.lighthouseVersion}, ${configSettings.formFactor}, ${configSettings.throttlingMethod}: ${JSON.stringify(configSettings.throttling)}`);
    const run = Object.fromEntries(Object.entries(METRICS).map(([name, id]) => [name, Math.round(audits[id]?.numericValue ?? NaN)])) as Record<Metric, number>;
    results.push(run);
    console.log(
      `run ${index}: first contentful paint ${run.firstContentfulPaint} ms, largest ${run.largestContentfulPaint} ms (${lcpElement(audits)}), interactive ${run.interactive} ms, total blocking ${run.totalBlockingTime} ms`,
    );
  }
  const medians = Object.fromEntries(Object.keys(METRICS).map((name) => [name, median(results.map((run) => run[name as Metric]))]));
  console.log(JSON.stringify({ tool: 'lighthouse', runs, medianMs: medians }));
} finally {
  await chrome.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
