// What the learner's own calls take (sign-in, details, registration, the
// home and program data, progress marks), and the e-mail naming the learner
// that several areas' legacy bodies share: with a session token, that e-mail
// must be the session's learner (assertLearnerEmail, a rule that reads the
// viewer), so the schema only types it, and a field refused after it is
// deferred or typed for the service to refuse in its place.
import { z } from 'zod';
import { dateOfBirthProblem } from '../validation/dateOfBirth.ts';
import { deferred } from '../validation/deferredInput.ts';
import { normalizeEmail } from '../validation/email.ts';
import { textOrEmpty } from '../validation/inputFields.ts';
import { stripCommas } from '../validation/names.ts';

/**
 * A legacy body's e-mail naming its learner: null when none is sent (absent,
 * null or empty), else as it compares with the learner's (trimmed, lower case;
 * what is not text compares as its text, and never matches).
 */
export const namingEmail = z
  .unknown()
  .optional()
  .transform((value) => (value === undefined || value === null || value === '' ? null : normalizeEmail(String(value))));

const invalid = { error: 'invalid_data_entry' } as const;

/**
 * user/checkIfUserExists, user/login (learnerExists and learnerSignIn in
 * GraphQL): the e-mail and the mailed code as typed. Whether the e-mail is
 * one is refused inside the sign-in's rate limit, by the service.
 */
export const learnerSignIn = z.object({ email: textOrEmpty, code: textOrEmpty });

/** user/checkIfUserExists names the e-mail `username` (or `email`). */
export const legacyLearnerLookup = z.preprocess((body) => {
  const { username, email } = body as { username?: unknown; email?: unknown };
  return { email: username ?? email };
}, z.object({ email: textOrEmpty }));

/** The date of birth when given (YYYY-MM-DD, the registration's rules); none when absent or blank. */
const givenDateOfBirth = z.preprocess(
  (value) => (value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value),
  z
    .string({ error: 'invalidDateOfBirth' })
    .trim()
    .superRefine((value, check) => {
      const problem = dateOfBirthProblem(value, new Date());
      if (problem) check.addIssue({ code: 'custom', message: problem });
    })
    .transform((value) => new Date(`${value}T00:00:00Z`))
    .nullable(),
);

/** The user-details dialog (user/setUserInfo with a learner, updateLearnerDetails): name required, commas removed; telegram trimmed, blank is none. */
export const learnerDetails = z.object({
  name: textOrEmpty.transform(stripCommas).refine((name) => name !== '', { error: 'nameRequired' }),
  telegram: textOrEmpty.transform((telegram) => telegram.trim() || null),
  // the spec's body carries the date of birth too: kept when given, left as it is when absent or empty
  dateOfBirth: givenDateOfBirth,
});

export type LearnerDetails = z.output<typeof learnerDetails>;

/**
 * user/setUserInfo as a registration: the form's fields as text (the
 * registration's rules judge them, in the service), the repeated e-mail the
 * e-mail when none is sent, the acceptances only when exactly true, and the
 * mailed code.
 */
export const legacyRegistration = z.preprocess(
  (body) => {
    const fields = body as Record<string, unknown>;
    return { ...fields, repeatEmail: fields.repeatEmail ?? fields.email };
  },
  z.object({
    email: textOrEmpty,
    repeatEmail: textOrEmpty,
    name: textOrEmpty,
    telegram: textOrEmpty.transform((telegram) => telegram || null),
    dateOfBirth: textOrEmpty.transform((date) => date || null),
    privacyPolicyAccepted: z.boolean().catch(false),
    termsAccepted: z.boolean().catch(false),
    code: textOrEmpty,
  }),
);

/** user/getUserData: the e-mail naming the learner. */
export const learnerNamed = z.object({ email: namingEmail });

/** user/getUserProgramData: the program (refused once the e-mail is the learner's) and, optionally, its account. */
export const legacyProgramDataQuery = z.object({
  email: namingEmail,
  programId: deferred(z.string(invalid).min(1, invalid)),
  accountId: textOrEmpty,
});

/** user/setUserProgress: an item and its mark, typed here and refused (invalid_data_entry, no field) once the e-mail is the learner's. */
export const legacyProgressMark = z.object({
  email: namingEmail,
  itemId: z.string().nullable().catch(null),
  value: z.boolean().nullable().catch(null),
});
