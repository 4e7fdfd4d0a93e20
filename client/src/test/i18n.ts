// An i18n instance for component tests: every text of both languages at hand
// (the app loads one language's entry texts, and the admin texts with the
// admin bundle), so a test renders and switches languages without loading.
import type { i18n as I18n } from 'i18next';
import { createI18n, storedLanguage } from '../i18n/index.ts';
import type { Language } from '../i18n/languages.ts';
import { texts } from '../i18n/texts.ts';

/** In the given language, or the one the test stored (as the app starts in the stored language). */
export function createTestI18n(language: Language = storedLanguage()): I18n {
  return createI18n(language, texts);
}
