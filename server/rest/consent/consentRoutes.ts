// user/updateUserConsent (learner spec §7): {email, org, consentData} records a
// cookie choice; {termsAccepted, termsAcceptedDate, privacyPolicyAccepted,
// privacyPolicyAcceptedDate} a policy acceptance. A learner token is required;
// the server's time is recorded. docs/decisions/consent.md.
import { assertLearnerEmail } from '../../services/learner/learners.ts';
import { acceptPolicy, parseCookieChoice, parsePolicyChoice, recordCookieConsent } from '../../services/consent/consentRecords.ts';
import type { Route } from '../route.ts';

export const consentUserRoutes: Record<string, Route> = {
  updateUserConsent: {
    access: 'learner',
    handle: async (ctx, body) => {
      assertLearnerEmail(ctx, body.email);
      if (body.consentData !== undefined) await recordCookieConsent(ctx, parseCookieChoice(body.consentData));
      else await acceptPolicy(ctx, parsePolicyChoice(body));
      return { success: true };
    },
  },
};
