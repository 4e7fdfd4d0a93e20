// The texts of the learner areas added with issue 15, one top-level key each:
// own data and settings (privacy), cookie and policy consent (consent), offline
// media (offline), the course assistant (assistant), verified sign-in codes
// (signInCode), and the maintenance, about and chunk-failure pages (shellPages).
// They are part of the entry texts (index.ts), as the learner screens are.
import assistantAr from './assistant/ar.json';
import assistantEn from './assistant/en.json';
import consentAr from './consent/ar.json';
import consentEn from './consent/en.json';
import offlineAr from './offline/ar.json';
import offlineEn from './offline/en.json';
import privacyAr from './privacy/ar.json';
import privacyEn from './privacy/en.json';
import shellPagesAr from './shellPages/ar.json';
import shellPagesEn from './shellPages/en.json';
import signInCodeAr from './signInCode/ar.json';
import signInCodeEn from './signInCode/en.json';

export const learnerTexts = {
  ar: { privacy: privacyAr, consent: consentAr, offline: offlineAr, assistant: assistantAr, signInCode: signInCodeAr, shellPages: shellPagesAr },
  en: { privacy: privacyEn, consent: consentEn, offline: offlineEn, assistant: assistantEn, signInCode: signInCodeEn, shellPages: shellPagesEn },
};
