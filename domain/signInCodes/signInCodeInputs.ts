// What a request for a sign-in code takes (user/requestSignInCode and the
// requestSignInCode mutation). The e-mail is typed here and checked by the
// service: an organisation without verified sign-in answers
// signInCodeNotNeeded before the address is looked at.
import { z } from 'zod';
import { mailLocale, textOrEmpty } from '../validation/inputFields.ts';
import { normalizeEmail } from '../validation/email.ts';

export const signInCodeRequest = z.object({
  email: textOrEmpty.transform(normalizeEmail),
  /** the language of the mail: the client's */
  locale: mailLocale,
});

export type SignInCodeRequest = z.output<typeof signInCodeRequest>;
