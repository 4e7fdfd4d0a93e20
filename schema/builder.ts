// The Pothos builder: plugins, context, scopes and scalars only. Types live in
// schema/types/, one file per area; schema/index.ts assembles them.
import SchemaBuilder from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ValidationPlugin from '@pothos/plugin-validation';
import { authScopesOf, refusalFor, type AuthScopes } from '../server/auth/scopes.ts';
import type { RequestContext } from '../server/context.ts';
import { getDatamodel } from '../server/db/generated/pothos-types.ts';
import type PrismaTypes from '../server/db/generated/pothos-types.ts';
import { AppError } from '../server/errors.ts';
import { appErrorOfIssues } from '../server/inputs.ts';
import { inputRefusal } from './inputRefusals.ts';

export const builder = new SchemaBuilder<{
  Context: RequestContext;
  PrismaTypes: PrismaTypes;
  AuthScopes: AuthScopes;
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    Date: { Input: string; Output: Date | string };
    JSON: { Input: unknown; Output: unknown };
  };
}>({
  // inputRefusals answers the arguments' refusals (ids, schemas) as the field's AppError
  plugins: [ScopeAuthPlugin, ErrorsPlugin, 'inputRefusals', ValidationPlugin, PrismaPlugin, RelayPlugin],
  // Inputs are checked by the area's zod schemas (server/inputs.ts): the first issue's code and field.
  validation: { validationError: (failure) => inputRefusal(appErrorOfIssues(failure.issues)) },
  defaultFieldNullability: false,
  scopeAuth: {
    // Computed once per request, from the viewer decided by the bearer token (server/auth/scopes.ts).
    authScopes: authScopesOf,
    unauthorizedError: (_parent, context) => refusalFor(context.viewer),
  },
  errors: { defaultTypes: [AppError] },
  prisma: {
    client: (ctx) => ctx.prisma,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'warn',
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    // node(id:) and nodes(ids:) are defined in types/node.ts: they authorise each row before answering it
    nodeQueryOptions: false,
    nodesQueryOptions: false,
  },
});

/** The builder's type parameters, for the plugins' generic helpers. */
export type SchemaTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;
