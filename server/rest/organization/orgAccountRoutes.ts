// The organisation holder's accounts: list, add, clone, rename, e-mail, order,
// password link, delete (admin/getAccountsDetailsByOrg ... admin/deleteAccount).
// The changing calls answer data true; a refusal is a coded 4xx
// (docs/decisions/orgAccounts.md, "Calls"). Bodies are parsed by the schemas
// of domain/organization/organizationInputs.ts.
import type { z } from 'zod';
import {
  accountChoiceBody,
  accountEmailBody,
  accountListBody,
  accountOrderBody,
  accountUsernameBody,
  cloneAccountBody,
  heldOrganizationBody,
  newAccountInput,
} from '../../../domain/organization/organizationInputs.ts';
import type { RequestContext } from '../../context.ts';
import type { Account } from '../../db/generated/client.ts';
import { parseInput } from '../../inputs.ts';
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
import { route, type Route } from '../route.ts';

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

/**
 * For the calls that name the organisation: it must be the holder's (an access
 * rule, so it is checked before the rest of the body, as route() checks access).
 */
function inHeldOrg<S extends z.ZodType>(body: S, handle: (ctx: RequestContext, input: z.output<S>) => Promise<unknown>): Route {
  return {
    access: 'ORG_HOLDER',
    handle: async (ctx, raw) => {
      await requireHeldOrganization(ctx, parseInput(heldOrganizationBody, raw).org);
      return handle(ctx, parseInput(body, raw));
    },
  };
}

export const adminRoutes: Record<string, Route> = {
  getAccountsDetailsByOrg: inHeldOrg(accountListBody, async (ctx, { archived }) => (await heldAccounts(ctx, archived ? 'archived' : 'live')).map(legacyAccount)),
  setAccountOrder: route({ access: 'ORG_HOLDER', body: accountOrderBody, handle: (ctx, input) => done(setAccountOrder(ctx, input)) }),
  updateAccountEmail: inHeldOrg(accountEmailBody, async (ctx, { oldEmail, newEmail }) =>
    done(updateAccountEmail(ctx, { accountId: await accountIdByEmail(ctx, oldEmail), email: newEmail })),
  ),
  updateAccountUsername: inHeldOrg(accountUsernameBody, async (ctx, { oldUsername, newUsername }) =>
    done(updateAccountUsername(ctx, { accountId: await accountIdByUsername(ctx, oldUsername), username: newUsername })),
  ),
  addAccount: inHeldOrg(newAccountInput, (ctx, account) => done(addAccount(ctx, account))),
  cloneAccount: inHeldOrg(cloneAccountBody, (ctx, clone) => done(cloneAccount(ctx, clone))),
  deleteAccount: inHeldOrg(accountChoiceBody, (ctx, { accountId }) => done(archiveAccount(ctx, accountId))),
  restoreAccount: inHeldOrg(accountChoiceBody, (ctx, { accountId }) => done(restoreAccount(ctx, accountId))),
};
