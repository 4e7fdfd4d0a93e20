// `npm test`: unit and integration tests of domain/, server/, schema/, bench/ and the
// client's component tests (those opt into jsdom with a docblock). Browser
// journeys are in e2e/ with their own config.
//
// Projects, so CI can run the server's tests a second time on PostgreSQL
// (`npm run test:server` with TEST_DATABASE_URL) without repeating the pure ones:
// - unit (and unit-isolated, the few that replace a module): domain rules,
//   client components and bench helpers; no database;
// - server: everything under server/, schema/ and prisma/ that starts the real
//   server or database (embedded by default, PostgreSQL with TEST_DATABASE_URL);
//   modules are shared between its files too (isolate: false). Its files that
//   reach no database or other service run in the unit project instead.
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { databaseFreeServerTests } from './server/testing/databaseFreeTests.ts';

const UNIT = '{domain,client,bench}/**/*.test.{ts,tsx}';

/**
 * The pure tests that replace a module (vi.mock): they need a module registry
 * of their own. The others share one per worker (isolate: false), which saves
 * re-importing MUI, Relay and i18next for every file; each still gets its own
 * jsdom and clears the browser storage after every test.
 */
function testsReplacingModules(): string[] {
  return ['domain', 'client', 'bench'].flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .map((file) => join(root, file))
      .filter((file) => /\.test\.tsx?$/.test(file) && readFileSync(file, 'utf8').includes('vi.mock(')),
  );
}
const replacingModules = testsReplacingModules();

// The server's test files that need no database or other service run once, with
// the unit tests, rather than in both of CI's passes (server/testing/databaseFreeTests.ts).
const databaseFree = databaseFreeServerTests(fileURLToPath(new URL('.', import.meta.url)));

// The component tests' workers share one set of Unicode bidi tables (see the file).
const componentTestWorkers = { execArgv: ['--require', fileURLToPath(new URL('client/src/test/sharedBidiTables.cjs', import.meta.url))] };

export default defineConfig({
  plugins: [react({ babel: { plugins: ['relay'] } })],
  test: {
    exclude: ['**/node_modules/**', 'e2e/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // vitest's default is one worker fewer than the cores: a single worker on
    // a 2-core machine such as CI's. The main process only collects results,
    // so every core runs a test file.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          ...componentTestWorkers,
          include: [UNIT, ...databaseFree],
          exclude: ['**/node_modules/**', '**/*.postgres.test.ts', ...replacingModules],
          isolate: false,
          // the client's code-split bundles, imported one at a time before a component test renders
          setupFiles: ['client/src/test/codeSplitBundlesFirst.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'unit-isolated', ...componentTestWorkers, include: replacingModules.length ? replacingModules : ['no-such-file'] },
      },
      // The server's files share a module registry too: each starts its own app,
      // database and storage, and no server module keeps per-test state at import
      // (Prisma's client, the schema and pg-boss are built per app). Importing
      // them once per worker instead of once per file saves most of the import time.
      // Files named *.postgres.test.ts need PostgreSQL itself (several processes
      // on one database, LISTEN/NOTIFY, the exam bench's baseline on pg): they
      // are collected only where TEST_DATABASE_URL is named, CI's server run.
      {
        extends: true,
        test: {
          name: 'server',
          include: ['{server,schema,prisma}/**/*.test.{ts,tsx}', 'bench/**/*.postgres.test.ts'],
          exclude: ['**/node_modules/**', ...databaseFree, ...(process.env.TEST_DATABASE_URL ? [] : ['**/*.postgres.test.ts'])],
          isolate: false,
        },
      },
    ],
  },
});
