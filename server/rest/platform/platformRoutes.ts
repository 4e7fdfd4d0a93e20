// The platform admin's calls: admin/getAdminData, admin/addOrg, admin/updateAccountByAdmin
// (docs/decisions/platformAdmin.md, "Calls"). Bodies are parsed by the schemas
// of domain/platform/platformInputs.ts.
import { accountUpdateByAdminBody, newOrganizationInput } from '../../../domain/platform/platformInputs.ts';
import { addOrganization } from '../../services/platform/addOrganization.ts';
import { setAccountStorage } from '../../services/platform/accountStorage.ts';
import { moveAccountToOrganization } from '../../services/platform/moveAccount.ts';
import { platformData } from '../../services/platform/platformData.ts';
import { route, type Route } from '../route.ts';

export const adminRoutes: Record<string, Route> = {
  getAdminData: { access: 'PLATFORM_ADMIN', handle: (ctx) => platformData(ctx) },
  addOrg: route({
    access: 'PLATFORM_ADMIN',
    body: newOrganizationInput,
    handle: async (ctx, organization) => {
      await addOrganization(ctx, organization);
      return true;
    },
  }),
  // The answer is the number of accounts changed (the old client reads data > 0 as success).
  updateAccountByAdmin: route({
    access: 'PLATFORM_ADMIN',
    body: accountUpdateByAdminBody,
    handle: async (ctx, update) => {
      if (update.kind === 'move') return (await moveAccountToOrganization(ctx, update)).moved ? 1 : 0;
      await setAccountStorage(ctx, update);
      return 1;
    },
  }),
};
