// Support tickets: user/submitTicket (anyone), admin/getTickets and
// admin/updateTicket (platform admin). Tickets answer in the legacy shape
// (_id, status spelt 'in progress'); docs/decisions/tickets.md, "Calls".
import type { Ticket } from '../../db/generated/client.ts';
import { AppError } from '../../errors.ts';
import { submitTicket } from '../../services/tickets/submitTicket.ts';
import { isAnonymousTicket, legacyOfStatus, listTickets, parseLegacyStatus, updateTicketStatus } from '../../services/tickets/ticketTriage.ts';
import type { Route } from '../route.ts';

/** A page of admin/getTickets at most. */
const MAX_PAGE = 200;

function legacyTicket(ticket: Ticket) {
  return {
    _id: ticket.id,
    subject: ticket.subject,
    description: ticket.description,
    type: ticket.type,
    status: legacyOfStatus(ticket.status),
    reporterEmail: ticket.reporterEmail,
    // nobody signed in reported it (the spec's form sends no token, and often no e-mail)
    anonymous: isAnonymousTicket(ticket),
    createdAt: ticket.createdAt,
  };
}

function wholeNumber(value: unknown, field: string, fallback: number, max: number): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0 || value > max) throw new AppError('invalid_data_entry', { field });
  return value;
}

export const ticketUserRoutes: Record<string, Route> = {
  submitTicket: {
    access: 'public',
    handle: async (ctx, body) => {
      const ticket = await submitTicket(ctx, { subject: body.subject, description: body.description, type: body.type, email: body.email, locale: body.locale });
      return { _id: ticket.id, status: legacyOfStatus(ticket.status) };
    },
  },
};

export const ticketAdminRoutes: Record<string, Route> = {
  getTickets: {
    access: 'PLATFORM_ADMIN',
    handle: async (ctx, body) => {
      const status = parseLegacyStatus(body.status);
      const skip = wholeNumber(body.skip, 'skip', 0, 1_000_000_000);
      const take = wholeNumber(body.limit, 'limit', 50, MAX_PAGE) || 50;
      return (await listTickets(ctx, { status, skip, take })).map(legacyTicket);
    },
  },
  updateTicket: {
    access: 'PLATFORM_ADMIN',
    handle: async (ctx, body) => {
      const fields = body.fields;
      if (!fields || typeof fields !== 'object' || Array.isArray(fields)) throw new AppError('invalid_data_entry', { field: 'fields' });
      const status = parseLegacyStatus((fields as Record<string, unknown>).status, 'status');
      if (!status) throw new AppError('invalid_data_entry', { field: 'status' });
      return legacyTicket(await updateTicketStatus(ctx, { ticketId: body.ticketId, status }));
    },
  },
};
