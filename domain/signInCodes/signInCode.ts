// One-time sign-in codes (issue 15, docs/decisions/verifiedSignIn.md): an
// organisation that asks learners to confirm their e-mail mails them six
// digits, good for ten minutes, once, with a few wrong tries. The client uses
// the shape to check what the learner typed; the server decides the rest.
export const SIGN_IN_CODE_DIGITS = 6;
export const SIGN_IN_CODE_MINUTES = 10;
/** wrong tries of one code; the last one spends it */
export const SIGN_IN_CODE_ATTEMPTS = 5;

/** What the learner typed, without spaces (a code copied as "123 456" or with a trailing newline). */
export function normalizeSignInCode(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\s+/g, '') : '';
}

export function isSignInCodeShape(value: string): boolean {
  return new RegExp(`^\\d{${SIGN_IN_CODE_DIGITS}}$`).test(value);
}

/** The moment a code issued at `issuedAt` stops working. */
export function signInCodeExpiry(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + SIGN_IN_CODE_MINUTES * 60_000);
}
