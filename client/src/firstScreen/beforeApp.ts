// The one script index.html runs inline, in its <head>, before the page's body
// and long before the app's scripts arrive (client/build/firstScreenPrerender.ts
// bundles it; the server allows it by its hash, server/security/inlineScripts.ts).
// It does two things for the prerendered sign-in screen (handover.ts):
// - a visit that will not open on that screen (another page, a learner already
//   signed in, a language chosen other than the page's) marks <html>, and the
//   screen stays hidden. The server sends the page in the language the
//   visitor chose (its cookie, domain/language/languageCookie.ts);
// - a press of its sign-in button is held on the form instead of submitting
//   the page, and the app's form signs in when it takes over.
import { DEFAULT_LANGUAGE, isLanguage } from '../i18n/languages.ts';
import type { StoredKey } from '../storage/browserStorage.ts';
import { APP_ONLY_ATTRIBUTE, ASKED_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from './handover.ts';
import { hashPath, learnerEntryParams } from './entryPath.ts';

/** browserStorage.ts's read, without its React import: this script is inlined into every page. */
function readStored(key: StoredKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Whether this visit opens on the prerendered sign-in screen, in the page's
 * language (`pageLanguage`, <html lang>): what main.tsx decides, read from the same places.
 */
export function opensOnPrerenderedSignIn(hash: string, pageLanguage: string): boolean {
  const stored = readStored('language');
  const language = isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  return learnerEntryParams(hashPath(hash)) !== null && !readStored('learnerToken') && language === pageLanguage;
}

function holdSignIn(event: Event): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.closest(`[${PRERENDERED_ATTRIBUTE}]`)) return;
  event.preventDefault();
  form.setAttribute(ASKED_ATTRIBUTE, '');
  form.querySelector('button[type="submit"]')?.setAttribute('aria-busy', 'true');
}

export function prepareFirstScreen(doc: Document): void {
  if (!opensOnPrerenderedSignIn(doc.location.hash, doc.documentElement.lang)) doc.documentElement.setAttribute(APP_ONLY_ATTRIBUTE, '');
  doc.addEventListener('submit', holdSignIn, true);
}
