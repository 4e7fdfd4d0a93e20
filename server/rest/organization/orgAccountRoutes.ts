// The organisation holder's accounts: list, add, clone, rename, e-mail, order,
// password link, delete (admin/getAccountsDetailsByOrg ... admin/deleteAccount).
// The changing calls answer data true; a refusal is a coded 4xx
// (docs/decisions/orgAccounts.md, "Calls").
import type { RequestContext } from '../../context.ts';
import type { Account } from '../../db/generated/client.ts';
import { archiveAccount, restoreAccount } from '../../services/organization/accountArchive.ts';
import { cloneAccount } from '../../services/organization/accountClone.ts';
import { requireHeldOrganization } from '../../services/organization/heldAccounts.ts';
import {
  accountIdByEmail,
  accountIdByUsername,
  addAccount,
  heldAccounts,
  setAccountOrder,
  updateAccountEmail,
  updateAccountUsername,
} from '../../services/organization/orgAccounts.ts';
import type { Route } from '../route.ts';

/** The legacy shape of an account of an organisation (admin spec §3). */
function legacyAccount(account: Account & { owner: { username: string } | null }) {
  return {
    _id: account.id,
    // the spec's account has a uid too (course introductions name their author by it): the account's id, as admin/getAdminData answers
    uid: account.id,
    email: account.email,
    username: account.owner?.username ?? null,
    alias: account.alias,
    isTimed: account.isTimed,
    order: account.order,
    org: account.organizationId,
    enableVideo: account.enableVideo,
    storageBucket: account.storageBucket,
    storageUrl: account.storageUrl,
    archivedAt: account.archivedAt,
  };
}

const done = async (work: Promise<unknown>) => {
  await work;
  return true;
};

/** For the calls that name the organisation: it must be the holder's. */
const inHeldOrg = (handle: Route['handle']): Route => ({
  access: 'ORG_HOLDER',
  handle: async (ctx: RequestContext, body) => {
    await requireHeldOrganization(ctx, body.org);
    return handle(ctx, body);
  },
});

export const adminRoutes: Record<string, Route> = {
  getAccountsDetailsByOrg: inHeldOrg(async (ctx, body) =>
    (await heldAccounts(ctx, body.archived === true ? 'archived' : 'live')).map(legacyAccount),
  ),
  setAccountOrder: { access: 'ORG_HOLDER', handle: (ctx, body) => done(setAccountOrder(ctx, { accountId: body.accountId, order: body.order })) },
  updateAccountEmail: inHeldOrg(async (ctx, body) =>
    done(updateAccountEmail(ctx, { accountId: await accountIdByEmail(ctx, body.oldEmail), email: body.newEmail })),
  ),
  updateAccountUsername: inHeldOrg(async (ctx, body) =>
    done(updateAccountUsername(ctx, { accountId: await accountIdByUsername(ctx, body.oldUsername), username: body.newUsername })),
  ),
  addAccount: inHeldOrg((ctx, body) =>
    done(addAccount(ctx, { username: body.username, password: body.password, email: body.email, isTimed: body.isTimed, order: body.order, alias: body.alias })),
  ),
  cloneAccount: inHeldOrg((ctx, body) =>
    done(
      cloneAccount(ctx, {
        sourceAccountId: body.sourceAccountId,
        username: body.username,
        password: body.password,
        email: body.email,
        alias: body.alias,
        locale: body.locale,
      }),
    ),
  ),
  deleteAccount: inHeldOrg((ctx, body) => done(archiveAccount(ctx, body.accountId))),
  restoreAccount: inHeldOrg((ctx, body) => done(restoreAccount(ctx, body.accountId))),
};
