// The Pothos builder: plugins, context, scopes and scalars only. Types live in
// schema/types/, one file per area; schema/index.ts assembles them.
import SchemaBuilder from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type { RequestContext } from '../server/context.ts';
import { getDatamodel } from '../server/db/generated/pothos-types.ts';
import type PrismaTypes from '../server/db/generated/pothos-types.ts';
import { AppError } from '../server/errors.ts';

export interface AuthScopes {
  /** anyone, signed in or not */
  public: boolean;
  learner: boolean;
  accountOwner: boolean;
  orgHolder: boolean;
  platformAdmin: boolean;
}

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
  plugins: [ScopeAuthPlugin, ErrorsPlugin, PrismaPlugin, RelayPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    // Computed once per request, from the viewer decided by the bearer token.
    authScopes: (ctx) => {
      const { viewer, organization } = ctx;
      const inOrg = viewer.kind !== 'anonymous' && viewer.organizationId === organization?.id;
      const role = viewer.kind === 'admin' ? viewer.role : null;
      return {
        public: true,
        learner: viewer.kind === 'learner' && inOrg,
        accountOwner: role === 'ACCOUNT_OWNER' && inOrg,
        orgHolder: role === 'ORG_HOLDER' && inOrg,
        platformAdmin: role === 'PLATFORM_ADMIN',
      };
    },
    unauthorizedError: (_parent, context) =>
      new AppError(context.viewer.kind === 'anonymous' ? 'unauthenticated' : 'forbidden'),
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
