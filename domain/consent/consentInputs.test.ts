import { describe, expect, it } from 'vitest';
import { cookieConsentBody, cookieConsentInput, policyChoice } from './consentInputs.ts';

const firstIssue = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) => {
  const issue = result.error?.issues[0];
  return issue && { code: issue.message, field: issue.path.at(-1) };
};

describe('consent inputs', () => {
  const record = { version: '1.0', preferences: { essential: true, functional: true, analytics: false } };

  it.each([
    ['no record', 'x', 'consentData'],
    ['another version', { ...record, version: '2.0' }, 'version'],
    ['a timestamp that is no date', { ...record, timestamp: 'soon' }, 'timestamp'],
    ['an unknown preference', { ...record, preferences: { ...record.preferences, ads: true } }, 'ads'],
    ['essential off', { ...record, preferences: { ...record.preferences, essential: false } }, 'essential'],
    ['a switch that is no boolean', { ...record, preferences: { essential: true, functional: 'yes', analytics: false } }, 'functional'],
  ])('refuses a cookie record with %s as invalidConsent on its field', (_case, consentData, field) => {
    expect(firstIssue(cookieConsentBody.safeParse({ consentData }))).toEqual({ code: 'invalidConsent', field });
  });

  it('answers the two switches of a valid record, and the same from the GraphQL form', () => {
    expect(cookieConsentBody.parse({ consentData: record })).toEqual({ consentData: { functional: true, analytics: false } });
    expect(cookieConsentInput.parse({ version: '1.0', functional: false, analytics: true })).toEqual({ functional: false, analytics: true });
    expect(firstIssue(cookieConsentInput.safeParse({ version: '0.9', functional: false, analytics: true }))).toEqual({ code: 'invalidConsent', field: 'version' });
  });

  it.each([
    ['a policy refused', { privacyPolicyAccepted: false }, 'privacyPolicyAccepted'],
    ['a date that is no date', { privacyPolicyAccepted: true, privacyPolicyAcceptedDate: 'x' }, 'privacyPolicyAcceptedDate'],
    ['the terms refused after a valid privacy policy', { privacyPolicyAccepted: true, termsAccepted: 'yes' }, 'termsAccepted'],
    ['nothing accepted', {}, 'consentData'],
  ])('refuses a policy form with %s as invalidConsent on its field', (_case, body, field) => {
    expect(firstIssue(policyChoice.safeParse(body))).toEqual({ code: 'invalidConsent', field });
  });

  it('answers which policies are accepted', () => {
    expect(policyChoice.parse({ termsAccepted: true, termsAcceptedDate: '2026-01-02', privacyPolicyAcceptedDate: null })).toEqual({ privacyPolicy: false, terms: true });
  });
});
