// `npm run test:e2e`: browser journeys against the real server (embedded
// database, seeded demo data) driven through Debian's Chromium. One file at a
// time: each file starts its own server and browser.
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: resolve(import.meta.dirname, '..'),
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
