// The Arabic texts the app starts with: the shell's and the learner areas'
// (own data and settings, consent, offline media, the course assistant,
// verified sign-in codes, the maintenance, about and chunk-failure pages),
// one top-level key per area. A chunk of its own, loaded only when Arabic is
// the language (../index.ts); the admin texts come with the admin bundle.
import main from '../ar.json';
import assistant from '../assistant/ar.json';
import consent from '../consent/ar.json';
import offline from '../offline/ar.json';
import privacy from '../privacy/ar.json';
import shellPages from '../shellPages/ar.json';
import signInCode from '../signInCode/ar.json';

export default { ...main, privacy, consent, offline, assistant, signInCode, shellPages };
