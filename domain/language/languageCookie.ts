// The language a visitor chose, mirrored from the client's storage into a small
// cookie so that the server can send the page (index.html, with its prerendered
// sign-in screen) in that language: a visitor who chose English gets the
// English form with the HTML instead of waiting for the app's scripts
// (docs/decisions/firstVisit.md, "The first screen in the visitor's language").
// Only a choice counts: Accept-Language does not (Arabic is the platform's
// default, and the client shows Arabic to a visitor who chose nothing).

export const LANGUAGE_COOKIE = 'lang';

export type PageLanguage = 'ar' | 'en';

/** The page's language from a request's Cookie header: English only when the cookie says so, else Arabic (the default). */
export function pageLanguageFromCookies(cookieHeader: string | undefined): PageLanguage {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== LANGUAGE_COOKIE) continue;
    return pair.slice(separator + 1).trim() === 'en' ? 'en' : 'ar';
  }
  return 'ar';
}

/**
 * document.cookie's assignment that remembers `language` for a year, or forgets
 * it (anything else). No SameSite: a preference, not a credential (and every
 * byte here is in the first visit's page and entry).
 */
export function languageCookieAssignment(language: string | null): string {
  return language === 'en' || language === 'ar' ? `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000` : `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
}
