// A support ticket as its reporter submits it (admin spec §3, §5; learner spec
// §3, §5): subject, description and type are required, each with the spec's
// message; a contact e-mail is optional, for anyone (the spec's form has none:
// a ticket without one is kept, and shown as one nobody can be written to).
// Shared by the server
// (which refuses) and the report screen (which shows the problem under its
// field). docs/decisions/tickets.md.

export const TICKET_TYPES = ['bug', 'feature'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

/** The statuses as the legacy API spells them (admin spec §4); GraphQL uses the enum's names. */
export const TICKET_STATUSES = ['new', 'accepted', 'rejected', 'in progress', 'completed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_LOCALES = ['ar', 'en'] as const;
export type TicketLocale = (typeof TICKET_LOCALES)[number];

export const TICKET_LIMITS = { subject: 200, description: 5_000 } as const;

/** A stored ticket's language, or Arabic (the default language) for anything else. */
export function ticketLocale(value: unknown): TicketLocale {
  return value === 'en' ? 'en' : 'ar';
}
