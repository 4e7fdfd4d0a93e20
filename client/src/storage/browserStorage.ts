// The values this client keeps per browser (localStorage), with a change
// signal so that components showing them (toolbar, guards) re-render when a
// sign-in or sign-out writes them. The chosen language is mirrored in a
// cookie, for the server to send the page in it (domain/language/languageCookie.ts).
import { useSyncExternalStore } from 'react';
import { languageCookieAssignment } from '../../../domain/language/languageCookie.ts';

export type StoredKey =
  | 'userEmail'
  | 'userName'
  | 'org'
  | 'language'
  | 'learnerToken'
  | 'adminToken'
  | 'adminLevel'
  | 'cookieConsent'
  | 'cookieConsentSent';

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function readStored(key: StoredKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode, sandboxed frame)
  }
}

export function writeStored(values: Partial<Record<StoredKey, string | null>>): void {
  try {
    // the language's cookie follows its stored value: written, changed and removed with it
    if ('language' in values) document.cookie = languageCookieAssignment(values.language ?? null);
    for (const [key, value] of Object.entries(values)) {
      if (value === null || value === undefined) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, value);
    }
  } catch {
    // Nothing to do: the session then lasts as long as the page.
  }
  notify();
}

export function removeStored(...keys: StoredKey[]): void {
  writeStored(Object.fromEntries(keys.map((key) => [key, null])));
}

/** Removes every stored value but the named ones (the cookie banner's "reject functional"). */
export function removeStoredExcept(keep: readonly StoredKey[]): void {
  try {
    if (!keep.includes('language')) document.cookie = languageCookieAssignment(null);
    const storage = window.localStorage;
    const doomed: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key !== null && !(keep as readonly string[]).includes(key)) doomed.push(key);
    }
    for (const key of doomed) storage.removeItem(key);
  } catch {
    // Storage disabled: nothing is kept anyway.
  }
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener); // other tabs
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useStoredItem(key: StoredKey): string | null {
  return useSyncExternalStore(subscribe, () => readStored(key));
}
