// The Vite plugin that puts the learner sign-in screen of a first visit into
// the built index.html (docs/decisions/firstVisit.md, "The form in the page"):
// - the screen rendered by React in Node, with its styles (firstScreen/prerender/renderSignInFirst.tsx,
//   loaded through Vite's module runner with the client's own plugins);
// - one small inline script (firstScreen/beforeApp.ts, bundled by esbuild)
//   that hides the screen from visits not opening on it and holds a sign-in
//   asked for before the app loads. The server allows it by its hash
//   (server/security/inlineScripts.ts).
// The screen is rendered in each language: index.html in Arabic, and
// index.en.html in English, which the server sends to a visitor who chose
// English (server/http/static.ts). Both carry the same inline script.
// Development (vite serve) leaves index.html as it is.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build as esbuild } from 'esbuild';
import { createServer, type Plugin } from 'vite';
import type { PrerenderedScreen } from '../src/firstScreen/prerender/renderSignInFirst.tsx';
import type { Language } from '../src/i18n/languages.ts';
import { APP_ONLY_ATTRIBUTE, ASKED_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from '../src/firstScreen/handover.ts';

const clientRoot = fileURLToPath(new URL('..', import.meta.url));
const firstScreenDir = fileURLToPath(new URL('../src/firstScreen/', import.meta.url));

/** Hidden when this visit opens elsewhere; a held sign-in shows on its button, which takes no second press. */
const SCREEN_RULES =
  `[${APP_ONLY_ATTRIBUTE}] [${PRERENDERED_ATTRIBUTE}]{display:none}` +
  `[${ASKED_ATTRIBUTE}] button[type="submit"]{opacity:.7;pointer-events:none;cursor:progress}`;

const EMPTY_ROOT = '<div id="root"></div>';

/** index.html with the screen in #root, and the inline script and the screen's styles at the end of <head>. */
export function injectFirstScreen(html: string, screen: PrerenderedScreen, script: string): string {
  if (!html.includes(EMPTY_ROOT) || !html.includes('</head>')) throw new Error('index.html has no empty <div id="root"></div> or no </head>');
  if (script.includes('</script')) throw new Error('the inline script cannot contain </script');
  const head = `<script>${script}</script><style>${SCREEN_RULES}</style>${screen.styles}`;
  // functions, so that a "$" in the markup or the script is not read as a replacement pattern
  return html.replace('</head>', () => `${head}</head>`).replace(EMPTY_ROOT, () => `<div id="root">${screen.html}</div>`);
}

/** The built English page: index.html's name with the language before its extension. */
export const ENGLISH_PAGE = 'index.en.html';

const ARABIC_HTML_TAG = '<html lang="ar" dir="rtl">';

/** index.html (written in Arabic) made the page of `language`: <html lang dir> and <title>. */
export function pageInLanguage(html: string, language: Language, title: string): string {
  if (language === 'ar') return html;
  if (!html.includes(ARABIC_HTML_TAG) || !/<title>[^<]*<\/title>/.test(html)) throw new Error(`index.html has no ${ARABIC_HTML_TAG} or no <title>`);
  return html.replace(ARABIC_HTML_TAG, () => `<html lang="${language}" dir="ltr">`).replace(/<title>[^<]*<\/title>/, () => `<title>${title.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</title>`);
}

/** beforeApp.ts as one minified script that runs where it stands. */
async function bundleBeforeApp(): Promise<string> {
  const result = await esbuild({
    stdin: { contents: "import { prepareFirstScreen } from './beforeApp.ts'; prepareFirstScreen(document);", resolveDir: firstScreenDir, loader: 'ts' },
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text.trim();
}

/** renderSignInFirst() run by a Vite server of its own (SSR, no HTTP), with the client's plugins: Relay's graphql tags, JSX. */
async function renderScreens(): Promise<Record<Language, PrerenderedScreen>> {
  const server = await createServer({
    configFile: false,
    root: clientRoot,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    plugins: [react({ babel: { plugins: ['relay'] } })],
    // its CommonJS build's default export is an object to Node's own import; Vite reads its ES build (package.json "module")
    ssr: { noExternal: ['stylis-plugin-rtl'] },
  });
  try {
    const module = (await server.ssrLoadModule('/src/firstScreen/prerender/renderSignInFirst.tsx')) as typeof import('../src/firstScreen/prerender/renderSignInFirst.tsx');
    return { ar: module.renderSignInFirst('ar'), en: module.renderSignInFirst('en') };
  } finally {
    await server.close();
  }
}

export function firstScreenPrerender(): Plugin {
  let english: string | null = null;
  return {
    name: 'first-screen-prerender',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const [screens, script] = await Promise.all([renderScreens(), bundleBeforeApp()]);
        english = pageInLanguage(injectFirstScreen(html, screens.en, script), 'en', screens.en.title);
        return injectFirstScreen(html, screens.ar, script);
      },
    },
    generateBundle: {
      order: 'post',
      handler() {
        if (english === null) throw new Error('index.html was not transformed before the bundle was written');
        this.emitFile({ type: 'asset', fileName: ENGLISH_PAGE, source: english });
      },
    },
  };
}
