// user/updateUserConsent (learner spec §7): {email, org, consentData} records a
// cookie choice; {termsAccepted, termsAcceptedDate, privacyPolicyAccepted,
// privacyPolicyAcceptedDate} a policy acceptance. A learner token is required;
// the server's time is recorded. docs/decisions/consent.md.
import { assertLearnerEmail } from '../../services/learner/learners.ts';
import { acceptPolicy, recordCookieConsent } from '../../services/consent/consentRecords.ts';
import { cookieConsentBody, policyChoice } from '../../../domain/consent/consentInputs.ts';
import { parseInput } from '../../inputs.ts';
import type { Route } from '../route.ts';

export const userRoutes: Record<string, Route> = {
  updateUserConsent: {
    access: 'learner',
    handle: async (ctx, body) => {
      // the body's e-mail must be the learner's (an access rule) before its choice is read; the body is one of two forms
      assertLearnerEmail(ctx, body.email);
      if (body.consentData !== undefined) await recordCookieConsent(ctx, parseInput(cookieConsentBody, body).consentData);
      else await acceptPolicy(ctx, parseInput(policyChoice, body));
      return { success: true };
    },
  },
};
