import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { readStored, writeStored } from '../storage/browserStorage.ts';
import { applyDocumentLanguage, DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages.ts';

/** One language's entry texts (the languages differ in their plural keys). */
export type EntryTexts = typeof import('./entry/ar.ts').default | typeof import('./entry/en.ts').default;

// One chunk per language: a visitor downloads the texts of the language shown,
// and the other language's only when they switch to it.
const entryTexts: Record<Language, () => Promise<{ default: EntryTexts }>> = {
  ar: () => import('./entry/ar.ts'),
  en: () => import('./entry/en.ts'),
};

export async function loadEntryTexts(language: Language): Promise<EntryTexts> {
  return (await entryTexts[language]()).default;
}

// The learner sign-in screen's texts alone (signIn/ar.json, picked from the
// entry texts by client/scripts/signInTexts.ts): a first visit's page shows
// before the app's texts load (main.tsx).
const signInTexts: Record<Language, () => Promise<{ default: object }>> = {
  ar: () => import('./signIn/ar.json'),
  en: () => import('./signIn/en.json'),
};

export async function loadSignInTexts(language: Language): Promise<object> {
  return (await signInTexts[language]()).default;
}

/**
 * Adds the app's texts to an instance started with the sign-in screen's (when
 * the app starts after that screen): the shown language's before the app
 * shows, and those of the other languages the screen holds after. A visitor
 * who switched language on the sign-in screen leaves the first one holding
 * that screen's texts alone, which i18next counts as loaded: a switch back to
 * it would show keys.
 */
export async function completeTexts(i18n: I18n, shown: Language): Promise<void> {
  const complete = async (language: Language) =>
    i18n.addResourceBundle(language, 'translation', await loadEntryTexts(language), true, true);
  await complete(shown);
  const others = LANGUAGES.filter((language) => language !== shown && i18n.hasResourceBundle(language, 'translation'));
  void Promise.all(others.map(complete)).catch(() => {
    // offline: that language's texts come with the next start
  });
}

const extraTexts = new WeakMap<I18n, Record<Language, object>[]>();

/**
 * Texts a bundle brings (the admin screens'): added to the languages already
 * loaded, and kept for a language loaded later, which gets them with its entry
 * texts. Adding them to a language not loaded yet would make i18next think it
 * loaded, and a switch to it would never fetch its entry texts.
 */
export function addTexts(i18n: I18n, texts: Record<Language, object>): void {
  extraTexts.set(i18n, [...(extraTexts.get(i18n) ?? []), texts]);
  for (const language of LANGUAGES) {
    if (i18n.hasResourceBundle(language, 'translation')) i18n.addResourceBundle(language, 'translation', texts[language], true, false);
  }
}

export function storedLanguage(): Language {
  const stored = readStored('language');
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/**
 * A ready i18next instance with the texts given (at least the starting
 * language's, so initialisation is synchronous); a switch to a language not
 * given loads its texts first (i18next-resources-to-backend), then shows it.
 * Every language change is remembered and mirrored on <html>.
 */
export function createI18n(language: Language, startTexts: Partial<Record<Language, object>>): I18n {
  const instance = i18next.createInstance();
  const load = async (requested: Language) => {
    const entry = await loadEntryTexts(requested);
    return Object.assign({}, entry, ...(extraTexts.get(instance) ?? []).map((texts) => texts[requested]));
  };
  instance.use(initReactI18next).use(
    resourcesToBackend((requested: string) => (isLanguage(requested) ? load(requested) : Promise.reject(new Error(`no texts for ${requested}`)))),
  );
  const resources = Object.fromEntries(Object.entries(startTexts).map(([shown, translation]) => [shown, { translation }]));
  void instance.init({
    resources,
    // Only the languages not given are loaded, on a switch.
    partialBundledLanguages: true,
    lng: language,
    // Both languages have every key (translations.test.ts): a fallback would only load the other language's texts.
    fallbackLng: false,
    supportedLngs: ['ar', 'en'],
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
  });
  const reflectOnDocument = (shown: Language) => {
    applyDocumentLanguage(shown);
    document.title = instance.t('app.productName');
  };
  reflectOnDocument(language);
  instance.on('languageChanged', (next) => {
    if (!isLanguage(next)) return;
    reflectOnDocument(next);
    writeStored({ language: next });
  });
  return instance;
}
