// What the consent calls take, as schemas (user/updateUserConsent,
// updateCookieConsent): the cookie banner's record, or the acceptance of one
// or both policies. A refusal is invalidConsent on the field at fault, in the
// order checkConsentShape and the policy form check them.
import { z } from 'zod';
import { checkConsentShape, isDateText } from './cookieConsent.ts';

/** The optional preferences of a cookie choice (essential is always on). */
export interface CookieChoice {
  functional: boolean;
  analytics: boolean;
}

/** The choice in a version 1.0 record of booleans, `{ preferences: { essential, functional, analytics }, version, timestamp? }`. */
function choiceOf(value: unknown, ctx: z.RefinementCtx): CookieChoice {
  const problem = checkConsentShape(value);
  if (problem) {
    // the record itself at fault is named by the field holding it
    ctx.addIssue({ code: 'custom', message: 'invalidConsent', path: problem.field === 'consentData' ? [] : [problem.field] });
    return z.NEVER;
  }
  const { preferences } = value as { preferences: CookieChoice };
  return { functional: preferences.functional, analytics: preferences.analytics };
}

/** The cookie banner's record, as the legacy body sends it. */
export const cookieChoice = z.unknown().transform(choiceOf);

/** The GraphQL form of the same choice: the two switches and the version. */
export const cookieConsentInput = z
  .object({ functional: z.boolean(), analytics: z.boolean(), version: z.string() })
  .transform(({ version, functional, analytics }, ctx) => choiceOf({ version, preferences: { essential: true, functional, analytics } }, ctx));

export interface PolicyChoice {
  privacyPolicy: boolean;
  terms: boolean;
}

/** true, or absent: false is refused (withdrawing is deleting the account) */
const accepted = z.literal(true, { error: 'invalidConsent' }).optional();
/** a date, or absent; checked but not used (the server records its own time) */
const acceptedDate = z.string({ error: 'invalidConsent' }).refine(isDateText, { error: 'invalidConsent' }).nullish();

/** The legacy body's policy form: at least one policy accepted. */
export const policyChoice = z
  .object({
    privacyPolicyAccepted: accepted,
    privacyPolicyAcceptedDate: acceptedDate,
    termsAccepted: accepted,
    termsAcceptedDate: acceptedDate,
  })
  .transform(({ privacyPolicyAccepted, termsAccepted }): PolicyChoice => ({ privacyPolicy: privacyPolicyAccepted === true, terms: termsAccepted === true }))
  .refine((choice) => choice.privacyPolicy || choice.terms, { error: 'invalidConsent', path: ['consentData'] });

/** user/updateUserConsent's cookie form: the banner's record under consentData. */
export const cookieConsentBody = z.object({ consentData: cookieChoice });
