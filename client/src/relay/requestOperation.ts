import { createContext, useCallback, useContext, useState } from 'react';
import type { ConcreteRequest, GraphQLTaggedNode, OperationType, PreloadableConcreteRequest, RequestParameters } from 'relay-runtime';
import { postOperation } from './fetchGraphQL.ts';
import { outcomeOf, type MutationOutcome } from './outcome.ts';

/** An operation's answer without the Relay store: its data, or the first error's code (`unknown` when there is none). */
export type OperationAnswer<T extends OperationType> = { ok: true; data: T['response'] } | { ok: false; code: string };

/** The code of a refusal's first error (its extensions.code), else unknown. */
export function firstErrorCode(errors: readonly { extensions?: { code?: unknown } }[] | undefined | null): string {
  const code = errors?.[0]?.extensions?.code;
  return typeof code === 'string' ? code : 'unknown';
}

/**
 * A graphql`` operation's request: babel-plugin-relay (eagerEsModules) makes
 * the tag its compiled artefact; a `@preloadable` query's `$parameters`
 * module carries the same request without the rest of the artefact.
 */
function paramsOf(operation: GraphQLTaggedNode | PreloadableConcreteRequest<OperationType>): RequestParameters {
  const params = (operation as Partial<ConcreteRequest>).params;
  if (!params) throw new Error('requestOperation runs queries and mutations, not fragments');
  return params;
}

/**
 * Runs one persisted operation with fetch, outside Relay's store. The learner
 * sign-in screen is a first visit's page and loads before Relay does (issue
 * 16: its first visit must stay small), so its operations, which read nothing
 * another screen shows, go through here; the request is the same as Relay's
 * (fetchGraphQL.ts: the persisted id, the learner's headers).
 */
export async function requestOperation<T extends OperationType>(
  operation: GraphQLTaggedNode | PreloadableConcreteRequest<T>,
  variables: T['variables'],
): Promise<OperationAnswer<T>> {
  try {
    const answer = (await postOperation(paramsOf(operation), variables, 'learner')) as {
      data?: T['response'] | null;
      errors?: { extensions?: { code?: unknown } }[];
    };
    if (answer.data && !answer.errors?.length) return { ok: true, data: answer.data };
    return { ok: false, code: firstErrorCode(answer.errors) };
  } catch {
    return { ok: false, code: 'unknown' };
  }
}

/** How the screens below run their operations: requestOperation, or the app's Relay environment (relay/relayOperationRunner.ts). */
export type OperationRunner = <T extends OperationType>(operation: GraphQLTaggedNode, variables: T['variables']) => Promise<OperationAnswer<T>>;

/**
 * Fetch by default (the first visit's sign-in screen); inside the app
 * (AppProviders) its Relay environment, so that the same operations share
 * the app's network layer there.
 */
export const OperationRunnerContext = createContext<OperationRunner>(requestOperation);

/** Runs the operation as the context says: the function that runs it, and whether a run is in flight. */
export function useRequestOperation<T extends OperationType>(operation: GraphQLTaggedNode): [(variables: T['variables']) => Promise<OperationAnswer<T>>, boolean] {
  const runOperation = useContext(OperationRunnerContext);
  const [inFlight, setInFlight] = useState(0);
  const run = useCallback(
    async (variables: T['variables']) => {
      setInFlight((count) => count + 1);
      try {
        return await runOperation<T>(operation, variables);
      } finally {
        setInFlight((count) => count - 1);
      }
    },
    [operation, runOperation],
  );
  return [run, inFlight > 0];
}

/** A mutation's outcome (outcome.ts): its result union read from the answer, or the request's own failure. */
export function outcomeOfAnswer<T extends OperationType, D>(
  answer: OperationAnswer<T>,
  result: (data: T['response']) => Parameters<typeof outcomeOf<D>>[0],
): MutationOutcome<D> {
  return answer.ok ? outcomeOf<D>(result(answer.data)) : { ok: false, code: answer.code, field: null };
}
