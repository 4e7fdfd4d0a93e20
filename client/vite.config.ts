// The web client. Built into client/dist (served by the app); in development
// `vite --config client/vite.config.ts` proxies the API to the app on :3000.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://localhost:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // babel-plugin-relay turns graphql`` tags into imports of the compiled artefacts.
  plugins: [react({ babel: { plugins: ['relay'] } })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/graphql': { target: api, ws: true },
      '/user': api,
      '/admin': api,
      '/upload': api,
      '/files': api,
      '/healthz': api,
    },
  },
});
