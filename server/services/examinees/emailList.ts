// The e-mails of an upload (private users, entries to delete): each trimmed
// and lower-cased, and valid by the platform's one e-mail rule
// (domain/validation/email.ts, the 'standard' level of forms and uploads).
// One invalid e-mail refuses the whole batch, naming every invalid one, so
// the client can offer them as invalidEmails.txt.
import { isEmail, normalizeEmail } from '../../../domain/validation/email.ts';
import { AppError } from '../../errors.ts';

/** invalidEmail, with the invalid e-mails as `invalid` (REST: beside `error`; GraphQL: InvalidEmailsError.invalid). */
export class InvalidEmailsError extends AppError {
  readonly invalid: string[];

  constructor(invalid: string[], field: string) {
    super('invalidEmail', { field, details: { invalid } });
    this.name = 'InvalidEmailsError';
    this.invalid = invalid;
  }
}

export function validEmail(value: string): boolean {
  return isEmail(value);
}

/** One e-mail as the edge typed it (null: not text), normalised; invalidEmail when it is not one. */
export function normalizedEmail(raw: string | null, field = 'email'): string {
  if (raw === null) throw new AppError('invalid_data_entry', { field });
  const email = normalizeEmail(raw);
  if (!validEmail(email)) throw new InvalidEmailsError([email], field);
  return email;
}

/**
 * A list of at most `max` e-mails, normalised, without repeats, in their
 * order; InvalidEmailsError naming every invalid one (each once).
 */
export function normalizedEmailList(emails: readonly string[], field: string, max: number): string[] {
  if (emails.length > max) throw new AppError('invalid_data_entry', { field, message: `at most ${max} e-mails per call` });
  const valid = new Set<string>();
  const invalid = new Set<string>();
  for (const value of emails) {
    const email = normalizeEmail(value);
    (validEmail(email) ? valid : invalid).add(email);
  }
  if (invalid.size > 0) throw new InvalidEmailsError([...invalid], field);
  return [...valid];
}
