// The words of the step-up code mail, in the language of the settings page the
// code was asked from: Arabic by default. One subject and purpose line per action.
import type { MailLocale } from '../passwords/resetMailTexts.ts';
import type { StepUpAction } from './stepUpCodes.ts';

export interface StepUpCodeMailWords {
  subject: Record<StepUpAction, (organization: string) => string>;
  intro: Record<StepUpAction, (organization: string) => string>;
  expiry: (minutes: number) => string;
  ignore: string;
}

export const stepUpCodeMailTexts: Record<MailLocale, StepUpCodeMailWords> = {
  ar: {
    subject: {
      exportData: (organization) => `رمز تنزيل بياناتك من ${organization}`,
      deleteAccount: (organization) => `رمز حذف حسابك في ${organization}`,
    },
    intro: {
      exportData: (organization) => `لتنزيل بياناتك من ${organization} اكتب هذا الرمز:`,
      deleteAccount: (organization) => `لحذف حسابك في ${organization} اكتب هذا الرمز:`,
    },
    expiry: (minutes) => `يعمل الرمز مرة واحدة خلال ${minutes} دقائق، ولهذا الإجراء وحده.`,
    ignore: 'إن لم تطلب هذا الرمز فلا تعطه لأحد، ويبقى حسابك كما هو.',
  },
  en: {
    subject: {
      exportData: (organization) => `Your code to download your data from ${organization}`,
      deleteAccount: (organization) => `Your code to delete your account at ${organization}`,
    },
    intro: {
      exportData: (organization) => `To download your data from ${organization}, type this code:`,
      deleteAccount: (organization) => `To delete your account at ${organization}, type this code:`,
    },
    expiry: (minutes) => `The code works once, within ${minutes} minutes, for this action only.`,
    ignore: 'If you did not ask for this code, give it to nobody; your account stays as it is.',
  },
};
