// The words of the reset-password mail, in the language the sign-in screen was
// shown in when it was asked for ("forgot password"): Arabic by default.
export type MailLocale = 'ar' | 'en';

export interface ResetMailWords {
  subject: string;
  greeting: (username: string) => string;
  intro: string;
  action: string;
  expiry: (hours: number) => string;
  ignore: string;
}

export const resetMailTexts: Record<MailLocale, ResetMailWords> = {
  ar: {
    subject: 'إعادة تعيين كلمة المرور',
    greeting: (username) => `مرحبًا ${username}،`,
    intro: 'طُلبت إعادة تعيين كلمة المرور لحسابك. افتح الرابط التالي لاختيار كلمة مرور جديدة:',
    action: 'تعيين كلمة مرور جديدة',
    expiry: (hours) => `يعمل الرابط مرة واحدة خلال ${hours} ساعة.`,
    ignore: 'إن لم تطلب ذلك فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
  },
  en: {
    subject: 'Reset your password',
    greeting: (username) => `Hello ${username},`,
    intro: 'Someone asked to reset the password of your account. Open this link to choose a new password:',
    action: 'Set a new password',
    expiry: (hours) => `The link works once, within ${hours} hours.`,
    ignore: 'If you did not ask for this, ignore this message: your password stays as it is.',
  },
};
