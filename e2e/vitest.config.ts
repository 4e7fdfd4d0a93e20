// `npm run test:e2e`: browser journeys against the real server (embedded
// database, seeded demo data) driven through Debian's Chromium. Each file
// starts its own server (port 0, in-memory database) and browser, so files run
// side by side: much of a journey is waiting on the browser and the server in
// turn. Two at a time kept 2 cores about half busy (measured), so three run.
// The files of one worker share its module registry (isolate: false, as the
// server's tests do): the server's code is imported once per worker, not once
// per file (4 s a file here). A journey is long and the machine is shared by
// three of them, so one gets three minutes (60 s timed out on a loaded run).
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: resolve(import.meta.dirname, '..'),
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 120_000,
    pool: 'forks',
    isolate: false,
    maxWorkers: Math.min(3, availableParallelism() + 1),
  },
});
