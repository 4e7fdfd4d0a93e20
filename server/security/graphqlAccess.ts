// Who may do what at /graphql, decided once per request before parsing:
// - free documents (text) only for integrators with an API token, or anyone
//   when config.freeGraphqlDocuments (tests, local tools); everyone else sends
//   the client's persisted operation ids;
// - introspection and "Did you mean" suggestions outside production, and for
//   integrators in production;
// - an API token scoped READ_ONLY runs no mutation.
// The request context is built here first (HTTP: onParams; WebSocket:
// onSubscribe) and reused by yoga's context factory, so it is read once.
import { getOperationAST, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RequestContext } from '../context.ts';
import { AppError } from '../services/errors.ts';

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

/** A READ_ONLY API token runs queries and subscriptions only: every mutation is refused here, centrally. */
export function readOnlyTokensPlugin(): Plugin<RequestContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const { viewer } = args.contextValue;
      if (viewer.kind !== 'admin' || viewer.apiToken?.scope !== 'READ_ONLY') return;
      if (getOperationAST(args.document, args.operationName)?.operation === 'mutation') {
        setResultAndStopExecution({ errors: [new AppError('forbidden', { message: 'This API token is read-only.' })] });
      }
    },
  };
}
