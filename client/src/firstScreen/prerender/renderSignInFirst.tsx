// Run at build time, in Node (client/build/firstScreenPrerender.ts): the
// learner sign-in screen of a first visit rendered to HTML, with the styles it
// uses, for index.html. A phone on a slow network can type its e-mail as soon
// as the page arrives, instead of after the app's scripts (docs/decisions/firstVisit.md).
// It is the same component the page then renders (SignInFirstScreen), in Arabic
// (a first visit's language), before the organisation is known.
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import signInTexts from '../../i18n/signIn/ar.json';
import rtlPlugin from 'stylis-plugin-rtl';
import { AppThemeProvider } from '../../theme/AppThemeProvider.tsx';
import { SignInFirstScreen } from '../SignInFirstScreen.tsx';

/** Before the organisation is read: the default colour, e-mail sign-in, no support link. */
const UNKNOWN_ORGANIZATION = { alias: '', verifiedSignIn: false, supportLink: null, primaryColor: null };

/** The screen's markup, for #root, and the <style> elements of the rules it uses, for <head>. */
export interface PrerenderedScreen {
  html: string;
  styles: string;
}

/**
 * The screen's markup and the <style> elements of the rules it
 * uses (the "critical" ones, @emotion/server: MUI's intermediate classes that
 * no element carries are left out). They are written under the app's
 * right-to-left cache key (theme/emotionCaches.ts), so the app's style cache
 * adopts them when it starts (@emotion/cache moves them to <head>) instead of
 * inserting them again. Without vendor prefixes: the browsers the build targets
 * need none, and every byte here is before the first paint.
 */
export function renderSignInFirst(): PrerenderedScreen {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    resources: { ar: { translation: signInTexts } },
    lng: 'ar',
    fallbackLng: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const styleCache = createCache({ key: 'mui-rtl', stylisPlugins: [rtlPlugin] });
  // collected in the cache, not written next to each element
  styleCache.compat = true;
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <AppThemeProvider styleCache={styleCache}>
        <SignInFirstScreen organization={UNKNOWN_ORGANIZATION} path="/login" params={{}} prerendered />
      </AppThemeProvider>
    </I18nextProvider>,
  );
  const emotion = createEmotionServer(styleCache);
  return { html, styles: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)) };
}
