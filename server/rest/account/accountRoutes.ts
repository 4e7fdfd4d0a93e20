// The account owner's own account: admin/getAccountData and
// admin/setAccountProperty, over the services GraphQL uses.
import { accountData, requireOwnAccountId } from '../../services/account/accounts.ts';
import { setAccountProperty } from '../../services/account/accountSettings.ts';
import type { Route } from '../route.ts';

export const adminRoutes: Record<string, Route> = {
  getAccountData: { access: 'ACCOUNT_OWNER', handle: (ctx) => accountData(ctx) },
  setAccountProperty: {
    access: 'ACCOUNT_OWNER',
    handle: async (ctx, body) => {
      requireOwnAccountId(ctx);
      await setAccountProperty(ctx, body.property, body.value);
      return true;
    },
  },
};
