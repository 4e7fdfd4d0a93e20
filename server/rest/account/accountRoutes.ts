// The account owner's own account: admin/getAccountData and
// admin/setAccountProperty, over the services GraphQL uses.
import { accountPropertyBody } from '../../../domain/account/accountInputs.ts';
import { accountData } from '../../services/account/accounts.ts';
import { setAccountProperty } from '../../services/account/accountSettings.ts';
import { route, type Route } from '../route.ts';

export const adminRoutes: Record<string, Route> = {
  getAccountData: { access: 'ACCOUNT_OWNER', handle: (ctx) => accountData(ctx) },
  setAccountProperty: route({
    access: 'ACCOUNT_OWNER',
    body: accountPropertyBody,
    handle: async (ctx, change) => {
      await setAccountProperty(ctx, change);
      return true;
    },
  }),
};
