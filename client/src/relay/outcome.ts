// A mutation's outcome as the screens use it, and how it is read from a result
// union. No Relay here: the first sign-in screen (requestOperation.ts) reads
// outcomes before Relay loads, and this file is in its bundle.

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
