// Fields of the learner's own calls that several areas' inputs share. The
// spec's legacy bodies name the learner by e-mail; with a session token, that
// e-mail must be the session's learner (assertLearnerEmail, a rule that reads
// the viewer), so the schema only types it.
import { z } from 'zod';
import { normalizeEmail } from '../validation/email.ts';

/**
 * A legacy body's e-mail naming its learner: null when none is sent (absent,
 * null or empty), else as it compares with the learner's (trimmed, lower case;
 * what is not text compares as its text, and never matches).
 */
export const namingEmail = z
  .unknown()
  .optional()
  .transform((value) => (value === undefined || value === null || value === '' ? null : normalizeEmail(String(value))));
