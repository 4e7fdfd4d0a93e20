// The cookie choice kept in this browser under `cookieConsent` (learner spec
// §3, §9), and what rejecting functional storage clears. docs/decisions/consent.md.
import { consentRecord, parseStoredConsent, type CookieConsentRecord } from '../../../../domain/consent/cookieConsent.ts';
import { readStored, removeStored, removeStoredExcept, writeStored, type StoredKey } from '../../storage/browserStorage.ts';

/**
 * The spec's essential keys (cookieConsent, userEmail, userName, org) as this
 * client names them, plus the learner's and the administrator's sessions
 * (learnerToken; adminToken, adminLevel) and the marker of which choice was
 * sent to the server. The language, playback positions and quiz drafts are
 * functional.
 */
export const ESSENTIAL_KEYS: readonly StoredKey[] = [
  'cookieConsent',
  'cookieConsentSent',
  'userEmail',
  'userName',
  'org',
  'learnerToken',
  'adminToken',
  'adminLevel',
];

export function storedConsent(): CookieConsentRecord | null {
  return parseStoredConsent(readStored('cookieConsent'));
}

/** Keeps the choice; rejecting functional storage clears everything not essential. */
export function saveConsent(preferences: { functional: boolean; analytics: boolean }, at = new Date()): CookieConsentRecord {
  const record = consentRecord(preferences, at);
  if (!record.preferences.functional) removeStoredExcept(ESSENTIAL_KEYS);
  writeStored({ cookieConsent: JSON.stringify(record) });
  return record;
}

/** "Manage cookies": forgets the choice so that the banner asks again. */
export function forgetConsent(): void {
  removeStored('cookieConsent', 'cookieConsentSent');
}

/** Which choice the server holds: the choice's time (a choice is sent once, for the learner signed in then or the next one to sign in). */
export function sentMarker(record: CookieConsentRecord): string {
  return record.timestamp;
}
