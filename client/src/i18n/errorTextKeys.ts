/**
 * The keys of an error code's message for t(): its own text when there is one,
 * else the generic message (i18next shows the first key it has). The sign-in
 * screen's form uses it instead of errorMessageKey.ts, whose list of every
 * code would weigh on a first visit.
 */
export function errorTextKeys(code: string): [string, string] {
  return [`errors.${code}`, 'errors.unknown'];
}
