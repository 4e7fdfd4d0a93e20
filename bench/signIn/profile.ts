// The throttled phone of `npm run bench:signin` and the figures it summarises.
// The profile is Lighthouse's mobile default ("Slow 4G" on a mid-range phone)
// as Lighthouse applies it with DevTools throttling: 562.5 ms request latency
// (150 ms RTT × 3.75), 1,474.56 kbit/s down and 675 kbit/s up (1.6 Mbit/s and
// 750 kbit/s × 0.9), and the CPU slowed 4×.
import { parseArgs } from 'node:util';

export const PHONE = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 2.625,
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  network: { latencyMs: 562.5, downloadKbps: 1474.56, uploadKbps: 675 },
  cpuSlowdown: 4,
} as const;

/** Debian's Chromium as both sign-in benches start it (the machine's rules: headless, no sandbox, no background traffic). */
export const CHROMIUM = {
  path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
} as const;

export interface SignInOptions {
  runs: number;
  language: 'ar' | 'en';
  /** the median time to interactive above which the bench fails, in ms */
  targetMs: number;
  /** the language's cookie is set with its stored value (a choice made before the cookie existed: `--without-cookie`) */
  languageCookie: boolean;
}

export function parseSignInOptions(argv: string[]): SignInOptions {
  const { values } = parseArgs({
    args: argv,
    options: { runs: { type: 'string' }, lang: { type: 'string' }, target: { type: 'string' }, 'without-cookie': { type: 'boolean' } },
    strict: true,
  });
  const runs = Number(values.runs ?? 5);
  if (!Number.isSafeInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number above 0, got "${values.runs}"`);
  const language = values.lang ?? 'ar';
  if (language !== 'ar' && language !== 'en') throw new Error(`--lang must be ar or en, got "${values.lang}"`);
  const targetMs = Number(values.target ?? 2000);
  if (!Number.isFinite(targetMs) || targetMs <= 0) throw new Error(`--target must be milliseconds above 0, got "${values.target}"`);
  return { runs, language, targetMs, languageCookie: !values['without-cookie'] };
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
