// The organisation holder's settings (admin spec "Organisation home"): one
// property at a time through setOrganizationProperty, each checked by its rule
// in server/services/organization/orgSettings.ts, and the verified learners'
// e-mails the holder downloads.
import { ORGANIZATION_PROPERTIES, organizationPropertyChange } from '../../../domain/organization/orgSettingsInputs.ts';
import { requireHeldOrganizationId, setOrganizationProperty, verifiedLearnerEmails } from '../../../server/services/organization/orgSettings.ts';
import { viewerAdminEmail } from '../../../server/services/session/identities.ts';
import { builder } from '../../builder.ts';
import { OrganizationRef } from './organization.ts';
import { ViewerRef } from '../session/viewer.ts';

const OrganizationPropertyEnum = builder.enumType('OrganizationProperty', { values: ORGANIZATION_PROPERTIES });

/** Only the holder of the organisation: a platform admin administers organisations, not their pages. */
const holderOnly = { authScopes: { orgHolder: true } } as const;

builder.objectFields(OrganizationRef, (t) => ({
  verifiedLearnerEmails: t.stringList({
    description: 'The e-mails of the learners who accepted the privacy policy and the terms, sorted. The holder of the organisation only.',
    ...holderOnly,
    resolve: (org, _args, ctx) => {
      if (requireHeldOrganizationId(ctx) !== org.id) return [];
      return verifiedLearnerEmails(ctx);
    },
  }),
}));

builder.objectFields(ViewerRef, (t) => ({
  email: t.string({
    nullable: true,
    description: "The signed-in administrator's e-mail (the organisation home's header).",
    resolve: (_viewer, _args, ctx) => viewerAdminEmail(ctx),
  }),
}));

builder.mutationFields((t) => ({
  setOrganizationProperty: t.field({
    type: OrganizationRef,
    description: "Sets one property of the holder's organisation, checked by its rule; announced to every server process.",
    errors: {},
    ...holderOnly,
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('SetOrganizationPropertyInput', {
          fields: (f) => ({ property: f.field({ type: OrganizationPropertyEnum, required: true }), value: f.field({ type: 'JSON' }) }),
        }).validate(organizationPropertyChange),
      }),
    },
    resolve: (_root, { input }, ctx) => setOrganizationProperty(ctx, input),
  }),
}));
