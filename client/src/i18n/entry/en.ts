// The English texts the app starts with: the shell's and the learner areas'
// (own data and settings, consent, offline media, the course assistant,
// verified sign-in codes, the maintenance, about and chunk-failure pages),
// one top-level key per area. A chunk of its own, loaded only when English is
// the language (../index.ts); the admin texts come with the admin bundle.
import main from '../en.json';
import assistant from '../assistant/en.json';
import consent from '../consent/en.json';
import offline from '../offline/en.json';
import privacy from '../privacy/en.json';
import shellPages from '../shellPages/en.json';
import signInCode from '../signInCode/en.json';

export default { ...main, privacy, consent, offline, assistant, signInCode, shellPages };
