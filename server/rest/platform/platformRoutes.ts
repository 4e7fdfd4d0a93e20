// The platform admin's calls: admin/getAdminData, admin/addOrg, admin/updateAccountByAdmin
// (docs/decisions/platformAdmin.md, "Calls").
import type { RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { addOrganization } from '../../services/platform/addOrganization.ts';
import { setAccountStorage } from '../../services/platform/accountStorage.ts';
import { moveAccountToOrganization } from '../../services/platform/moveAccount.ts';
import { platformData } from '../../services/platform/platformData.ts';
import type { Body, Route } from '../route.ts';

const STORAGE_FIELDS = new Set(['enableVideo', 'storageBucket', 'storageUrl']);

/**
 * `fields` is either {org} (a move) or some of {enableVideo, storageBucket,
 * storageUrl}; anything else, or both kinds at once, is refused. The answer is
 * the number of accounts changed (the old client reads data > 0 as success).
 */
async function updateAccountByAdmin(ctx: RequestContext, body: Body): Promise<number> {
  const fields = body.fields;
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) throw new AppError('invalid_data_entry', { field: 'fields' });
  const names = Object.keys(fields);
  const settings = fields as Record<string, unknown>;
  if (names.length === 1 && names[0] === 'org') {
    const { moved } = await moveAccountToOrganization(ctx, { accountId: body.accountId, org: settings.org });
    return moved ? 1 : 0;
  }
  if (names.length === 0 || names.some((name) => !STORAGE_FIELDS.has(name))) throw new AppError('invalid_data_entry', { field: 'fields' });
  await setAccountStorage(ctx, { accountId: body.accountId, ...settings });
  return 1;
}

export const adminRoutes: Record<string, Route> = {
  getAdminData: { access: 'PLATFORM_ADMIN', handle: (ctx) => platformData(ctx) },
  addOrg: {
    access: 'PLATFORM_ADMIN',
    handle: async (ctx, body) => {
      await addOrganization(ctx, { alias: body.alias, username: body.username, email: body.email, password: body.password });
      return true;
    },
  },
  updateAccountByAdmin: { access: 'PLATFORM_ADMIN', handle: updateAccountByAdmin },
};
