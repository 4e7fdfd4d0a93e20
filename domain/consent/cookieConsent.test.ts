import { describe, expect, it } from 'vitest';
import { checkConsentShape, consentRecord, COOKIE_BANNER_DELAY_MS, DEFAULT_PREFERENCES, parseStoredConsent } from './cookieConsent.ts';

describe('cookie consent rules', () => {
  it('waits 1 s and starts "accept selected" with nothing but essential: consent is opt-in (issue 30, not spec §9\'s functional on)', () => {
    expect(COOKIE_BANNER_DELAY_MS).toBe(1000);
    expect(DEFAULT_PREFERENCES).toEqual({ essential: true, functional: false, analytics: false });
  });

  it('makes the record {timestamp, preferences, version 1.0} with essential always on', () => {
    expect(consentRecord({ functional: false, analytics: true }, new Date('2026-01-02T03:04:05Z'))).toEqual({
      timestamp: '2026-01-02T03:04:05.000Z',
      preferences: { essential: true, functional: false, analytics: true },
      version: '1.0',
    });
  });

  it('reads a stored record back, and treats damaged or other-version records as none', () => {
    const record = consentRecord({ functional: true, analytics: false });
    expect(parseStoredConsent(JSON.stringify(record))).toEqual(record);
    expect(parseStoredConsent(null)).toBeNull();
    expect(parseStoredConsent('{not json')).toBeNull();
    expect(parseStoredConsent(JSON.stringify({ ...record, version: '2.0' }))).toBeNull();
    expect(parseStoredConsent(JSON.stringify({ ...record, timestamp: undefined }))).toBeNull();
  });

  it('names the field at fault in a bad shape', () => {
    const good = { version: '1.0', preferences: { essential: true, functional: true, analytics: false } };
    expect(checkConsentShape(good)).toBeNull();
    expect(checkConsentShape({ ...good, version: '1' })).toEqual({ field: 'version' });
    expect(checkConsentShape({ ...good, preferences: { ...good.preferences, analytics: 'no' } })).toEqual({ field: 'analytics' });
    expect(checkConsentShape({ ...good, preferences: { ...good.preferences, essential: false } })).toEqual({ field: 'essential' });
    expect(checkConsentShape({ ...good, timestamp: 'now' })).toEqual({ field: 'timestamp' });
  });
});
