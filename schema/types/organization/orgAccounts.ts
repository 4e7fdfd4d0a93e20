// The organisation holder's accounts: the archived ("deleted") ones beside the
// live list, and the mutations that add, clone, edit, order, archive and
// restore accounts and make an owner's reset-password link. Each mutation
// answers the changed account and its organisation, so the client's list
// updates from the answer (docs/decisions/orgAccounts.md).
import { accountEmailChange, accountUsernameChange, cloneAccountFields, newAccountInput } from '../../../domain/organization/organizationInputs.ts';
import { hasRole, isAdmin } from '../../../server/auth/scopes.ts';
import type { RequestContext } from '../../../server/context.ts';
import type { Account } from '../../../server/db/generated/client.ts';
import { archiveAccount, restoreAccount } from '../../../server/services/organization/accountArchive.ts';
import { cloneAccount } from '../../../server/services/organization/accountClone.ts';
import {
  addAccount,
  moveAccount,
  updateAccountEmail,
  updateAccountUsername,
} from '../../../server/services/organization/orgAccounts.ts';
import { builder } from '../../builder.ts';
import { globalIdField } from '../../validatedIds.ts';
import { AccountRef } from '../account/account.ts';

const holderOfThis = (org: { id: string }, _args: unknown, { viewer }: RequestContext) => isAdmin(viewer) && hasRole(viewer, 'ORG_HOLDER') && viewer.organizationId === org.id;

builder.prismaObjectFields('Organization', (t) => ({
  archivedAccounts: t.relation('accounts', {
    description: "The organisation's deleted (archived) accounts, the latest first; its holder may restore them.",
    authScopes: holderOfThis,
    query: { where: { archivedAt: { not: null } }, orderBy: [{ archivedAt: 'desc' }], take: 500 },
  }),
}));

builder.prismaObjectFields('Account', (t) => ({
  archivedAt: t.expose('archivedAt', { type: 'DateTime', nullable: true, description: 'when its holder deleted (archived) it; null while live' }),
}));

const OrgAccountChangeRef = builder.objectRef<Account>('OrgAccountChange').implement({
  description: 'An account the holder changed, and its organisation (whose account lists changed with it).',
  fields: (t) => ({
    account: t.prismaField({
      type: 'Account',
      resolve: (query, account, _args, ctx) => ctx.prisma.account.findUniqueOrThrow({ ...query, where: { id: account.id } }),
    }),
    organization: t.prismaField({
      type: 'Organization',
      resolve: (query, account, _args, ctx) => ctx.prisma.organization.findUniqueOrThrow({ ...query, where: { id: account.organizationId } }),
    }),
  }),
});

const MoveDirectionEnum = builder.enumType('AccountMoveDirection', { values: ['UP', 'DOWN'] as const });

const holder = { authScopes: { orgHolder: true }, errors: {} } as const;

const AddAccountInput = builder.inputType('AddAccountInput', {
  fields: (f) => ({
    username: f.string({ required: true }),
    password: f.string({ required: true }),
    email: f.string(),
    alias: f.string(),
    isTimed: f.boolean(),
    order: f.int(),
  }),
}).validate(newAccountInput);

const CloneAccountInput = builder.inputType('CloneAccountInput', {
  fields: (f) => ({
    sourceAccountId: f.globalID({ required: true, for: AccountRef }),
    username: f.string({ required: true }),
    password: f.string({ required: true }),
    email: f.string(),
    alias: f.string(),
    locale: f.string({ description: 'The cloning holder\'s language, ar or en (ar when absent): without an alias the copy is named "<name> (copy)" in it.' }),
  }),
  // the fields are checked once the source is found (domain/organization/organizationInputs.ts)
}).validate(cloneAccountFields.extend({ sourceAccountId: globalIdField }));

const accountIdInput = (name: string, extra: 'email' | 'username' | 'direction' | null) =>
  builder.inputType(name, {
    fields: (f) => ({
      accountId: f.globalID({ required: true, for: AccountRef }),
      ...(extra === 'email' ? { email: f.string({ required: true }).validate(accountEmailChange) } : {}),
      ...(extra === 'username' ? { username: f.string({ required: true }).validate(accountUsernameChange) } : {}),
      ...(extra === 'direction' ? { direction: f.field({ type: MoveDirectionEnum, required: true }) } : {}),
    }),
  });

const UpdateAccountEmailInput = accountIdInput('UpdateAccountEmailInput', 'email');
const UpdateAccountUsernameInput = accountIdInput('UpdateAccountUsernameInput', 'username');
const MoveAccountInput = accountIdInput('MoveAccountInput', 'direction');
const AccountIdInput = accountIdInput('OrgAccountIdInput', null);

builder.mutationFields((t) => ({
  addAccount: t.field({
    type: OrgAccountChangeRef,
    description: 'A new account of the organisation with its owner (username rule, password of 8 or more, optional e-mail).',
    ...holder,
    args: { input: t.arg({ type: AddAccountInput, required: true }) },
    resolve: (_root, { input }, ctx) => addAccount(ctx, input),
  }),
  cloneAccount: t.field({
    type: OrgAccountChangeRef,
    description: "A copy of an account's settings, programs and quizzes with a new owner; nothing about learners is copied.",
    ...holder,
    args: { input: t.arg({ type: CloneAccountInput, required: true }) },
    resolve: (_root, { input }, ctx) => cloneAccount(ctx, { ...input, sourceAccountId: input.sourceAccountId.id }),
  }),
  updateAccountEmail: t.field({
    type: OrgAccountChangeRef,
    ...holder,
    args: { input: t.arg({ type: UpdateAccountEmailInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateAccountEmail(ctx, { accountId: input.accountId.id, email: input.email }),
  }),
  updateAccountUsername: t.field({
    type: OrgAccountChangeRef,
    description: "The owner's new username; usernameTaken when anyone of the platform has it.",
    ...holder,
    args: { input: t.arg({ type: UpdateAccountUsernameInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateAccountUsername(ctx, { accountId: input.accountId.id, username: input.username }),
  }),
  moveAccount: t.field({
    type: OrgAccountChangeRef,
    description: 'One place up or down in the list; at an end nothing changes.',
    ...holder,
    args: { input: t.arg({ type: MoveAccountInput, required: true }) },
    resolve: (_root, { input }, ctx) => moveAccount(ctx, { accountId: input.accountId.id, direction: input.direction }),
  }),
  deleteAccount: t.field({
    type: OrgAccountChangeRef,
    description: 'Archives the account: it closes to its owner and learners; its content and results are kept for restoreAccount.',
    ...holder,
    args: { input: t.arg({ type: AccountIdInput, required: true }) },
    resolve: (_root, { input }, ctx) => archiveAccount(ctx, input.accountId.id),
  }),
  restoreAccount: t.field({
    type: OrgAccountChangeRef,
    description: 'Brings an archived account back, at the end of the list.',
    ...holder,
    args: { input: t.arg({ type: AccountIdInput, required: true }) },
    resolve: (_root, { input }, ctx) => restoreAccount(ctx, input.accountId.id),
  }),
}));
