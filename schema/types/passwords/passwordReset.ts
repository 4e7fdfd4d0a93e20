// Password resets: reset links for an account's owner or an organisation's
// holder (server/services/passwords/resetLinks.ts).
import { createAccountResetLink, createHolderResetLink, type PasswordResetLink } from '../../../server/services/passwords/resetLinks.ts';
import { AppError } from '../../../server/services/errors.ts';
import { builder } from '../../builder.ts';
import { decodeIDOrThrow } from '../../ids.ts';

const PasswordResetLinkRef = builder.objectRef<PasswordResetLink>('PasswordResetLink').implement({
  description: 'A reset-password link: {organisation host}{path}. The token is shown once and works once.',
  fields: (t) => ({
    username: t.exposeString('username'),
    token: t.exposeString('token'),
    path: t.exposeString('path', { description: '/#/ResetAccountPassword/{username}/{token}' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});

const CreatePasswordResetLinkInput = builder.inputType('CreatePasswordResetLinkInput', {
  description: "Exactly one: an account (its owner's link) or an organisation (its holder's link, platform admins only).",
  fields: (t) => ({
    accountId: t.id({ required: false }),
    organizationId: t.id({ required: false }),
  }),
});

builder.mutationFields((t) => ({
  createPasswordResetLink: t.field({
    type: PasswordResetLinkRef,
    description:
      'A reset-password link, valid PASSWORD_RESET_HOURS (default 24) and once; earlier unused links of the same identity stop working. ' +
      "A platform admin: any account's owner or organisation's holder. An organisation holder: the owners of its own accounts.",
    authScopes: { orgHolder: true, platformAdmin: true },
    errors: {},
    args: { input: t.arg({ type: CreatePasswordResetLinkInput, required: true }) },
    resolve: (_root, { input }, ctx) => {
      const { accountId, organizationId } = input;
      if ((accountId == null) === (organizationId == null)) throw new AppError('invalid_data_entry', { field: 'accountId' });
      if (accountId != null) return createAccountResetLink(ctx, decodeIDOrThrow('Account', String(accountId), 'accountId'));
      return createHolderResetLink(ctx, decodeIDOrThrow('Organization', String(organizationId), 'organizationId'));
    },
  }),
}));
