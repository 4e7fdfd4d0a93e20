// The words the Word document itself uses ("Question 1", "Answer:"), in the
// document's language whatever language the screen is in. They live with the
// dialog's texts in i18n/quizWord (registered in adminTexts.ts).
import i18next from 'i18next';
import ar from '../../i18n/quizWord/ar.json';
import en from '../../i18n/quizWord/en.json';
import type { Language } from '../../i18n/languages.ts';

export type DocumentTextKey = keyof typeof en.document;

export type DocumentTexts = (key: DocumentTextKey, values?: Record<string, string | number>) => string;

const TEXTS = { ar, en };

export function documentTexts(language: Language): DocumentTexts {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    resources: { [language]: { translation: TEXTS[language].document } },
    interpolation: { escapeValue: false }, // a Word document, not HTML
    initAsync: false,
  });
  return (key, values) => instance.t(key, values);
}
