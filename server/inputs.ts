// Inputs are checked once, at the edge, by schemas: a REST body by the facade
// (the route's `body`), GraphQL arguments by Pothos' validation plugin
// (schema/builder.ts). The schemas live with the area's rules
// (domain/<area>/…Inputs.ts) so both APIs refuse the same input the same
// way, and the services behind them take typed values.
//
// A refusal is an AppError like any other: a schema names its code in the
// issue's message (`z.string({ error: 'subjectRequired' })`); an issue with
// no code of the catalogue is invalid_data_entry. Either way the field is the
// last named key of the issue's path, as the hand-written checks answered.
import type { z } from 'zod';
import { type ErrorCode, isErrorCode } from '../domain/errors.ts';
import type { Deferred } from '../domain/validation/deferredInput.ts';
import { AppError } from './errors.ts';

interface Issue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
  /** a custom issue's details, answered with the code (a course introduction's problem) */
  readonly params?: { readonly details?: Readonly<Record<string, unknown>> } | undefined;
}

/** The AppError of the first issue (a schema lists its fields in the order they are checked). */
export function appErrorOfIssues(issues: ReadonlyArray<Issue>, fallback: ErrorCode = 'invalid_data_entry'): AppError {
  const [issue] = issues;
  const keys = (issue?.path ?? []).map((segment) => (typeof segment === 'object' ? segment.key : segment));
  const field = keys.filter((key): key is string => typeof key === 'string').at(-1);
  const code = issue && isErrorCode(issue.message) ? issue.message : fallback;
  const details = issue?.params?.details;
  return new AppError(code, { ...(field ? { field } : {}), ...(details ? { details } : {}) });
}

/** The typed value of `value`, or the AppError of its first issue. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw appErrorOfIssues(result.error.issues);
  return result.data;
}

/** A deferred field's value (domain/validation/deferredInput.ts), or its refusal on `field`, thrown where the service's rules put it. */
export function settled<T>(input: Deferred<T>, field: string): T {
  if (!input.ok) throw new AppError(input.code, { field: input.field ?? field });
  return input.value;
}
