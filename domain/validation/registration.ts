// Learner registration: the checks the form and the register call share, and
// the cleaned values that get stored. validateRegistration judges the same
// cleaned values normalizeRegistration returns, so what passes is what is kept.

import type { ErrorCode } from '../errors.ts';
import { dateOfBirthProblem } from './dateOfBirth.ts';
import { isEmail, normalizeEmail } from './email.ts';
import { isFilled } from './inputRules.ts';
import { stripCommas } from './names.ts';

export const REGISTRATION_ERROR_CODES = [
  'invalidEmail',
  'emailsDoNotMatch',
  'nameRequired',
  'mustAcceptPrivacyPolicy',
  'mustAcceptTerms',
  'invalidDateOfBirth',
  'minimumAge',
] as const satisfies readonly ErrorCode[];

export type RegistrationErrorCode = (typeof REGISTRATION_ERROR_CODES)[number];

export interface RegistrationInput {
  email: string;
  repeatEmail: string;
  name: string;
  telegram?: string | null;
  /** YYYY-MM-DD; optional because the form's age verification is disabled. */
  dateOfBirth?: string | null;
  privacyPolicyAccepted: boolean;
  termsAccepted: boolean;
}

export interface RegistrationError {
  field: keyof RegistrationInput;
  code: RegistrationErrorCode;
}

export interface NormalizedRegistration {
  email: string;
  name: string;
  telegram: string | null;
  dateOfBirth: string | null;
  privacyPolicyAccepted: boolean;
  termsAccepted: boolean;
}

/** Trimmed, lower-cased e-mail; name without commas; blank optional fields become null. */
export function normalizeRegistration(input: RegistrationInput): NormalizedRegistration {
  return {
    email: normalizeEmail(input.email),
    name: stripCommas(input.name),
    telegram: trimmedOrNull(input.telegram),
    dateOfBirth: trimmedOrNull(input.dateOfBirth),
    privacyPolicyAccepted: input.privacyPolicyAccepted,
    termsAccepted: input.termsAccepted,
  };
}

function trimmedOrNull(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

/** Every problem in the input, in form order; an empty list means it can be registered. */
export function validateRegistration(input: RegistrationInput, today: Date): RegistrationError[] {
  const cleaned = normalizeRegistration(input);
  const errors: RegistrationError[] = [];
  if (!isEmail(cleaned.email)) errors.push({ field: 'email', code: 'invalidEmail' });
  if (normalizeEmail(input.repeatEmail) !== cleaned.email) {
    errors.push({ field: 'repeatEmail', code: 'emailsDoNotMatch' });
  }
  if (!isFilled(cleaned.name)) errors.push({ field: 'name', code: 'nameRequired' });
  if (cleaned.dateOfBirth !== null) {
    const problem = dateOfBirthProblem(cleaned.dateOfBirth, today);
    if (problem) errors.push({ field: 'dateOfBirth', code: problem });
  }
  if (input.privacyPolicyAccepted !== true) {
    errors.push({ field: 'privacyPolicyAccepted', code: 'mustAcceptPrivacyPolicy' });
  }
  if (input.termsAccepted !== true) errors.push({ field: 'termsAccepted', code: 'mustAcceptTerms' });
  return errors;
}
