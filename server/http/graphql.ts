// GraphQL over HTTP (graphql-yoga) and over WebSocket (graphql-ws), sharing one
// envelop: the same schema, context, parse and validate path.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { GraphQLError } from 'graphql';
import { createYoga, maskError, type Plugin } from 'graphql-yoga';
import { useServer } from 'graphql-ws/use/ws';
import type { WebSocketServer } from 'ws';
import { getSchema } from '../../schema/index.ts';
import type { Config } from '../config.ts';
import { createRequestContext, type RequestContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { AppError, isDatabaseBusy } from '../services/errors.ts';
import { clientAddress } from '../security/clientAddress.ts';
import type { RateLimits } from '../security/rateLimits.ts';

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

interface ServerContext {
  req?: IncomingMessage;
  res?: ServerResponse;
  /** graphql-ws connection_init payload */
  connectionParams?: Record<string, unknown>;
}

/**
 * A mutation's tooManyRequests is answered as data (the AppError member of its
 * result union): the HTTP answer still gets status 429 and Retry-After, which
 * yoga reads from the result's extensions.http (and leaves out of the body).
 */
const refusalStatus: Plugin<RequestContext> = {
  onExecute({ args }) {
    return {
      onExecuteDone({ result, setResult }) {
        const seconds = (args.contextValue as RequestContext).limits?.refusedFor;
        if (!seconds || !('data' in result || 'errors' in result)) return;
        setResult({ ...result, extensions: { ...result.extensions, http: { status: 429, headers: { 'Retry-After': String(seconds) } } } });
      },
    };
  },
};

export function createGraphQL(deps: { prisma: Db; config: Config; rateLimits: RateLimits }) {
  const yoga = createYoga<ServerContext, RequestContext>({
    plugins: [refusalStatus],
    schema: getSchema(),
    graphqlEndpoint: '/graphql',
    graphiql: !deps.config.production,
    landingPage: false,
    logging: deps.config.production ? 'warn' : 'error',
    context: async ({ request, connectionParams, req }) => {
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
        limits: req ? deps.rateLimits.forAddress(clientAddress(req, deps.config.trustProxy)) : undefined,
      });
      // Unauthenticated operations, per address (generous: a school shares one address).
      if (ctx.viewer.kind === 'anonymous') await ctx.limits?.request();
      return ctx;
    },
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
          const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
            req: ctx.extra.request,
            connectionParams: ctx.connectionParams,
          });
          const args = {
            schema,
            operationName: params.operationName,
            document: parse(params.query),
            variableValues: params.variables,
            contextValue: await contextFactory(),
            rootValue: { execute, subscribe },
          };
          const errors = validate(args.schema, args.document);
          return errors.length ? errors : args;
        },
      },
      wss,
    );
  }

  return { yoga, attachWebSocket };
}
