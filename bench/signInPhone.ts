// `npm run bench:signin`: how soon the learner sign-in screen (/#/login) is
// interactive on a first visit from a throttled mid-range phone
// (bench/signIn/profile.ts: Lighthouse's mobile defaults). It starts the real
// server on a fresh embedded database with the demo organisation and the built
// client (run `npm run build` first), then opens the screen in Debian's
// Chromium, a fresh browser context each run (nothing cached).
//
// Interactive: the e-mail field exists and is enabled (a script in the page
// records performance.now() from the navigation's start when it first is),
// and typing into it then works. Since index.html carries the form
// (client/build/firstScreenPrerender.ts), that is the page's own field, which
// takes typing and holds a press of the button before the app's scripts run;
// also timed: when the app's form has replaced it, which must still hold what
// was typed (client/src/firstScreen/handover.ts). Also printed: first
// contentful paint, the requests and the bytes transferred. The last line is
// one JSON object; the exit code is 1 when the median time to interactive is
// over --target.
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { LANGUAGE_COOKIE } from '../domain/language/languageCookie.ts';
import { startServer } from './exam/server.ts';
import { CHROMIUM, median, parseSignInOptions, PHONE, type SignInOptions } from './signIn/profile.ts';

const root = join(import.meta.dirname, '..');

let options: SignInOptions;
try {
  options = parseSignInOptions(process.argv.slice(2));
} catch (error) {
  console.error(`${(error as Error).message}\nnpm run bench:signin -- [--runs N] [--lang ar|en] [--without-cookie] [--target MS]`);
  process.exit(2);
}
if (!existsSync(join(root, 'client', 'dist', 'index.html'))) {
  console.error('client/dist is missing: run npm run build first');
  process.exit(2);
}

interface Run {
  interactiveMs: number;
  /** when the app's own form had replaced the prerendered one */
  appFormMs: number;
  firstContentfulPaintMs: number | null;
  requests: number;
  transferredKiB: number;
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-signin-'));
const server = await startServer({ dataDir }, join(dataDir, 'server.log'), { CLIENT_DIST: join(root, 'client', 'dist'), SEED: 'true' });
const browser = await chromium.launch({ executablePath: CHROMIUM.path, args: [...CHROMIUM.args] });

async function visit(throttled: boolean): Promise<Run> {
  const context = await browser.newContext({
    viewport: PHONE.viewport,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: PHONE.userAgent,
    locale: options.language,
  });
  // The language the visitor chose before: the cookie the app writes with it
  // (the server sends the page in that language) and its stored value (the app reads it).
  if (options.languageCookie) await context.addCookies([{ name: LANGUAGE_COOKIE, value: options.language, url: server.url }]);
  // The language the visitor chose before (the app reads it from storage), and
  // the moment the e-mail field is first there and enabled. A string, not a
  // function: tsx would add its own helpers to a function's text.
  await context.addInitScript(`
    localStorage.setItem('language', ${JSON.stringify(options.language)});
    (function record() {
      const field = document.querySelector('input[type="email"]');
      if (field && !field.disabled && field.offsetParent !== null) window.signInReadyAt ??= performance.now();
      if (field && !document.querySelector('[data-prerendered]')) window.appFormAt = performance.now();
      else requestAnimationFrame(record);
    })();
  `);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  let requests = 0;
  let transferred = 0;
  await cdp.send('Network.enable');
  cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
    requests += 1;
    transferred += event.encodedDataLength;
  });
  if (throttled) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.network.latencyMs,
      downloadThroughput: (PHONE.network.downloadKbps * 1024) / 8,
      uploadThroughput: (PHONE.network.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  }
  await page.goto(`${server.url}/#/login`, { waitUntil: 'commit' });
  await page.waitForFunction(() => 'signInReadyAt' in window, undefined, { timeout: 60_000, polling: 50 });
  const field = page.locator('input[type="email"]:visible');
  await field.fill('learner@example.com');
  if ((await field.inputValue()) !== 'learner@example.com') throw new Error('the e-mail field did not take the typing');
  await page.waitForFunction(() => 'appFormAt' in window, undefined, { timeout: 60_000, polling: 50 });
  if ((await field.inputValue()) !== 'learner@example.com') throw new Error("the app's form lost what was typed before it took over");
  const timing = await page.evaluate(() => ({
    interactiveMs: (window as unknown as { signInReadyAt: number }).signInReadyAt,
    appFormMs: (window as unknown as { appFormAt: number }).appFormAt,
    firstContentfulPaintMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  }));
  await context.close();
  return { ...timing, requests, transferredKiB: transferred / 1024 };
}

const show = (run: Run) =>
  `interactive ${run.interactiveMs.toFixed(0)} ms, the app's form ${run.appFormMs.toFixed(0)} ms, first paint ${run.firstContentfulPaintMs?.toFixed(0) ?? '-'} ms, ${run.requests} requests, ${run.transferredKiB.toFixed(1)} KiB`;

let ok = false;
try {
  const reference = await visit(false);
  console.log(`unthrottled (reference): ${show(reference)}`);
  const runs: Run[] = [];
  for (let index = 1; index <= options.runs; index += 1) {
    const run = await visit(true);
    runs.push(run);
    console.log(`phone run ${index} (${options.language}): ${show(run)}`);
  }
  const interactive = median(runs.map((run) => run.interactiveMs));
  ok = interactive <= options.targetMs;
  console.log(`median interactive ${interactive.toFixed(0)} ms: ${ok ? 'within' : 'over'} the ${options.targetMs} ms target`);
  console.log(
    JSON.stringify({
      language: options.language,
      languageCookie: options.languageCookie,
      profile: 'Lighthouse mobile (Slow 4G, 4x CPU), DevTools throttling',
      medianInteractiveMs: Math.round(interactive),
      medianAppFormMs: Math.round(median(runs.map((run) => run.appFormMs))),
      medianFirstContentfulPaintMs: Math.round(median(runs.map((run) => run.firstContentfulPaintMs ?? 0))),
      transferredKiB: Number(runs[0].transferredKiB.toFixed(1)),
      targetMs: options.targetMs,
      runs: runs.map((run) => Math.round(run.interactiveMs)),
    }),
  );
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
