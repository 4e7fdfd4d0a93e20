// The platform admin's calls: admin/getAdminData, admin/addOrg, admin/updateAccountByAdmin.
import type { Route } from '../route.ts';
import { platformData } from '../../services/platform/platformData.ts';

export const platformRoutes: Record<string, Route> = {
  getAdminData: { access: 'PLATFORM_ADMIN', handle: (ctx) => platformData(ctx) },
};
