// Password resets: reset links for an account's owner or an organisation's
// holder (server/services/passwords/resetLinks.ts), spending one
// (resetPassword.ts) and "forgot password" (forgotPassword.ts).
import { createAccountResetLink, createHolderResetLink, type PasswordResetLink } from '../../../server/services/passwords/resetLinks.ts';
import { z } from 'zod';
import { forgotPassword, passwordReset } from '../../../domain/passwords/passwordInputs.ts';
import { builder } from '../../builder.ts';
import { AccountRef } from '../account/account.ts';
import { OrganizationRef } from '../organization/organization.ts';
import { resetAccountPassword, type PasswordResetDone } from '../../../server/services/passwords/resetPassword.ts';
import { requestPasswordReset } from '../../../server/services/passwords/forgotPassword.ts';
import { AdminLevelEnum } from '../session/session.ts';

const PasswordResetLinkRef = builder.objectRef<PasswordResetLink>('PasswordResetLink').implement({
  description: 'A reset-password link: {organisation host}{path}. The token is shown once and works once.',
  fields: (t) => ({
    username: t.exposeString('username'),
    token: t.exposeString('token'),
    path: t.exposeString('path', { description: '/#/ResetAccountPassword/{username}/{token}' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});

const decodedId = z.object({ id: z.string() }).nullish();

const CreatePasswordResetLinkInput = builder
  .inputType('CreatePasswordResetLinkInput', {
    description: "Exactly one: an account (its owner's link) or an organisation (its holder's link, platform admins only).",
    fields: (t) => ({
      accountId: t.globalID({ required: false, for: AccountRef }),
      organizationId: t.globalID({ required: false, for: OrganizationRef }),
    }),
  })
  // exactly one: both or neither is invalid_data_entry on accountId
  .validate(
    z.object({ accountId: decodedId, organizationId: decodedId }).transform(({ accountId, organizationId }, check) => {
      if (accountId && !organizationId) return { of: 'account' as const, id: accountId.id };
      if (organizationId && !accountId) return { of: 'organization' as const, id: organizationId.id };
      check.issues.push({ code: 'custom', input: null, path: ['accountId'], message: 'invalid_data_entry' });
      return z.NEVER;
    }),
  );

builder.mutationFields((t) => ({
  createPasswordResetLink: t.field({
    type: PasswordResetLinkRef,
    description:
      'A reset-password link, valid PASSWORD_RESET_HOURS (default 24) and once; earlier unused links of the same identity stop working. ' +
      "A platform admin: any account's owner or organisation's holder. An organisation holder: the owners of its own accounts.",
    authScopes: { orgHolder: true, platformAdmin: true },
    errors: {},
    args: { input: t.arg({ type: CreatePasswordResetLinkInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      input.of === 'account' ? createAccountResetLink(ctx, input.id) : createHolderResetLink(ctx, input.id),
  }),
}));

const PasswordResetDoneRef = builder.objectRef<PasswordResetDone>('PasswordResetDone').implement({
  description: 'The password was changed: sign in with it at the sign-in screen of `level`.',
  fields: (t) => ({
    username: t.exposeString('username'),
    level: t.field({ type: AdminLevelEnum, resolve: (done) => done.level }),
  }),
});

const PasswordResetRequestedRef = builder.objectRef<{ requested: true }>('PasswordResetRequested').implement({
  description: 'The same answer whether or not the identity exists or has an e-mail.',
  fields: (t) => ({ requested: t.exposeBoolean('requested') }),
});

builder.mutationFields((t) => ({
  resetAccountPassword: t.field({
    type: PasswordResetDoneRef,
    description:
      "Spends a reset link: the token must be the username's, unused and unexpired (else resetLinkInvalid, resetLinkUsed, resetLinkExpired). " +
      "The password (8 to 200 characters) replaces the old one, and every open session of the identity ends. Anyone may call it; wrong links count as failed sign-ins.",
    errors: {},
    args: {
      input: t.arg({
        required: true,
        type: builder
          .inputType('ResetAccountPasswordInput', {
            fields: (f) => ({
              username: f.string({ required: true }),
              token: f.string({ required: true }),
              password: f.string({ required: true }),
            }),
          })
          .validate(passwordReset),
      }),
    },
    resolve: (_root, { input }, ctx) => resetAccountPassword(ctx, input),
  }),
  requestPasswordReset: t.field({
    type: PasswordResetRequestedRef,
    description:
      "\"Forgot password\": when an identity of `level` has this username or e-mail and an e-mail, a reset link is mailed to it. " +
      'The answer is the same in every case; rate-limited per address and per login. `origin` (the client\'s) is used for the link when the server trusts it.',
    errors: {},
    args: {
      input: t.arg({
        required: true,
        type: builder
          .inputType('RequestPasswordResetInput', {
            fields: (f) => ({
              login: f.string({ required: true, description: 'a username or an e-mail' }),
              level: f.field({ type: AdminLevelEnum, required: true }),
              origin: f.string({ required: false }),
              locale: f.string({ required: false, description: "the mail's language: ar (default) or en" }),
            }),
          })
          .validate(forgotPassword),
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      await requestPasswordReset(ctx, input);
      return { requested: true as const };
    },
  }),
}));
