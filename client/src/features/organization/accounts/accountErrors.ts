import type { MutationOutcome } from '../../../relay/mutationOutcome.ts';

/**
 * The translation key of a refused account change: the username rule, a
 * taken username and an invalid e-mail have their own messages; anything
 * else is the spec's en_error_occured (the dialog stays open).
 */
export function accountErrorKey(outcome: Extract<MutationOutcome<unknown>, { ok: false }>): string {
  if (outcome.code === 'usernameTaken' || outcome.code === 'invalidEmail') return `errors.${outcome.code}`;
  if (outcome.code === 'invalid_data_entry' && outcome.field === 'username') return 'orgAccounts.usernameRule';
  return 'orgAccounts.errorOccured';
}
