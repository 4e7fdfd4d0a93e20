// The words of the sign-in code mail, in the language the entry screen was
// shown in when the code was asked for: Arabic by default.
import type { MailLocale } from '../passwords/resetMailTexts.ts';

export interface SignInCodeMailWords {
  subject: (organization: string) => string;
  intro: (organization: string) => string;
  expiry: (minutes: number) => string;
  ignore: string;
}

export const signInCodeMailTexts: Record<MailLocale, SignInCodeMailWords> = {
  ar: {
    subject: (organization) => `رمز الدخول إلى ${organization}`,
    intro: (organization) => `رمز الدخول إلى ${organization} هو:`,
    expiry: (minutes) => `يعمل الرمز مرة واحدة خلال ${minutes} دقائق.`,
    ignore: 'إن لم تطلب هذا الرمز فتجاهل هذه الرسالة.',
  },
  en: {
    subject: (organization) => `Your sign-in code for ${organization}`,
    intro: (organization) => `Your code to sign in to ${organization} is:`,
    expiry: (minutes) => `The code works once, within ${minutes} minutes.`,
    ignore: 'If you did not ask for this code, ignore this message.',
  },
};
