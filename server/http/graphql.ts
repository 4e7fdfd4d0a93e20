// GraphQL over HTTP (graphql-yoga) and over WebSocket (graphql-ws), sharing one
// envelop: the same schema, context, parse and validate path.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { GraphQLError, type DocumentNode } from 'graphql';
import { createYoga, maskError, type Plugin } from 'graphql-yoga';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { useServer } from 'graphql-ws/use/ws';
import type { WebSocketServer } from 'ws';
import { getSchema } from '../../schema/index.ts';
import type { Config } from '../config.ts';
import { createRequestContext, type RequestContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { AppError, isDatabaseBusy } from '../errors.ts';
import { corsFor } from '../security/cors.ts';
import { pageDirectionPlugin } from './pageDirection.ts';
import {
  createAccessRegistry,
  credentialFieldsPlugin,
  mayRunFreeDocuments,
  readOnlyTokensPlugin,
  schemaVisibilityPlugin,
} from '../security/graphqlAccess.ts';
import { graphqlLimitPlugins } from '../security/graphqlLimits.ts';
import { loadPersistedOperations, persistedOperationId } from '../security/persistedOperations.ts';
import type { FileStorage } from '../storage/fileStorage.ts';
import type { PubSub } from 'graphql-yoga';
import type { JobQueue } from '../jobs/jobQueue.ts';
import type { Topics } from '../pubsub/pubSub.ts';
import { useInputGuard } from './graphqlInputGuard.ts';
import { maintenancePlugin } from './maintenanceGate.ts';
import { clientAddress } from '../security/clientAddress.ts';
import type { RateLimits } from '../security/rateLimits.ts';
import { createApiTokenWork } from '../security/apiTokenWork.ts';

/**
 * The AppError behind a (possibly wrapped) error. Walks `originalError` rather
 * than testing `instanceof GraphQLError`, which fails when two copies of graphql
 * are loaded (ESM and CommonJS).
 */
function appErrorIn(error: unknown): AppError | null {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (current instanceof AppError) return current;
    current = (current as { originalError?: unknown }).originalError;
  }
  return null;
}

// graphql-ws accepts only GraphQLErrors of the graphql copy it loads (the
// CommonJS one, which Node's resolution gives); under Vite (tests) ours may be
// the ES module copy. Refusals are handed over as that copy's errors.
const NodeGraphQLError = createRequire(import.meta.url)('graphql').GraphQLError as typeof GraphQLError;
const forGraphqlWs = (errors: readonly GraphQLError[]) =>
  errors.map((error) => new NodeGraphQLError(error.message, { nodes: error.nodes, path: error.path, extensions: error.extensions }));

interface ServerContext {
  req?: IncomingMessage;
  res?: ServerResponse;
  /** graphql-ws connection_init payload */
  connectionParams?: Record<string, unknown>;
}

/** yoga's initial context of a request (HTTP) or our WebSocket handler's */
interface InitialContext extends ServerContext {
  request?: Request;
}

const persistedOperationError = (code: 'persistedOperationRequired' | 'persistedOperationNotFound') => () =>
  new AppError(code, {
    message:
      code === 'persistedOperationRequired'
        ? 'Only the web client\'s persisted operations are accepted here; send documents as text with an API token.'
        : 'Unknown persisted operation id.',
  });

/**
 * A mutation's tooManyRequests is answered as data (the AppError member of its
 * result union): the HTTP answer still gets status 429 and Retry-After, which
 * yoga reads from the result's extensions.http (and leaves out of the body).
 * A sign-in's device cookie (rateLimits.ts) goes out the same way.
 */
const refusalStatus: Plugin<RequestContext> = {
  onExecute({ args }) {
    return {
      onExecuteDone({ result, setResult }) {
        const limits = (args.contextValue as RequestContext).limits;
        const seconds = limits?.refusedFor;
        const cookie = limits?.setCookie;
        if ((!seconds && !cookie) || !('data' in result || 'errors' in result)) return;
        const http = seconds ? { status: 429, headers: { 'Retry-After': String(seconds) } } : { headers: { 'Set-Cookie': cookie! } };
        setResult({ ...result, extensions: { ...result.extensions, http } });
      },
    };
  },
};

