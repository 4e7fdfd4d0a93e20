// The organisation holder's settings: admin/getOrgData, admin/setOrgProperty,
// admin/getOrgVerifiedEmails. Bodies are parsed by the schemas of
// domain/organization/orgSettingsInputs.ts.
import { organizationPropertyChange, verifiedEmailsBody } from '../../../domain/organization/orgSettingsInputs.ts';
import { route, type Route } from '../route.ts';
import { heldOrganizationData } from '../../services/organization/organizations.ts';
import { setOrganizationProperty, verifiedLearnerEmails } from '../../services/organization/orgSettings.ts';

export const adminRoutes: Record<string, Route> = {
  getOrgData: { access: 'ORG_HOLDER', handle: async (ctx) => heldOrganizationData(ctx) },
  setOrgProperty: route({
    access: 'ORG_HOLDER',
    body: organizationPropertyChange,
    handle: async (ctx, change) => {
      await setOrganizationProperty(ctx, change);
      return true;
    },
  }),
  getOrgVerifiedEmails: route({ access: 'ORG_HOLDER', body: verifiedEmailsBody, handle: (ctx, { alias }) => verifiedLearnerEmails(ctx, alias) }),
};
