// The platform admin's home (docs/decisions/platformAdmin.md): every
// organisation, paged and searchable; the platform-only facts of an
// organisation; adding an organisation with its holder; moving an account to
// another organisation; an account's video and storage settings. The mutations
// answer what changed, so the client's lists update from the answer.
import { accountStorageFields, newOrganizationInput, organizationSearch, targetOrganization } from '../../../domain/platform/platformInputs.ts';
import type { Account, Organization } from '../../../server/db/generated/client.ts';
import { setAccountStorage } from '../../../server/services/platform/accountStorage.ts';
import { addOrganization } from '../../../server/services/platform/addOrganization.ts';
import { moveAccountToOrganization } from '../../../server/services/platform/moveAccount.ts';
import { organizationOrder, organizationsWhere } from '../../../server/services/platform/platformData.ts';
import { builder } from '../../builder.ts';
import { AccountRef } from '../account/account.ts';

const platformOnly = { authScopes: { platformAdmin: true } } as const;

builder.prismaObjectFields('Organization', (t) => ({
  accountsCount: t.relationCount('accounts', {
    ...platformOnly,
    description: 'How many live (not archived) accounts it has. Platform admin only.',
    where: { archivedAt: null },
  }),
  holderUsername: t.string({
    ...platformOnly,
    nullable: true,
    description: "Its holder's username (the reset link's). Platform admin only.",
    select: { identities: { where: { role: 'ORG_HOLDER' }, select: { username: true }, take: 1, orderBy: { createdAt: 'asc' } } },
    resolve: (org) => org.identities[0]?.username ?? null,
  }),
}));

builder.queryFields((t) => ({
  organizations: t.prismaConnection({
    type: 'Organization',
    cursor: 'id',
    description: 'Every organisation by alias, or those whose alias or name contains `search` (any case). Platform admin only.',
    authScopes: { platformAdmin: true },
    args: { search: t.arg.string().validate(organizationSearch) },
    resolve: (query, _root, { search }, ctx) => ctx.prisma.organization.findMany({ ...query, where: organizationsWhere(search), orderBy: organizationOrder }),
  }),
}));

const AddOrganizationInput = builder.inputType('AddOrganizationInput', {
  fields: (f) => ({
    alias: f.string({ required: true }),
    username: f.string({ required: true }),
    email: f.string({ required: true }),
    password: f.string({ required: true }),
  }),
}).validate(newOrganizationInput);

const MoveAccountToOrganizationInput = builder.inputType('MoveAccountToOrganizationInput', {
  fields: (f) => ({
    accountId: f.globalID({ required: true, for: AccountRef }),
    // checked once the account is found (domain/platform/platformInputs.ts)
    org: f.string({ required: true, description: "the target organisation's alias or raw id" }).validate(targetOrganization),
  }),
});

const SetAccountStorageInput = builder.inputType('SetAccountStorageInput', {
  description: 'Each field is optional; an empty bucket or URL clears it.',
  fields: (f) => ({
    accountId: f.globalID({ required: true, for: AccountRef }),
    enableVideo: f.boolean().validate(accountStorageFields.enableVideo),
    storageBucket: f.string().validate(accountStorageFields.storageBucket),
    storageUrl: f.string().validate(accountStorageFields.storageUrl),
  }),
});

interface AccountMove {
  account: Account;
  moved: boolean;
  from: string;
}

const AccountMoveRef = builder.objectRef<AccountMove>('AccountMove').implement({
  description: 'The moved account, the organisation it left and the one it joined (their account counts changed).',
  fields: (t) => ({
    moved: t.exposeBoolean('moved', { description: 'false when it already was in that organisation' }),
    account: t.prismaField({
      type: 'Account',
      resolve: (query, move, _args, ctx) => ctx.prisma.account.findUniqueOrThrow({ ...query, where: { id: move.account.id } }),
    }),
    from: t.prismaField({
      type: 'Organization',
      resolve: (query, move, _args, ctx) => ctx.prisma.organization.findUniqueOrThrow({ ...query, where: { id: move.from } }),
    }),
    to: t.prismaField({
      type: 'Organization',
      resolve: (query, move, _args, ctx) => ctx.prisma.organization.findUniqueOrThrow({ ...query, where: { id: move.account.organizationId } }),
    }),
  }),
});

const platform = { authScopes: { platformAdmin: true }, errors: {} } as const;

builder.mutationFields((t) => ({
  addOrganization: t.prismaField({
    type: 'Organization',
    description: 'A new organisation and its holder (alias: a host-name label, unique; username rule; e-mail; password of 8 or more).',
    ...platform,
    args: { input: t.arg({ type: AddOrganizationInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const created: Organization = await addOrganization(ctx, input);
      return ctx.prisma.organization.findUniqueOrThrow({ ...query, where: { id: created.id } });
    },
  }),
  moveAccountToOrganization: t.field({
    type: AccountMoveRef,
    description: 'Moves an account with its owner, programs, quizzes and course introductions; refused (accountHasLearners) when learners have rows with it.',
    ...platform,
    args: { input: t.arg({ type: MoveAccountToOrganizationInput, required: true }) },
    resolve: (_root, { input }, ctx) => moveAccountToOrganization(ctx, { accountId: input.accountId.id, org: input.org }),
  }),
  setAccountStorage: t.prismaField({
    type: 'Account',
    description: "An account's Enable Video, Storage Bucket (S3 bucket name rule) and Storage Url (http or https).",
    ...platform,
    args: { input: t.arg({ type: SetAccountStorageInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const account = await setAccountStorage(ctx, { ...input, accountId: input.accountId.id });
      return ctx.prisma.account.findUniqueOrThrow({ ...query, where: { id: account.id } });
    },
  }),
}));
