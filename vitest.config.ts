// `npm test`: unit and integration tests of domain/, server/, schema/, bench/ and the
// client's component tests (those opt into jsdom with a docblock). Browser
// journeys are in e2e/ with their own config.
//
// Two projects, so CI can run the server's tests a second time on PostgreSQL
// (`npm run test:server` with TEST_DATABASE_URL) without repeating the pure ones:
// - unit: domain rules, client components and bench helpers; no database;
// - server: everything under server/, schema/ and prisma/, which starts the real
//   server or database (embedded by default, PostgreSQL with TEST_DATABASE_URL).
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react({ babel: { plugins: ['relay'] } })],
  test: {
    exclude: ['**/node_modules/**', 'e2e/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'unit', include: ['{domain,client,bench}/**/*.test.{ts,tsx}'] } },
      { extends: true, test: { name: 'server', include: ['{server,schema,prisma}/**/*.test.{ts,tsx}'] } },
    ],
  },
});
