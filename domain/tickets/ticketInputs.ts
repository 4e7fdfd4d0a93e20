// What the tickets' calls take, as schemas: the one check of a submitted
// ticket, a status change and the triage list. The REST paths and the GraphQL
// mutations parse with these at the edge (server/inputs.ts); the report form
// shows the same problems under its fields (checkTicket). Each refusal's
// message is its code in the catalogue; fields are listed in the order the
// form checks them, so the first issue is the one the form shows.
import { z } from 'zod';
import { isEmail, MAX_EMAIL_LENGTH, normalizeEmail } from '../validation/email.ts';
import { TICKET_LIMITS, TICKET_LOCALES, TICKET_STATUSES, TICKET_TYPES } from './ticketRules.ts';

/** Absent (undefined or null) is the empty text; what is not text is refused by the schema after it. */
const absentAsEmpty = (value: unknown) => (value === undefined || value === null ? '' : value);

/** A trimmed text of at most `max` characters that must not be empty (`required`: the form's message). */
const requiredText = (max: number, required: 'subjectRequired' | 'descriptionRequired') =>
  z.preprocess(absentAsEmpty, z.string({ error: 'invalid_data_entry' }).trim().max(max, { error: 'invalid_data_entry' }).min(1, { error: required }));

/** A submitted ticket: subject, description and type required; a contact e-mail and the reporter's language optional. */
export const ticketSubmission = z.object({
  subject: requiredText(TICKET_LIMITS.subject, 'subjectRequired'),
  description: requiredText(TICKET_LIMITS.description, 'descriptionRequired'),
  type: z.preprocess(
    absentAsEmpty,
    z.string({ error: 'invalid_data_entry' }).trim().min(1, { error: 'typeRequired' }).pipe(z.enum(TICKET_TYPES, { error: 'invalid_data_entry' })),
  ),
  // optional: without one (and not signed in) nobody can be told what became of the ticket
  email: z.preprocess(
    absentAsEmpty,
    z
      .string({ error: 'invalidEmail' })
      .transform((raw) => (raw.trim() ? normalizeEmail(raw) : null))
      .refine((email) => email === null || (email.length <= MAX_EMAIL_LENGTH && isEmail(email)), { error: 'invalidEmail' }),
  ),
  // the client sends its language; anything but a language of the app is refused, not guessed
  locale: z.preprocess((value) => (value === undefined || value === null || value === '' ? 'ar' : value), z.enum(TICKET_LOCALES, { error: 'invalid_data_entry' })),
});

export type ValidTicket = z.output<typeof ticketSubmission>;

/** A legacy status word ('in progress' with its space), as the database spells it. */
const legacyStatus = z.enum(TICKET_STATUSES, { error: 'invalid_data_entry' }).transform((status) => (status === 'in progress' ? 'in_progress' : status));

/** admin/getTickets: an optional status ('all' or none: every ticket), then skip and limit (at most 200; 0 or none: 50). */
export const ticketListQuery = z.object({
  status: z.preprocess((value) => (value === undefined || value === null || value === '' || value === 'all' ? null : value), legacyStatus.nullable()),
  skip: z.number({ error: 'invalid_data_entry' }).int({ error: 'invalid_data_entry' }).min(0).max(1_000_000_000).nullish().transform((skip) => skip ?? 0),
  limit: z.number({ error: 'invalid_data_entry' }).int({ error: 'invalid_data_entry' }).min(0).max(200).nullish().transform((limit) => limit || 50),
});

/** admin/updateTicket: the new status first (a wrong one is refused before the ticket is looked for), then the ticket. */
export const ticketStatusChange = z.object({
  fields: z.object({ status: legacyStatus }),
  ticketId: z.string({ error: 'notFound' }).min(1, { error: 'notFound' }).max(100, { error: 'notFound' }),
});

/** The problem codes of a ticket's fields; each is an error code of the catalogue. */
export type TicketProblem = 'subjectRequired' | 'descriptionRequired' | 'typeRequired' | 'invalidEmail' | 'invalid_data_entry';

export interface TicketDraft {
  subject?: unknown;
  description?: unknown;
  type?: unknown;
  /** the contact e-mail; optional (without one, an anonymous reporter cannot be told what became of the ticket) */
  email?: unknown;
  /** the reporter's language: ar or en, ar when absent */
  locale?: unknown;
}

export type TicketCheck = { ok: true; ticket: ValidTicket } | { ok: false; problem: TicketProblem; field: keyof TicketDraft };

/** The first problem in the form's order (subject, description, type, e-mail, then the language), or the cleaned ticket. */
export function checkTicket(draft: TicketDraft): TicketCheck {
  const checked = ticketSubmission.safeParse(draft);
  if (checked.success) return { ok: true, ticket: checked.data };
  const [issue] = checked.error.issues;
  return { ok: false, problem: issue.message as TicketProblem, field: (issue.path[0] ?? 'subject') as keyof TicketDraft };
}
