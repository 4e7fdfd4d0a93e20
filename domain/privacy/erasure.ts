// The rules of a learner deleting their own account (learner spec §5: the
// typed e-mail must equal the learner's and the confirmation be ticked), and
// what an erased learner looks like afterwards. Shared by the server (which
// decides) and the client (which keeps Delete disabled until both hold).
// docs/decisions/privacy.md.
import type { ErrorCode } from '../errors.ts';
import { normalizeEmail } from '../validation/email.ts';

/**
 * The name an erased learner keeps, in both languages at once: results files,
 * the submissions table and the users page are read by administrators in
 * either language, and a stored name shows in all of them without each
 * screen knowing about erasure.
 */
export const ERASED_LEARNER_NAME = 'متعلم محذوف / Erased learner';

/** The prefix of an erased learner's e-mail: `erased:` + the learner's id. */
export const ERASED_EMAIL_PREFIX = 'erased:';

/**
 * The e-mail an erased learner keeps: unique (the learner's id), not an
 * address (no '@'), so nobody can sign in with it, nothing is mailed to it,
 * and the real address is free to register again as a new learner.
 */
export function erasedEmailOf(learnerId: string): string {
  return `${ERASED_EMAIL_PREFIX}${learnerId}`;
}

export function isErasedEmail(email: string): boolean {
  return email.startsWith(ERASED_EMAIL_PREFIX);
}

/**
 * Whether a deletion request may go ahead: null, or the code that refuses it.
 * The typed e-mail is compared after trimming and lower-casing, as e-mails are
 * stored; the confirmation must be exactly true.
 */
export function deletionRefusal(learnerEmail: string, typedEmail: unknown, confirmDeletion: unknown): ErrorCode | null {
  if (typeof typedEmail !== 'string' || normalizeEmail(typedEmail) === '' || normalizeEmail(typedEmail) !== learnerEmail) return 'deleteEmailMismatch';
  if (confirmDeletion !== true) return 'deleteNotConfirmed';
  return null;
}
