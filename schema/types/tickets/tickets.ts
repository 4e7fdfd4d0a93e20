// Support tickets: anyone submits one (submitTicket); a signed-in reporter
// lists their own (myTickets); the platform admin lists them all, newest
// first, and sets a status (tickets, updateTicketStatus). The rules live in
// server/services/tickets/ (docs/decisions/tickets.md).
import type { Ticket } from '../../../server/db/generated/client.ts';
import { submitTicket } from '../../../server/services/tickets/submitTicket.ts';
import { AppError } from '../../../server/errors.ts';
import {
  isAnonymousTicket,
  mayReadTicket,
  reporterTicket,
  reporterTicketsWhere,
  ticketOrder,
  ticketsWhere,
  updateTicketStatus,
  viewerAsReporter,
} from '../../../server/services/tickets/ticketTriage.ts';
import { builder } from '../../builder.ts';
import { ticketSubmission } from '../../../domain/tickets/ticketInputs.ts';

export const TicketStatusEnum = builder.enumType('TicketStatus', {
  values: {
    NEW: { value: 'new' },
    ACCEPTED: { value: 'accepted' },
    REJECTED: { value: 'rejected' },
    IN_PROGRESS: { value: 'in_progress' },
    COMPLETED: { value: 'completed' },
  } as const,
});

export const TicketTypeEnum = builder.enumType('TicketType', {
  values: { BUG: { value: 'bug' }, FEATURE: { value: 'feature' } } as const,
});

export const TicketRef = builder.prismaNode('Ticket', {
  id: { field: 'id' },
  authScopes: (ticket, ctx) => mayReadTicket(ctx, ticket),
  fields: (t) => ({
    subject: t.exposeString('subject'),
    description: t.exposeString('description'),
    type: t.expose('type', { type: TicketTypeEnum }),
    status: t.expose('status', { type: TicketStatusEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    anonymous: t.boolean({
      description: 'reported by nobody signed in (the spec\'s form sends no token); with no reporterEmail too, nobody can be told what became of it',
      resolve: (ticket) => isAnonymousTicket(ticket),
    }),
    reporterEmail: t.exposeString('reporterEmail', {
      nullable: true,
      description: 'where status mails go; platform admin only',
      authScopes: { platformAdmin: true },
    }),
  }),
});

builder.queryFields((t) => ({
  tickets: t.prismaConnection({
    type: 'Ticket',
    cursor: 'id',
    description: 'Every ticket, newest first, optionally of one status. Platform admin only.',
    authScopes: { platformAdmin: true },
    args: { status: t.arg({ type: TicketStatusEnum, required: false }) },
    resolve: (query, _root, args, ctx) => ctx.prisma.ticket.findMany({ ...query, where: ticketsWhere(args.status ?? null), orderBy: ticketOrder }),
  }),
  myTickets: t.prismaConnection({
    type: 'Ticket',
    cursor: 'id',
    description: "The signed-in learner's or administrator's own tickets, newest first.",
    authScopes: { learner: true, accountOwner: true, orgHolder: true, platformAdmin: true },
    resolve: (query, _root, _args, ctx) => ctx.prisma.ticket.findMany({ ...query, where: reporterTicketsWhere(ctx) ?? { id: '' }, orderBy: ticketOrder }),
  }),
}));

// checked at the edge by the same schema as user/submitTicket: the resolver takes the cleaned ticket
const SubmitTicketInput = builder.inputType('SubmitTicketInput', {
  fields: (f) => ({
    subject: f.string({ description: 'required (subjectRequired), at most 200 characters' }),
    description: f.string({ description: 'required (descriptionRequired), at most 5000 characters' }),
    type: f.field({ type: TicketTypeEnum, description: 'required (typeRequired)' }),
    email: f.string({ description: 'a contact e-mail, optional; without one (and not signed in) nobody can be told what became of the ticket' }),
    locale: f.string({ description: "the reporter's language, ar or en (default ar): status mails are written in it" }),
  }),
}).validate(ticketSubmission);

const SubmittedTicketRef = builder.objectRef<Ticket>('SubmittedTicket').implement({
  description: 'A ticket just submitted: its id, and the ticket itself when the reporter is signed in (and may read it).',
  fields: (t) => ({
    ticketId: t.globalID({ resolve: (ticket) => ({ type: 'Ticket', id: ticket.id }) }),
    ticket: t.prismaField({
      type: 'Ticket',
      nullable: true,
      resolve: (query, ticket, _args, ctx) => (mayReadTicket(ctx, ticket) ? ctx.prisma.ticket.findUnique({ ...query, where: { id: ticket.id } }) : null),
    }),
  }),
});

const UpdateTicketStatusInput = builder.inputType('UpdateTicketStatusInput', {
  fields: (f) => ({
    ticketId: f.globalID({ required: true, for: TicketRef }),
    status: f.field({ type: TicketStatusEnum, required: true }),
  }),
});

builder.mutationFields((t) => ({
  submitTicket: t.field({
    type: SubmittedTicketRef,
    description: 'A bug report or feature request from anyone; rate-limited per address. The platform admins are notified (ticketNew).',
    authScopes: { public: true },
    errors: {},
    args: { input: t.arg({ type: SubmitTicketInput, required: true }) },
    resolve: (_root, { input }, ctx) => submitTicket(ctx, input),
  }),
  updateTicketStatus: t.prismaField({
    type: 'Ticket',
    description: 'Any status may be set; a change mails a reporter who left an e-mail. The same status again changes nothing.',
    authScopes: { platformAdmin: true },
    errors: {},
    args: { input: t.arg({ type: UpdateTicketStatusInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const ticket = await updateTicketStatus(ctx, { ticketId: input.ticketId.id, status: input.status });
      return ctx.prisma.ticket.findUniqueOrThrow({ ...query, where: { id: ticket.id } });
    },
  }),
}));

builder.subscriptionField('myTicketChanged', (t) =>
  t.field({
    type: TicketRef,
    nullable: true,
    description: "Each of the signed-in reporter's own tickets whose status changed, as it changes (myTickets stays current).",
    subscribe: (_root, _args, ctx) => {
      const reporter = viewerAsReporter(ctx);
      if (!ctx.pubsub) throw new AppError('serverBusy');
      return ctx.pubsub.subscribe('ticketChanged', reporter);
    },
    resolve: (payload: { ticketId: string }, _args, ctx) => reporterTicket(ctx, payload.ticketId),
  }),
);
