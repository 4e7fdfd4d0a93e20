import type { i18n as I18n } from 'i18next';
import type { Root } from 'react-dom/client';
import { completeTexts, createI18n, loadEntryTexts } from '../i18n/index.ts';
import { isLanguage, type Language } from '../i18n/languages.ts';
import { keepPrerenderedInput } from './handover.ts';

/**
 * Starts the app (a chunk of its own: Relay, the router and every screen) in
 * the page's root, with the app's texts; after the sign-in screen of a first
 * visit, with that screen's i18next instance, its texts completed. Resolves
 * to a function that stops the app's router (appStart.tsx, for tests).
 */
export async function startApp(root: Root, language: Language, i18n?: I18n): Promise<() => void> {
  const shown = i18n && isLanguage(i18n.language) ? i18n.language : language;
  const [{ renderApp }, instance] = await Promise.all([
    import('../appStart.tsx'),
    i18n ? completeTexts(i18n, shown).then(() => i18n) : loadEntryTexts(shown).then((texts) => createI18n(shown, { [shown]: texts })),
  ]);
  // the app's /login, when the organisation could not be read first, takes over a prerendered form too
  keepPrerenderedInput();
  return renderApp(root, instance);
}
