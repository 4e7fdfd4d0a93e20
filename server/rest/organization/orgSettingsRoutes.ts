// The organisation holder's settings: admin/getOrgData, admin/setOrgProperty,
// admin/getOrgVerifiedEmails.
import type { Route } from '../route.ts';
import { heldOrganizationData } from '../../services/organization/organizations.ts';
import { setOrganizationProperty, verifiedLearnerEmails } from '../../services/organization/orgSettings.ts';

export const adminRoutes: Record<string, Route> = {
  getOrgData: { access: 'ORG_HOLDER', handle: async (ctx) => heldOrganizationData(ctx) },
  setOrgProperty: {
    access: 'ORG_HOLDER',
    handle: async (ctx, body) => {
      await setOrganizationProperty(ctx, body.property, body.value ?? null);
      return true;
    },
  },
  getOrgVerifiedEmails: { access: 'ORG_HOLDER', handle: (ctx, body) => verifiedLearnerEmails(ctx, body.alias) },
};
