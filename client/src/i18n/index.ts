import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStored, writeStored } from '../storage/browserStorage.ts';
import ar from './ar.json';
import en from './en.json';
import { learnerTexts } from './learnerTexts.ts';
import { applyDocumentLanguage, DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.ts';

export const resources = {
  ar: { translation: { ...ar, ...learnerTexts.ar } },
  en: { translation: { ...en, ...learnerTexts.en } },
} as const;

export function storedLanguage(): Language {
  const stored = readStored('language');
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/**
 * A ready i18next instance (the texts are bundled, so initialisation is
 * synchronous). Every language change is remembered and mirrored on <html>.
 */
export function createI18n(language: Language = storedLanguage()): I18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next);
  void instance.init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
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
