// A support ticket as its reporter submits it (admin spec §3, §5; learner spec
// §3, §5): subject, description and type are required, each with the spec's
// message; a contact e-mail is optional, for anyone (the spec's form has none:
// a ticket without one is kept, and shown as one nobody can be written to).
// Shared by the server
// (which refuses) and the report screen (which shows the problem under its
// field). docs/decisions/tickets.md.
import { isEmail, MAX_EMAIL_LENGTH, normalizeEmail } from '../validation/email.ts';

export const TICKET_TYPES = ['bug', 'feature'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

/** The statuses as the legacy API spells them (admin spec §4); GraphQL uses the enum's names. */
export const TICKET_STATUSES = ['new', 'accepted', 'rejected', 'in progress', 'completed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_LOCALES = ['ar', 'en'] as const;
export type TicketLocale = (typeof TICKET_LOCALES)[number];

export const TICKET_LIMITS = { subject: 200, description: 5_000 } as const;

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

export interface ValidTicket {
  subject: string;
  description: string;
  type: TicketType;
  /** normalised; null when none was given */
  email: string | null;
  locale: TicketLocale;
}

export type TicketCheck = { ok: true; ticket: ValidTicket } | { ok: false; problem: TicketProblem; field: keyof TicketDraft };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : null);

/** The first problem in the form's order (subject, description, type, e-mail, then the language), or the cleaned ticket. */
export function checkTicket(draft: TicketDraft): TicketCheck {
  const subject = text(draft.subject);
  if (subject === null || subject.length > TICKET_LIMITS.subject) return { ok: false, problem: 'invalid_data_entry', field: 'subject' };
  if (!subject) return { ok: false, problem: 'subjectRequired', field: 'subject' };
  const description = text(draft.description);
  if (description === null || description.length > TICKET_LIMITS.description) return { ok: false, problem: 'invalid_data_entry', field: 'description' };
  if (!description) return { ok: false, problem: 'descriptionRequired', field: 'description' };
  const type = text(draft.type);
  if (type === null) return { ok: false, problem: 'invalid_data_entry', field: 'type' };
  if (!type) return { ok: false, problem: 'typeRequired', field: 'type' };
  if (!(TICKET_TYPES as readonly string[]).includes(type)) return { ok: false, problem: 'invalid_data_entry', field: 'type' };
  const rawEmail = text(draft.email);
  if (rawEmail === null) return { ok: false, problem: 'invalidEmail', field: 'email' };
  const email = rawEmail ? normalizeEmail(rawEmail) : null;
  if (email && (email.length > MAX_EMAIL_LENGTH || !isEmail(email))) return { ok: false, problem: 'invalidEmail', field: 'email' };
  // The client sends its language; anything but a language of the app is refused, not guessed.
  const locale = draft.locale === undefined || draft.locale === null || draft.locale === '' ? 'ar' : draft.locale;
  if (!(TICKET_LOCALES as readonly unknown[]).includes(locale)) return { ok: false, problem: 'invalid_data_entry', field: 'locale' };
  return { ok: true, ticket: { subject, description, type: type as TicketType, email, locale: locale as TicketLocale } };
}

/** A stored ticket's language, or Arabic (the default language) for anything else. */
export function ticketLocale(value: unknown): TicketLocale {
  return value === 'en' ? 'en' : 'ar';
}
