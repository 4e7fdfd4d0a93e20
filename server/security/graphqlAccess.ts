// Who may do what at /graphql, decided once per request before parsing:
// - free documents (text) only for integrators with an API token, or anyone
//   when config.freeGraphqlDocuments (tests, local tools); everyone else sends
//   the client's persisted operation ids;
// - introspection and "Did you mean" suggestions outside production, and for
//   integrators in production;
// - an API token scoped READ_ONLY runs no mutation;
// - an API token never selects a credential (server/security/credentialFields.ts).
// The request context is built here first (HTTP: onParams; WebSocket:
// onSubscribe) and reused by yoga's context factory, so it is read once.
import { getOperationAST, type DocumentNode, type GraphQLSchema, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RequestContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { credentialRootFields, selectedRootFields } from './credentialFields.ts';

export function isIntegrator(ctx: RequestContext): boolean {
  return ctx.viewer.kind === 'admin' && ctx.viewer.apiToken !== undefined;
}

export function mayRunFreeDocuments(ctx: RequestContext): boolean {
  return ctx.config.freeGraphqlDocuments || isIntegrator(ctx);
}

export function maySeeSchema(ctx: RequestContext): boolean {
  return !ctx.config.production || isIntegrator(ctx);
}

/**
 * The request context of each GraphQL request, keyed by yoga's (or our
 * WebSocket handler's) initial context object, which envelop passes to every
 * phase: parse, validate, context building and execution.
 */
export function createAccessRegistry(build: (initial: object) => Promise<RequestContext>) {
  const pending = new WeakMap<object, Promise<RequestContext>>();
  const resolved = new WeakMap<object, RequestContext>();
  const freeDocuments = new WeakSet<object>();
  return {
    contextOf(initial: object): Promise<RequestContext> {
      let context = pending.get(initial);
      if (!context) {
        context = build(initial).then((built) => {
          resolved.set(initial, built);
          return built;
        });
        pending.set(initial, context);
      }
      return context;
    },
    /** the context once built; null before (then nothing is allowed) */
    resolvedOf: (initial: object): RequestContext | null => resolved.get(initial) ?? null,
    markFreeDocument: (initial: object) => void freeDocuments.add(initial),
    isFreeDocument: (initial: object) => freeDocuments.has(initial),
  };
}

export type AccessRegistry = ReturnType<typeof createAccessRegistry>;

/**
 * graphql-js' NoSchemaIntrospectionCustomRule, by field name: it tests types
 * with instanceof, which fails where two copies of graphql are loaded (tests).
 */
function noIntrospection(context: ValidationContext) {
  return {
    Field(node: { name: { value: string } }) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        context.reportError(new AppError('forbidden', { message: 'Introspection is available to API tokens only.' }));
      }
    },
  };
}

const SUGGESTION = / ?Did you mean .+\?/;

/** No introspection and no field suggestions for those who may not see the schema. */
export function schemaVisibilityPlugin(access: AccessRegistry): Plugin {
  return {
    onValidate({ context, addValidationRule }) {
      const ctx = access.resolvedOf(context);
      if (ctx && maySeeSchema(ctx)) return;
      addValidationRule(noIntrospection);
      return ({ valid, result, setResult }) => {
        if (valid) return;
        setResult(
          result.map((error: Error) => {
            error.message = error.message.replace(SUGGESTION, '');
            return error;
          }),
        );
      };
    },
  };
}

/**
 * A refusal before execution answers no `data`: without a status of its own
 * graphql-yoga would send 500 (GraphQL over HTTP) for what is the caller's
 * mistake. yoga reads extensions.http and leaves it out of the body.
 */
function withStatus(error: AppError): AppError {
  Object.assign(error.extensions, { http: { status: error.status } });
  return error;
}

/** A READ_ONLY API token runs queries and subscriptions only: every mutation is refused here, centrally. */
export function readOnlyTokensPlugin(): Plugin<RequestContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const { viewer } = args.contextValue;
      if (viewer.kind !== 'admin' || viewer.apiToken?.scope !== 'READ_ONLY') return;
      if (getOperationAST(args.document, args.operationName)?.operation === 'mutation') {
        setResultAndStopExecution({ errors: [withStatus(new AppError('forbidden', { message: 'This API token is read-only.' }))] });
      }
    },
  };
}

/**
 * An API token selects no field that answers a credential or changes where one
 * is mailed, whatever its scope, over HTTP and WebSocket: refused before
 * execution with apiTokenNotAllowed, so nothing is made or changed.
 */
export function credentialFieldsPlugin(): Plugin<RequestContext> {
  const refusal = ({ schema, document, operationName, contextValue }: { schema: GraphQLSchema; document: DocumentNode; operationName?: string | null; contextValue: RequestContext }) => {
    const { viewer } = contextValue;
    if (viewer.kind !== 'admin' || !viewer.apiToken) return null;
    const refused = credentialRootFields(schema);
    const asked = selectedRootFields(schema, document, operationName).filter((field) => refused.has(field));
    if (!asked.length) return null;
    const message = `An API token cannot ask for ${asked.join(', ')}: credentials are for signed-in sessions.`;
    return { errors: [withStatus(new AppError('apiTokenNotAllowed', { message }))] };
  };
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const refused = refusal(args);
      if (refused) setResultAndStopExecution(refused);
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const refused = refusal(args);
      if (refused) setResultAndStopExecution(refused);
    },
  };
}
