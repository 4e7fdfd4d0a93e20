// `npm run generate:sign-in-texts`: writes client/src/i18n/signIn/<language>.json,
// the texts of the learner sign-in screen's first visit (firstScreen/), picked
// from the app's texts (i18n/entry/<language>.ts) by the keys below. The
// screen shows before the app and its 11 KiB of texts load; the app's texts
// follow when it starts. CI regenerates these files and fails on a difference.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REGISTRATION_ERROR_CODES } from '../../domain/validation/index.ts';
import ar from '../src/i18n/entry/ar.ts';
import en from '../src/i18n/entry/en.ts';

/**
 * The errors the sign-in screen's operations answer (server/services/learner/learners.ts,
 * registration.ts, signInCodes/, consent/), the registration rules' and those
 * of any request; the screen shows another code as the generic message
 * (i18n/errorTextKeys.ts).
 */
const SIGN_IN_ERRORS = [
  ...REGISTRATION_ERROR_CODES,
  'invalid_data_entry',
  'userNotFound',
  'userAlreadyRegistered',
  'registrationClosed',
  'signInCodeWrong',
  'signInCodeExpired',
  'signInCodeUsed',
  'signInCodeAttempts',
  'signInCodeRequired',
  'signInCodeNotNeeded',
  'invalidConsent',
  'forbidden',
  'unauthenticated',
  'notFound',
  'tooManyRequests',
  'maintenance',
  'unknown',
];

/** What the sign-in screen, its toolbar, footer and cookie banner, the code step and the registration form read. */
export const SIGN_IN_KEYS = [
  'app',
  'language',
  'learnerEntry',
  ...SIGN_IN_ERRORS.map((code) => `errors.${code}`),
  'signInCode',
  'consent',
  'shell.footer',
  'legal.privacy.title',
  'legal.terms.title',
  'shellPages.about.link',
];

type Texts = Record<string, unknown>;

function pick(texts: Texts, keys: string[]): Texts {
  const picked: Texts = {};
  for (const key of keys) {
    const path = key.split('.');
    let from: unknown = texts;
    for (const part of path) from = (from as Texts | undefined)?.[part];
    if (from === undefined) throw new Error(`no text under ${key}`);
    let into = picked;
    for (const part of path.slice(0, -1)) into = (into[part] ??= {}) as Texts;
    into[path.at(-1)!] = from;
  }
  return picked;
}

for (const [language, texts] of Object.entries({ ar, en })) {
  writeFileSync(join(import.meta.dirname, '..', 'src', 'i18n', 'signIn', `${language}.json`), `${JSON.stringify(pick(texts, SIGN_IN_KEYS), null, 2)}\n`);
}
