// The web client. Built into client/dist (served by the app); in development
// `vite --config client/vite.config.ts` proxies the API to the app on :3000.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstScreenPrerender } from './build/firstScreenPrerender.ts';

/**
 * pdfjs-dist loads the standard PDF fonts and its image decoders (wasm) by
 * file name from a folder URL, so they cannot take Vite's hashed asset names:
 * they are copied as they are to /pdfjs/ (and served from there in
 * development). Nothing fetches them until a PDF needs one.
 */
function pdfjsDataFiles(): Plugin {
  const folders = ['standard_fonts', 'wasm'];
  const pdfjsRoot = fileURLToPath(new URL('../node_modules/pdfjs-dist/', import.meta.url));
  return {
    name: 'pdfjs-data-files',
    configureServer(server) {
      server.middlewares.use('/pdfjs', (req, res, next) => {
        const [folder, file, ...rest] = (req.url ?? '').split('?')[0].split('/').filter(Boolean);
        if (!folders.includes(folder) || !file || rest.length > 0 || file.includes('..')) return next();
        try {
          res.end(readFileSync(join(pdfjsRoot, folder, file)));
        } catch {
          next();
        }
      });
    },
    generateBundle() {
      for (const folder of folders) {
        for (const file of readdirSync(join(pdfjsRoot, folder))) {
          this.emitFile({ type: 'asset', fileName: `pdfjs/${folder}/${file}`, source: readFileSync(join(pdfjsRoot, folder, file)) });
        }
      }
    },
  };
}

const api = 'http://localhost:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // babel-plugin-relay turns graphql`` tags into imports of the compiled artefacts.
  plugins: [
    react({ babel: { plugins: ['relay'] } }),
    pdfjsDataFiles(),
    // index.html carries the learner sign-in screen of a first visit, usable before the scripts load
    firstScreenPrerender(),
    // The service worker (client/src/serviceWorker/sw.ts) built to /sw.js with the
    // list of the client's files to precache; the large pdf.js data files are left
    // out (fetched only when a PDF needs them). Registration: client/src/serviceWorker/register.ts.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/serviceWorker',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,ico,woff2}'],
        // the e-mail editor (GrapesJS, 400 KiB gzip) is for account owners on one screen: learners' devices never fetch it
        globIgnores: ['pdfjs/**', 'sw.js', '**/MailDesigner-*'],
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
      },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which files each entry and lazy module loads (read by npm run bench:bundle)
    manifest: true,
    // Terser rather than esbuild: 4.7 KiB gzip less for a learner's first
    // visit (the entry, 147.5 → 142.8 KiB), which issue 16 holds to 150 KiB
    // with the HTML; it takes about 40 s longer (docs/decisions/firstVisit.md).
    minify: 'terser',
    terserOptions: { compress: { passes: 3 }, module: true, ecma: 2020 },
    // Every browser the build targets preloads modules itself but Safari 16,
    // which then fetches a screen's chunks one after the other: the polyfill
    // would cost every first visit 0.3 KiB gzip.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: {
      '/graphql': { target: api, ws: true },
      '/user': api,
      '/admin': api,
      '/upload': api,
      '/files': api,
      '/certificates': api,
      '/healthz': api,
    },
  },
});
