// What a request for a sign-in code takes (user/requestSignInCode and the
// requestSignInCode mutation). The e-mail is checked here and refused by the
// service (deferred): an organisation without verified sign-in answers
// signInCodeNotNeeded before the address is looked at.
import { z } from 'zod';
import { deferred } from '../validation/deferredInput.ts';
import { mailLocale, textOrEmpty } from '../validation/inputFields.ts';
import { isEmail, normalizeEmail } from '../validation/email.ts';

export const signInCodeRequest = z.object({
  /** normalised; not an e-mail (what is not text neither) is invalidEmail */
  email: deferred(textOrEmpty.transform(normalizeEmail).refine(isEmail, { error: 'invalidEmail' })),
  /** the language of the mail: the client's */
  locale: mailLocale,
});

export type SignInCodeRequest = z.output<typeof signInCodeRequest>;
