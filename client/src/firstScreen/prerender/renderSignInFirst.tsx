// Run at build time, in Node (client/build/firstScreenPrerender.ts): the
// learner sign-in screen of a first visit rendered to HTML, with the styles it
// uses, for index.html. A phone on a slow network can type its e-mail as soon
// as the page arrives, instead of after the app's scripts (docs/decisions/firstVisit.md).
// It is the same component the page then renders (SignInFirstScreen), before
// the organisation is known, once per language: index.html in Arabic (a first
// visit's language), index.en.html in English (the server sends it to a visitor
// who chose English, domain/language/languageCookie.ts).
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import arabicTexts from '../../i18n/signIn/ar.json';
import englishTexts from '../../i18n/signIn/en.json';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Language } from '../../i18n/languages.ts';
import { AppThemeProvider } from '../../theme/AppThemeProvider.tsx';
import { SignInFirstScreen } from '../SignInFirstScreen.tsx';

/** Before the organisation is read: the default colour, e-mail sign-in, no support link. */
const UNKNOWN_ORGANIZATION = { alias: '', verifiedSignIn: false, supportLink: null, primaryColor: null };

/** The screen's markup, for #root, and the <style> elements of the rules it uses, for <head>. */
export interface PrerenderedScreen {
  html: string;
  styles: string;
  /** the page's title in that language */
  title: string;
}

const TEXTS: Record<Language, object> = { ar: arabicTexts, en: englishTexts };

/**
 * The screen's markup and the <style> elements of the rules it
 * uses (the "critical" ones, @emotion/server: MUI's intermediate classes that
 * no element carries are left out). They are written under the app's
 * cache key of the language's direction (theme/emotionCaches.ts), so the app's style cache
 * adopts them when it starts (@emotion/cache moves them to <head>) instead of
 * inserting them again. Without vendor prefixes: the browsers the build targets
 * need none, and every byte here is before the first paint.
 */
export function renderSignInFirst(language: Language): PrerenderedScreen {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    resources: { [language]: { translation: TEXTS[language] } },
    lng: language,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const styleCache = language === 'ar' ? createCache({ key: 'mui-rtl', stylisPlugins: [rtlPlugin] }) : createCache({ key: 'mui-ltr' });
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
  return { html, styles: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)), title: i18n.t('app.productName') };
}
