// The client's own strings, so the journeys find controls by the accessible
// names a user sees in each language rather than by CSS classes or test ids.
import i18next, { type TFunction } from 'i18next';
import { texts } from '../client/src/i18n/texts.ts';
import { LANGUAGE_NAMES } from '../client/src/i18n/languages.ts';

export type Language = 'ar' | 'en';

const i18n = i18next.createInstance();
void i18n.init({
  resources: { ar: { translation: texts.ar }, en: { translation: texts.en } },
  lng: 'ar',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/**
 * The text of a key as the page shows it: interpolated, and without the
 * component tags (`<policyLink>…</policyLink>`) that <Trans> turns into elements.
 */
export function textsOf(language: Language): TFunction {
  const t = i18n.getFixedT(language);
  return ((key: string, options?: Record<string, unknown>) =>
    String(t(key, options)).replace(/<\/?[A-Za-z][\w-]*>/g, '')) as TFunction;
}

/** The language menu names each language in itself. */
export const languageName = (language: Language): string => LANGUAGE_NAMES[language];
