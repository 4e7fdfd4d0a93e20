// Consent (learner spec §3, §4): the cookie banner's choice and a policy
// accepted on its own page, recorded for the signed-in learner as
// ConsentRecord rows at the server's time; the learner's newest cookie choice.
// The rules live in server/services/consent/ (docs/decisions/consent.md).
import type { ConsentRecord } from '../../../server/db/generated/client.ts';
import { cookieConsentInput } from '../../../domain/consent/consentInputs.ts';
import { acceptPolicy, latestCookieConsent, recordCookieConsent } from '../../../server/services/consent/consentRecords.ts';
import { builder } from '../../builder.ts';
import { LearnerRef } from '../learner/learner.ts';

const CookieConsentRef = builder.objectRef<ConsentRecord>('CookieConsent').implement({
  description: 'One cookie choice as the server recorded it (essential is always on).',
  fields: (t) => ({
    functional: t.boolean({ resolve: (record) => (record.preferences as { functional?: boolean }).functional === true }),
    analytics: t.boolean({ resolve: (record) => (record.preferences as { analytics?: boolean }).analytics === true }),
    version: t.exposeString('version'),
    recordedAt: t.expose('createdAt', { type: 'DateTime', description: "the server's time of the choice" }),
  }),
});

builder.objectField(LearnerRef, 'cookieConsent', (t) =>
  t.field({
    type: CookieConsentRef,
    nullable: true,
    description: "The learner's newest cookie choice recorded on the server (the learner, their organisation's holder, a platform admin).",
    resolve: (learner, _args, ctx) => latestCookieConsent(ctx, learner.id),
  }),
);

const PolicyEnum = builder.enumType('Policy', { values: { PRIVACY_POLICY: { value: 'privacy' }, TERMS: { value: 'terms' } } as const });

builder.mutationFields((t) => ({
  updateCookieConsent: t.field({
    type: CookieConsentRef,
    description: "Records the cookie banner's choice (user/updateUserConsent with consentData): a new row each time, at the server's time.",
    errors: {},
    authScopes: { learner: true },
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('UpdateCookieConsentInput', {
          fields: (f) => ({
            functional: f.boolean({ required: true }),
            analytics: f.boolean({ required: true }),
            version: f.string({ required: true, description: "'1.0' (invalidConsent otherwise)" }),
          }),
        }).validate(cookieConsentInput),
      }),
    },
    resolve: (_root, { input }, ctx) => recordCookieConsent(ctx, input),
  }),
  acceptPolicy: t.field({
    type: LearnerRef,
    description: "A policy accepted on its own page (showAccept=true): the learner's acceptance date becomes the server's time.",
    errors: {},
    authScopes: { learner: true },
    args: { policy: t.arg({ type: PolicyEnum, required: true }) },
    resolve: (_root, { policy }, ctx) => acceptPolicy(ctx, { privacyPolicy: policy === 'privacy', terms: policy === 'terms' }),
  }),
}));
