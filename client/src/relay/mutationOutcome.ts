import type { Disposable, MutationParameters, VariablesOf } from 'relay-runtime';
import type { UseMutationConfig } from 'react-relay';

/** A mutation's answer as the screens use it: the success data or an error code. */
export type MutationOutcome<T> = { ok: true; data: T } | { ok: false; code: string; field: string | null };

/** The network failed or the answer was not one the client knows: the generic message. */
export const UNKNOWN_FAILURE: MutationOutcome<never> = { ok: false, code: 'unknown', field: null };

/**
 * Reads a mutation result union of AppError and Mutation<Name>Success (see
 * the contract): the success member carries `data`, the error member `code`.
 */
export function outcomeOf<T>(result: {
  readonly __typename: string;
  readonly code?: string;
  readonly field?: string | null;
  readonly data?: T;
}): MutationOutcome<T> {
  if (result.data !== undefined) return { ok: true, data: result.data };
  if (result.code !== undefined) return { ok: false, code: result.code, field: result.field ?? null };
  return UNKNOWN_FAILURE;
}

/**
 * useMutation's commit as a promise of the response, null when the request
 * failed. An optimistic response (the mutation needs @raw_response_type) is
 * shown until the server answers.
 */
export function commitAsPromise<M extends MutationParameters>(
  commit: (config: UseMutationConfig<M>) => Disposable,
  variables: VariablesOf<M>,
  optimisticResponse?: M['rawResponse'],
): Promise<M['response'] | null> {
  return new Promise((resolve) => {
    commit({ variables, optimisticResponse, onCompleted: (response) => resolve(response), onError: () => resolve(null) });
  });
}
