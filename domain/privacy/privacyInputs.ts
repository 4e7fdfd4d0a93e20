// What a learner's data requests take: a step-up code for one action
// (requestStepUpCode), the export (exportMyData, user/exportUserData) and the
// erasure (deleteMyAccount, user/deleteUserData). Every refusal of these
// fields comes after the learner's session is checked (and, for the erasure,
// after the typed e-mail is compared with the learner's), so the schemas type
// (or defer) the fields and the services refuse them in that order: the codes
// and fields are the ones the hand-written checks answered
// (docs/decisions/privacy.md).
import { z } from 'zod';
import { namingEmail } from '../learner/learnerInputs.ts';
import { deferred } from '../validation/deferredInput.ts';
import { mailLocale, textOrEmpty } from '../validation/inputFields.ts';

/** What a step-up code is mailed for: it works for that action only. */
export const STEP_UP_ACTIONS = ['exportData', 'deleteAccount'] as const;
export type StepUpAction = (typeof STEP_UP_ACTIONS)[number];

/**
 * The step-up code as typed: null when none is (absent, null or blank:
 * stepUpRequired), '' for what is not text (signInCodeRequired), else the text
 * (the sign-in code's rules check it).
 */
export const stepUpCode = z
  .string()
  .transform((typed) => (typed.trim() === '' ? null : typed))
  .nullish()
  .transform((typed) => typed ?? null)
  .catch('');

/** A code mailed for one action; an unknown action is refused (invalid_data_entry) once the session is checked. */
export const stepUpCodeRequest = z.object({
  action: deferred(z.enum(STEP_UP_ACTIONS, { error: 'invalid_data_entry' })),
  /** the language of the mail: the client's */
  locale: mailLocale,
});

export const dataExportRequest = z.object({ code: stepUpCode });

/** The typed e-mail must be the learner's and the confirmation exactly true (deletionRefusal); the code is for deleteAccount. */
export const erasureRequest = z.object({
  email: textOrEmpty,
  confirmDeletion: z.boolean().catch(false),
  code: stepUpCode,
});

/** The legacy paths' bodies: the same, with the e-mail naming the learner (user/requestStepUpCode, user/exportUserData). */
export const legacyStepUpCodeRequest = stepUpCodeRequest.extend({ email: namingEmail });
export const legacyDataExportRequest = dataExportRequest.extend({ email: namingEmail });

export type StepUpCodeRequest = z.output<typeof stepUpCodeRequest>;
export type ErasureRequest = z.output<typeof erasureRequest>;
