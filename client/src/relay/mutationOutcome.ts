import { useCallback } from 'react';
import { useMutation, type UseMutationConfig } from 'react-relay';
import type { Disposable, GraphQLTaggedNode, IEnvironment, MutationConfig, MutationParameters, VariablesOf } from 'relay-runtime';
import { outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from './outcome.ts';

// The hooks that run a mutation through Relay; the outcome they answer is
// outcome.ts's, which the first sign-in screen reads without Relay.
export { outcomeOf, UNKNOWN_FAILURE, type MutationOutcome };

/** The `data` of a result union's success member (Mutation<Name>Success). */
export type SuccessData<R> =
  Extract<NonNullable<R>, { readonly __typename: `Mutation${string}Success` }> extends { readonly data: infer D } ? D : never;

/** How a screen runs a mutation: its variables in, its outcome out; `inFlight` while one is on its way. */
export type OutcomeMutation<V, T> = [run: (variables: V) => Promise<MutationOutcome<T>>, inFlight: boolean];

/** What a mutation hook adds to its document: its commit function, its store updater, its optimistic answer. */
export interface MutationHookOptions<M extends MutationParameters> {
  /** e.g. commitAsAdmin; the default commits as the learner */
  commitAs?: CommitAs<M>;
  updater?: UseMutationConfig<M>['updater'];
  /** the answer shown until the server's arrives (the mutation needs @raw_response_type); Relay rolls it back on failure */
  optimisticResponse?: (variables: VariablesOf<M>) => M['rawResponse'];
}

/**
 * useMutation answering the response itself, null when the request failed:
 * for the hooks that read a result union useOutcomeMutation does not (more
 * than one error member, a refusal told apart from a failed request).
 */
export function useResponseMutation<M extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  options: MutationHookOptions<M> = {},
): [run: (variables: VariablesOf<M>) => Promise<M['response'] | null>, inFlight: boolean] {
  const { commitAs, updater, optimisticResponse } = options;
  const [commit, inFlight] = useMutation<M>(mutation, commitAs);
  const run = useCallback(
    (variables: VariablesOf<M>) =>
      new Promise<M['response'] | null>((resolve) => {
        commit({
          variables,
          updater,
          optimisticResponse: optimisticResponse?.(variables),
          onCompleted: (response) => resolve(response),
          onError: () => resolve(null),
        });
      }),
    [commit, updater, optimisticResponse],
  );
  return [run, inFlight];
}

/**
 * useMutation answering a MutationOutcome: `run(variables)` commits (through
 * `commitAs`, e.g. commitAsAdmin, when given) and resolves with the outcome of
 * the response's field `field` (the mutation's result union); a failed request
 * is UNKNOWN_FAILURE. Each mutation hook is this plus its document, its
 * variables and, where the store needs one, its updater or optimistic answer.
 */
export function useOutcomeMutation<
  M extends MutationParameters,
  K extends keyof M['response'] & string = keyof M['response'] & string,
  T = SuccessData<M['response'][K]>,
>(mutation: GraphQLTaggedNode, field: K, options: MutationHookOptions<M> = {}): OutcomeMutation<VariablesOf<M>, T> {
  const [commit, inFlight] = useResponseMutation<M>(mutation, options);
  const run = useCallback(
    async (variables: VariablesOf<M>) => {
      const response = await commit(variables);
      const result = (response as Record<string, unknown> | null)?.[field] as OutcomeResult<T> | null | undefined;
      return result ? outcomeOf<T>(result) : UNKNOWN_FAILURE;
    },
    [commit, field],
  );
  return [run, inFlight];
}

type OutcomeResult<T> = Parameters<typeof outcomeOf<T>>[0];
type CommitAs<M extends MutationParameters> = (environment: IEnvironment, config: MutationConfig<M>) => Disposable;
