import type { MutationOutcome } from '../../../relay/mutationOutcome.ts';

/**
 * The message of a refused platform admin change, and the field it belongs to:
 * the catalogue's own messages where there is one, the field's rule for an
 * invalid field, else the spec's en_error_occured (the dialog stays open).
 */
export function organizationErrors(outcome: Extract<MutationOutcome<unknown>, { ok: false }>): { field: string | null; key: string } {
  const { code, field } = outcome;
  if (code === 'aliasTaken' || code === 'usernameTaken' || code === 'invalidEmail' || code === 'accountHasLearners' || code === 'organizationNotFound') {
    return { field, key: `errors.${code}` };
  }
  if (code === 'invalid_data_entry' && field) {
    const rules: Record<string, string> = {
      alias: 'platformAdmin.add.aliasRule',
      username: 'orgAccounts.usernameRule',
      email: 'errors.invalidEmail',
      password: 'platformAdmin.add.passwordShort',
      storageBucket: 'platformAdmin.account.bucketRule',
      storageUrl: 'platformAdmin.account.urlRule',
      org: 'platformAdmin.add.required',
    };
    if (rules[field]) return { field, key: rules[field] };
  }
  return { field: null, key: 'platformAdmin.errorOccured' };
}
