// The reset form's rules (admin spec §5): both passwords required, at least 8
// characters, equal after trimming. The server checks 8 to 200 characters again.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

type Problem = 'required' | 'tooShort' | 'tooLong' | 'mismatch';

export interface PasswordProblems {
  password?: Problem;
  repeat?: Problem;
}

function lengthProblem(value: string): Problem | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (value.length > PASSWORD_MAX_LENGTH) return 'tooLong';
  return undefined;
}

/** What is wrong with each field; empty when the form may be sent. */
export function checkNewPasswords(password: string, repeat: string): PasswordProblems {
  const problems: PasswordProblems = {};
  const first = lengthProblem(password);
  const second = lengthProblem(repeat);
  if (first) problems.password = first;
  if (second) problems.repeat = second;
  else if (!first && password.trim() !== repeat.trim()) problems.repeat = 'mismatch';
  return problems;
}
