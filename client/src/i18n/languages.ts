export type Language = 'ar' | 'en';

export const DEFAULT_LANGUAGE: Language = 'ar';

export function isLanguage(value: string | null | undefined): value is Language {
  return value === 'ar' || value === 'en';
}

export function directionOf(language: string): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** <html lang dir> follow the language, for screen readers and the browser's own layout. */
export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/** Each language is named in itself, so a reader finds theirs whatever language is shown. */
export const LANGUAGE_NAMES: Record<Language, string> = { ar: 'العربية', en: 'English' };

export const LANGUAGES = /* @__PURE__ */ Object.keys(LANGUAGE_NAMES) as Language[];