export function createGraphQL(deps: {
  prisma: Db;
  config: Config;
  rateLimits: RateLimits;
  storage?: FileStorage;
  pubsub: PubSub<Topics>;
  jobs: JobQueue;
}) {
  const persisted = loadPersistedOperations();
  const access = createAccessRegistry(async ({ request, connectionParams, req }: InitialContext) => {
    const header = (name: string) => request?.headers.get(name) ?? (req?.headers[name] as string | undefined) ?? null;
    // graphql-ws connection parameters, named like the HTTP headers (any case) or orgAlias
    const param = (...names: string[]) => {
      const entry = Object.entries(connectionParams ?? {}).find(([key]) => names.includes(key.toLowerCase()));
      return typeof entry?.[1] === 'string' ? entry[1] : null;
    };
    const ctx = await createRequestContext(deps.prisma, deps.config, {
      host: header('host'),
      authorization: param('authorization') ?? header('authorization'),
      orgAlias: param('x-org-alias', 'orgalias') ?? header('x-org-alias'),
      acceptApiTokens: true,
      // an administrator's device cookie: read from the request, set for /graphql only
      limits: req ? deps.rateLimits.forAddress(clientAddress(req, deps.config.trustProxy), { header: header('cookie') ?? undefined, path: '/graphql' }) : undefined,
    });
    // Unauthenticated operations, per address (generous: a school shares one address).
    if (ctx.viewer.kind === 'anonymous') await ctx.limits?.request();
    // An API token's operations per minute (its cost is spent before execution: apiTokenWork.ts).
    if (ctx.viewer.kind === 'admin' && ctx.viewer.apiToken) await deps.rateLimits.apiToken(ctx.viewer.apiToken.id).request();
    // file URLs handed to the viewer are signed with the storage's secret
    ctx.storage = deps.storage;
    ctx.pubsub = deps.pubsub;
    ctx.jobs = deps.jobs;
    return ctx;
  });
  const tokenWork = createApiTokenWork(deps.rateLimits, deps.config.rateLimits);
  // allowArbitraryOperations sees the Request only: the decision is taken just before, in onParams.
  const freeDocumentsAllowed = new WeakMap<Request, boolean>();

  const accessPlugin: Plugin = {
    async onParams({ request, params, context }) {
      const ctx = await access.contextOf(context);
      freeDocumentsAllowed.set(request, mayRunFreeDocuments(ctx));
      if (params.query) access.markFreeDocument(context);
    },
  };

  const yoga = createYoga<ServerContext, RequestContext>({
    schema: getSchema(),
    graphqlEndpoint: '/graphql',
    graphiql: !deps.config.production,
    landingPage: false,
    logging: deps.config.production ? 'warn' : 'error',
    cors: corsFor(deps.config.corsOrigins),
    plugins: [
      refusalStatus,
      useInputGuard(),
      accessPlugin,
      usePersistedOperations({
        getPersistedOperation: (id) => persisted.get(id) ?? null,
        allowArbitraryOperations: (request) => freeDocumentsAllowed.get(request) ?? false,
        customErrors: {
          persistedQueryOnly: persistedOperationError('persistedOperationRequired'),
          keyNotFound: persistedOperationError('persistedOperationRequired'),
          notFound: persistedOperationError('persistedOperationNotFound'),
        },
      }),
      ...graphqlLimitPlugins({ isFreeDocument: access.isFreeDocument }),
      schemaVisibilityPlugin(access),
      credentialFieldsPlugin(),
      readOnlyTokensPlugin(),
      maintenancePlugin(),
      // a connection pages one way: first and last together are refused
      pageDirectionPlugin(),
      // last: the operation runs once this hook lets it (its slot is freed when execution ends)
      tokenWork,
    ],
    context: (initial) => access.contextOf(initial),
    maskedErrors: {
      // Catalogue errors keep their code; anything else is masked.
      maskError(error, message, isDev) {
        // An AppError is a GraphQLError carrying its code in extensions: answered as
        // it is, and not logged as a crash (yoga logs whatever the mask replaces).
        if (appErrorIn(error)) return error as Error;
        if (isDatabaseBusy((error as { originalError?: unknown }).originalError)) {
          const { nodes, path } = error as GraphQLError;
          return new GraphQLError('serverBusy', { nodes, path, extensions: { code: 'serverBusy' } });
        }
        return maskError(error, message, isDev);
      },
    },
  });

  function attachWebSocket(wss: WebSocketServer) {
    return useServer<Record<string, unknown>, { request: IncomingMessage }>(
      {
        execute: (args) => (args.rootValue as { execute: typeof import('graphql').execute }).execute(args),
        subscribe: (args) => (args.rootValue as { subscribe: typeof import('graphql').subscribe }).subscribe(args),
        onSubscribe: async (ctx, _id, params) => {
          const initial: InitialContext = { req: ctx.extra.request, connectionParams: ctx.connectionParams };
          const requestContext = await access.contextOf(initial);
          // The same rules as over HTTP: known ids, or free documents for those allowed them.
          const id = persistedOperationId(params.extensions);
          const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped(initial);
          let document: DocumentNode;
          if (id) {
            const known = persisted.get(id);
            if (!known) return forGraphqlWs([persistedOperationError('persistedOperationNotFound')()]);
            document = known;
          } else if (!mayRunFreeDocuments(requestContext)) {
            return forGraphqlWs([persistedOperationError('persistedOperationRequired')()]);
          } else {
            access.markFreeDocument(initial);
            try {
              document = parse(params.query);
            } catch (error) {
              // a syntax error, or the limits refusing while parsing (too many tokens)
              const refusal = appErrorIn(error) ?? (error instanceof Error && error.name === 'GraphQLError' ? (error as GraphQLError) : null);
              if (refusal) return forGraphqlWs([refusal]);
              throw error;
            }
          }
          const args = {
            schema,
            operationName: params.operationName,
            document,
            variableValues: params.variables,
            contextValue: await contextFactory(),
            rootValue: { execute, subscribe },
          };
          const errors = validate(args.schema, args.document);
          return errors.length ? forGraphqlWs(errors) : args;
        },
      },
      wss,
    );
  }

  return { yoga, attachWebSocket };
}
