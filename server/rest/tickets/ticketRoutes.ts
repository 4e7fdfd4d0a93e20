// Support tickets: user/submitTicket (anyone), admin/getTickets and
// admin/updateTicket (platform admin). Tickets answer in the legacy shape
// (_id, status spelt 'in progress'); docs/decisions/tickets.md, "Calls".
import type { Ticket } from '../../db/generated/client.ts';
import { submitTicket } from '../../services/tickets/submitTicket.ts';
import { isAnonymousTicket, legacyOfStatus, listTickets, updateTicketStatus } from '../../services/tickets/ticketTriage.ts';
import { ticketListQuery, ticketStatusChange, ticketSubmission } from '../../../domain/tickets/ticketInputs.ts';
import { route, type Route } from '../route.ts';

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

export const userRoutes: Record<string, Route> = {
  submitTicket: route({
    access: 'public',
    body: ticketSubmission,
    handle: async (ctx, submission) => {
      const ticket = await submitTicket(ctx, submission);
      return { _id: ticket.id, status: legacyOfStatus(ticket.status) };
    },
  }),
};

export const adminRoutes: Record<string, Route> = {
  getTickets: route({
    access: 'PLATFORM_ADMIN',
    body: ticketListQuery,
    handle: async (ctx, { status, skip, limit }) => (await listTickets(ctx, { status, skip, take: limit })).map(legacyTicket),
  }),
  updateTicket: route({
    access: 'PLATFORM_ADMIN',
    body: ticketStatusChange,
    handle: async (ctx, { ticketId, fields }) => legacyTicket(await updateTicketStatus(ctx, { ticketId, status: fields.status })),
  }),
};
