// Integrators' API tokens (server/services/integration/apiTokens.ts): listed on
// the account or organisation they act for, created and revoked by mutations.
// The secret appears once, in createApiToken's payload.
import { createApiToken, listApiTokens, revokeApiToken, type ApiTokenSummary, type CreatedApiToken } from '../../../server/services/integration/apiTokens.ts';
import { newApiTokenInput } from '../../../domain/integration/integrationInputs.ts';
import { builder } from '../../builder.ts';
import { AccountRef } from '../account/account.ts';
import { OrganizationRef } from '../organization/organization.ts';

const ApiTokenScopeEnum = builder.enumType('ApiTokenScope', {
  values: {
    READ_ONLY: { description: 'queries and subscriptions; every mutation is refused' },
    READ_WRITE: { description: "everything the token's creator may do, within its account or organisation" },
  },
});

export const ApiTokenRef = builder.objectRef<ApiTokenSummary>('ApiToken').implement({
  description: 'A named bearer token for integrators on /graphql. Its secret is not readable after creation.',
  fields: (t) => ({
    id: t.globalID({ resolve: (token) => ({ type: 'ApiToken', id: token.id }) }),
    name: t.exposeString('name'),
    scope: t.field({ type: ApiTokenScopeEnum, resolve: (token) => token.scope }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true, description: 'to the minute' }),
  }),
});

const CreatedApiTokenRef = builder.objectRef<CreatedApiToken>('CreatedApiToken').implement({
  fields: (t) => ({
    token: t.field({ type: ApiTokenRef, resolve: (created) => created.token }),
    secret: t.exposeString('secret', { description: 'The bearer secret, answered this once: store it now.' }),
  }),
});

builder.objectFields(AccountRef, (t) => ({
  apiTokens: t.field({
    type: [ApiTokenRef],
    nullable: true,
    description: "The account's API tokens, newest first: its owner, its organisation's holder and platform admins.",
    resolve: (account, _args, ctx) => listApiTokens(ctx, { organizationId: account.organizationId, accountId: account.id }),
  }),
}));

builder.objectFields(OrganizationRef, (t) => ({
  apiTokens: t.field({
    type: [ApiTokenRef],
    nullable: true,
    description: "The organisation's own API tokens (not its accounts'), newest first: its holder and platform admins.",
    resolve: (organization, _args, ctx) => listApiTokens(ctx, { organizationId: organization.id, accountId: null }),
  }),
}));

// No authScopes on the two mutations: a caller who may not is refused by the
// service, as the mutation's AppError (unauthenticated, forbidden), as always.
builder.mutationFields((t) => ({
  createApiToken: t.field({
    type: CreatedApiTokenRef,
    description: "An API token for the signed-in account owner's account, or the organisation holder's organisation.",
    errors: {},
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('CreateApiTokenInput', {
          fields: (f) => ({
            name: f.string({ required: true }),
            scope: f.field({ type: ApiTokenScopeEnum, required: true }),
            expiresInDays: f.int({ required: true, description: '1 to 365' }),
          }),
        }).validate(newApiTokenInput),
      }),
    },
    resolve: (_root, { input }, ctx) => createApiToken(ctx, input),
  }),
  revokeApiToken: t.field({
    type: ApiTokenRef,
    description: 'Revokes a token at once: requests bearing it are then unauthenticated.',
    errors: {},
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('RevokeApiTokenInput', { fields: (f) => ({ id: f.globalID({ required: true, for: ApiTokenRef }) }) }),
      }),
    },
    resolve: (_root, { input }, ctx) => revokeApiToken(ctx, input.id.id),
  }),
}));
