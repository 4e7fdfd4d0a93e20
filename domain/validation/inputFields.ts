// Field schemas several areas' inputs share (domain/<area>/<area>Inputs.ts).
// They give a field its type without refusing it: where the hand-written
// checks refused a field only after a rule that reads the database (is
// verified sign-in on? is this the learner's own e-mail?), the schema must not
// answer first, so the value is typed here and the rule still refuses it in
// its place.
import { z } from 'zod';

/** Text as sent; anything else (absent, null, a number) is the empty text, which the rule after it refuses in its own words. */
export const textOrEmpty = z.string().catch('');

/** The language of a mail: en when asked for, else ar (the platform's default); anything else is not refused. */
export const mailLocale = z.enum(['ar', 'en']).catch('ar');
