// The cookie banner's rules (learner spec §4 "Consent", §9): shared by the
// client (banner, stored record) and the server (user/updateUserConsent).
// docs/decisions/consent.md.

/** The banner shows this long after load when no choice is stored (§9). */
export const COOKIE_BANNER_DELAY_MS = 1000;

/** The only consent version this platform knows (§9). */
export const CONSENT_VERSION = '1.0';

export interface CookiePreferences {
  /** always true: the platform does not work without it */
  essential: true;
  functional: boolean;
  analytics: boolean;
}

/** The record kept in the browser under `cookieConsent` (§3). */
export interface CookieConsentRecord {
  timestamp: string;
  preferences: CookiePreferences;
  version: typeof CONSENT_VERSION;
}

/**
 * Accept selected starts from these: nothing but essential (issue 30). Consent
 * is opt-in (GDPR art. 7, EDPB guidelines 05/2020: a pre-ticked box is no
 * consent), so the spec's §9 default "functional true" is not followed.
 */
export const DEFAULT_PREFERENCES: CookiePreferences = { essential: true, functional: false, analytics: false };
export const ALL_ACCEPTED: CookiePreferences = { essential: true, functional: true, analytics: true };
export const ALL_REJECTED: CookiePreferences = { essential: true, functional: false, analytics: false };

export function consentRecord(preferences: { functional: boolean; analytics: boolean }, at: Date = new Date()): CookieConsentRecord {
  return {
    timestamp: at.toISOString(),
    preferences: { essential: true, functional: preferences.functional, analytics: preferences.analytics },
    version: CONSENT_VERSION,
  };
}

/** Why a consent shape is refused: the field at fault, or null when it is valid. */
export type ShapeProblem = { field: string } | null;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks `{preferences: {essential, functional, analytics}, version: '1.0',
 * timestamp?}`: booleans, essential never false, the known version, no other
 * preference keys. The timestamp, when given, must be a date; the server
 * records its own time anyway.
 */
export function checkConsentShape(value: unknown): ShapeProblem {
  if (!isObject(value)) return { field: 'consentData' };
  if (value.version !== CONSENT_VERSION) return { field: 'version' };
  if (value.timestamp !== undefined && !isDateText(value.timestamp)) return { field: 'timestamp' };
  const preferences = value.preferences;
  if (!isObject(preferences)) return { field: 'preferences' };
  for (const key of Object.keys(preferences)) if (!['essential', 'functional', 'analytics'].includes(key)) return { field: key };
  if (preferences.essential !== undefined && preferences.essential !== true) return { field: 'essential' };
  if (typeof preferences.functional !== 'boolean') return { field: 'functional' };
  if (typeof preferences.analytics !== 'boolean') return { field: 'analytics' };
  return null;
}

/** The stored text read back: a valid record, or null (absent, damaged, or of another version: the banner asks again). */
export function parseStoredConsent(text: string | null): CookieConsentRecord | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (checkConsentShape(value) || !isObject(value) || !isDateText(value.timestamp)) return null;
  const preferences = value.preferences as { functional: boolean; analytics: boolean };
  return consentRecord(preferences, new Date(value.timestamp as string));
}

/** An ISO-like date text of at most 40 characters that parses. */
export function isDateText(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 40 && /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value));
}
