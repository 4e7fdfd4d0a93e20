// The stack the browser journeys run against: the built client served by the
// real server (in this process, embedded in-memory database, seeded demo data)
// and Debian's Chromium driven by playwright-core. Each test file owns one
// (stackOfThisFile, at the bottom).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { loadConfig } from '../server/config.ts';
import type { Database } from '../server/db/database.ts';
import type { WrittenMail } from '../server/mail/mailer.ts';

const root = resolve(import.meta.dirname, '..');

/** The password of every seeded demo identity in the browser tests. */
export const SEED_PASSWORD = 'e2e-Passw0rd!';

/** The seeded demo data the journeys rely on (server seed with `seed: true`). */
export const demo = {
  organization: 'dev',
  accountOwner: 'demo-owner',
  organizationHolder: 'demo-org',
  platformAdmin: 'platform-admin',
  learnerEmail: 'learner@example.com',
} as const;

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Playwright gives every launch a fresh temporary --user-data-dir of its own and
// refuses one in `args`, so the profile is new and thrown away on close.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface PageOptions {
  /** the browser's language (navigator.language, Accept-Language) */
  locale?: 'ar' | 'en';
  /** viewport width in CSS pixels; the spec's mobile breakpoint is 960 */
  width?: number;
  /**
   * Whether the browser has already made (and sent) its cookie choice, so that
   * the cookie banner stays away (default true). The consent journey starts
   * without one.
   */
  storedConsent?: boolean;
}

/** The cookie choice a page starts with (docs/decisions/consent.md): functional on, analytics off, already sent. */
export const STORED_CONSENT = {
  timestamp: '2026-01-01T00:00:00.000Z',
  preferences: { essential: true, functional: true, analytics: false },
  version: '1.0',
} as const;

export interface Stack {
  url: string;
  browser: Browser;
  /** a page in a fresh browser context: no session, nothing stored but a cookie choice (unless storedConsent is false) */
  newPage(options?: PageOptions): Promise<Page>;
  /** every Content-Security-Policy violation a page of this stack reported (console), with its page URL */
  cspViolations: string[];
  /** the app's database, for journeys that seed rows no screen of theirs writes (e.g. a live landing page) */
  prisma: Database['prisma'];
  /** the mail the app sent (kept in memory) */
  outbox(): readonly WrittenMail[];
  stop(): Promise<void>;
}

function buildClientIfMissing(): void {
  if (existsSync(join(root, 'client/dist/index.html'))) return;
  execFileSync('npx', ['vite', 'build', '--config', 'client/vite.config.ts'], { cwd: root, stdio: 'inherit' });
}

export interface StackOptions {
  /** an SMTP server the app sends through (a journey's own, started from smtp-server); absent: mail stays in memory */
  smtpUrl?: string;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  }
  buildClientIfMissing();

  const { createApp } = await import('../server/app.ts');
  // The defaults of a fresh machine, whatever this shell's environment says;
  // nothing touches the project's .data folder (uploads go to a temporary one).
  const config = loadConfig({}, {
    port: 0,
    host: '127.0.0.1',
    dataDir: null,
    uploadDir: null,
    // mail stays in memory (outbox()), never in the project's .data/outbox
    mail: { ...loadConfig({ DATA_DIR: '' }).mail, ...(options.smtpUrl ? { smtpUrl: options.smtpUrl } : {}) },
    seed: true,
    seedPassword: SEED_PASSWORD,
    databaseUrl: undefined,
    // the built client sends persisted operation ids only, as in production
    freeGraphqlDocuments: false,
  });
  const app = await createApp(config);
  const { url } = await app.start();

  let browser: Browser;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  } catch (error) {
    await app.stop();
    throw error;
  }

  const cspViolations: string[] = [];
  return {
    url,
    browser,
    cspViolations,
    prisma: app.database.prisma,
    outbox: () => app.mailer.outbox,
    async newPage({ locale, width = 1280, storedConsent = true }: PageOptions = {}) {
      const context = await browser.newContext({
        baseURL: url,
        locale,
        viewport: { width, height: 900 },
      });
      const page = await context.newPage();
      if (storedConsent) {
        await page.addInitScript((record) => {
          try {
            if (window.localStorage.getItem('cookieConsent')) return;
            window.localStorage.setItem('cookieConsent', JSON.stringify(record));
            window.localStorage.setItem('cookieConsentSent', record.timestamp);
          } catch {
            // a document without storage (about:blank)
          }
        }, STORED_CONSENT);
      }
      // Chromium reports each blocked load or inline script on the console.
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) cspViolations.push(`${page.url()}: ${message.text()}`);
      });
      return page;
    },
    async stop() {
      try {
        await browser.close();
      } finally {
        await app.stop();
      }
    },
  };
}

/**
 * The stack of one test file, called at the file's top level: started before
 * its tests (with the options `options` answers then), stopped after them,
 * and after each test no page of it may have reported a load or script that
 * the page's policy blocked (server/security/securityHeaders.ts: the policy
 * blocks nothing the client needs). The object is filled in once the stack
 * has started: read it inside tests and hooks.
 */
export function stackOfThisFile(options: () => StackOptions = () => ({})): Stack {
  const stack = {} as Stack;
  beforeAll(async () => {
    Object.assign(stack, await startStack(options()));
  });
  afterEach(() => {
    expect(stack.cspViolations).toEqual([]);
  });
  afterAll(async () => {
    await stack.stop?.();
  });
  return stack;
}
