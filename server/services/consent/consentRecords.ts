// Consent records of the signed-in learner: the cookie banner's choices and the
// policy acceptances, each a ConsentRecord row (a history: one row per choice,
// never overwritten) stamped with the server's time. docs/decisions/consent.md.
import type { CookieChoice, PolicyChoice } from '../../../domain/consent/consentInputs.ts';
import { CONSENT_VERSION } from '../../../domain/consent/cookieConsent.ts';
import type { RequestContext } from '../../context.ts';
import type { ConsentRecord, Learner } from '../../db/generated/client.ts';
import { AppError } from '../../errors.ts';
import { requireLearner } from '../learner/learners.ts';
import { identificationOf } from './learnerIdentification.ts';

/** Adds one `cookies` row for the signed-in learner. */
export async function recordCookieConsent(ctx: RequestContext, choice: CookieChoice, now = new Date()): Promise<ConsentRecord> {
  const { learnerId } = requireLearner(ctx);
  return ctx.prisma.consentRecord.create({
    data: {
      learnerId,
      kind: 'cookies',
      version: CONSENT_VERSION,
      identifiedBy: identificationOf(ctx.viewer),
      preferences: { essential: true, functional: choice.functional, analytics: choice.analytics },
      createdAt: now,
    },
  });
}

/**
 * Records the acceptance of one or both policies for the signed-in learner at
 * the server's time: the learner's dates (which the settings page shows) and
 * a `policies` row.
 */
export async function acceptPolicy(ctx: RequestContext, choice: PolicyChoice, now = new Date()): Promise<Learner> {
  const { learnerId } = requireLearner(ctx);
  if (!choice.privacyPolicy && !choice.terms) throw new AppError('invalidConsent', { field: 'consentData' });
  const acceptedAt = now.toISOString();
  return ctx.prisma.learner.update({
    where: { id: learnerId },
    data: {
      ...(choice.privacyPolicy ? { privacyPolicyAccepted: true, privacyPolicyAcceptedAt: now } : {}),
      ...(choice.terms ? { termsAccepted: true, termsAcceptedAt: now } : {}),
      consents: {
        create: {
          kind: 'policies',
          identifiedBy: identificationOf(ctx.viewer),
          createdAt: now,
          preferences: {
            ...(choice.privacyPolicy ? { privacyPolicyAccepted: true } : {}),
            ...(choice.terms ? { termsAccepted: true } : {}),
            acceptedAt,
          },
        },
      },
    },
  });
}

/** The learner's newest cookie choice recorded on the server, or null. */
export function latestCookieConsent(ctx: RequestContext, learnerId: string): Promise<ConsentRecord | null> {
  return ctx.prisma.consentRecord.findFirst({ where: { learnerId, kind: 'cookies' }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
}
