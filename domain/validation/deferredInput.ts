// A field whose refusal waits for a rule that reads the database. The
// hand-written checks refused some fields only after such a rule (is this
// account the holder's? is the account timed?); a schema at the edge would
// answer first. A deferred field is checked by its schema at the edge all the
// same, but its refusal is kept, and the service throws it in its place
// (`settled` in server/inputs.ts), so the answer stays the one it always was.
import { z } from 'zod';
import { type ErrorCode, isErrorCode } from '../errors.ts';

/** A refusal names `field` when its schema names one inside the field (the item of a list, a tree's item); else the service names the field. */
export type Deferred<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly code: ErrorCode; readonly field?: string };

/** `schema`'s answer, or the code of its first refusal, for the service to throw later. Never refused itself. */
export function deferred<S extends z.ZodType>(schema: S) {
  // optional first: an absent field is checked too (zod skips an absent key's transform otherwise)
  return z
    .unknown()
    .optional()
    .transform((value): Deferred<z.output<S>> => {
      const checked = schema.safeParse(value);
      if (checked.success) return { ok: true, value: checked.data };
      const [issue] = checked.error.issues;
      const code = issue?.message;
      const field = issue?.path.filter((key): key is string => typeof key === 'string').at(-1);
      return { ok: false, code: code !== undefined && isErrorCode(code) ? code : 'invalid_data_entry', ...(field ? { field } : {}) };
    });
}
