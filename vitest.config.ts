// `npm test`: unit and integration tests of domain/, server/, schema/, bench/ and the
// client's component tests (those opt into jsdom with a docblock). Browser
// journeys are in e2e/ with their own config.
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react({ babel: { plugins: ['relay'] } })],
  test: {
    include: ['{domain,server,schema,client,prisma,bench}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', 'e2e/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
