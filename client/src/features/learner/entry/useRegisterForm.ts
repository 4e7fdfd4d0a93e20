import { useState, type FormEvent } from 'react';
import {
  normalizeEmail,
  normalizeRegistration,
  validateRegistration,
  type RegistrationInput,
} from '../../../../../domain/validation/index.ts';
import { useRegisterLearnerMutation } from '../mutations/RegisterLearnerMutation.ts';
import type { SignedInLearner } from '../mutations/SignedInLearner.ts';

export type RegisterField = keyof RegistrationInput;

const FIELDS: readonly RegisterField[] = [
  'email',
  'repeatEmail',
  'name',
  'telegram',
  'dateOfBirth',
  'privacyPolicyAccepted',
  'termsAccepted',
];

/**
 * The register form's state: the shared rules of domain/validation judge it
 * before it is sent, and the server's answer (an error code, possibly tied to
 * a field) is shown the same way.
 */
export function useRegisterForm(email: string, onRegistered: (session: SignedInLearner) => void, code?: string) {
  const [values, setValues] = useState<RegistrationInput>({
    email,
    repeatEmail: '',
    name: '',
    telegram: '',
    dateOfBirth: '',
    privacyPolicyAccepted: false,
    termsAccepted: false,
  });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<RegisterField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [register, registering] = useRegisterLearnerMutation();

  const set = <K extends RegisterField>(field: K, value: RegistrationInput[K]) =>
    setValues((old) => ({ ...old, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The date of birth is optional; when one is given the age rule applies, here and on the server.
    const problems = validateRegistration(values, new Date());
    setFieldErrors(Object.fromEntries(problems.map(({ field, code }) => [field, code])));
    if (problems.length > 0) return setFailure('invalid_data_entry');
    setFailure(null);
    // the mailed code the e-mail was confirmed with (verified sign-in): the registration spends it
    const outcome = await register({ ...normalizeRegistration(values), repeatEmail: normalizeEmail(values.repeatEmail), ...(code ? { code } : {}) });
    if (outcome.ok) return onRegistered(outcome.data);
    setFailure(outcome.code);
    const field = FIELDS.find((name) => name === outcome.field);
    if (field) setFieldErrors({ [field]: outcome.code });
  };

  return { values, set, fieldErrors, failure, submit, registering };
}
