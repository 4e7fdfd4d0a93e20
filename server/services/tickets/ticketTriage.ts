// The platform admin's triage: tickets newest first (optionally of one
// status) and a status change. Any status may follow any other (admin spec
// §4: the dialog offers every status); a change tells a reporter who left an
// e-mail by mail, in the language they reported in. Setting the same status
// again changes nothing and sends nothing. docs/decisions/tickets.md.
import type { TicketStatus as LegacyStatus } from '../../../domain/tickets/ticketRules.ts';
import type { RequestContext } from '../../context.ts';
import type { Prisma, Ticket, TicketStatus } from '../../db/generated/client.ts';
import { queueMail } from '../../mail/mailJob.ts';
import { hasRole, isAdmin, isLearner, isSignedInPerson, refusalFor } from '../../auth/scopes.ts';
import { AppError } from '../../errors.ts';
import { requirePlatformAdmin } from '../platform/platformAdmin.ts';

export const TICKET_STATUS_MAIL = 'ticketStatus';

/** The database's status of a legacy status word ('in progress' is in_progress). */
export const statusOfLegacy = (status: LegacyStatus): TicketStatus => (status === 'in progress' ? 'in_progress' : status);
export const legacyOfStatus = (status: TicketStatus): LegacyStatus => (status === 'in_progress' ? 'in progress' : status);

/** Reported by nobody signed in: neither a learner nor an administrator is recorded (its reporterEmail, if any, is what they typed). */
export const isAnonymousTicket = (ticket: Pick<Ticket, 'learnerId' | 'identityId'>): boolean => !ticket.learnerId && !ticket.identityId;

export const ticketOrder: Prisma.TicketOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

export const ticketsWhere = (status: TicketStatus | null): Prisma.TicketWhereInput => (status ? { status } : {});

/** A page of tickets, newest first (the legacy list: skip and limit). */
export async function listTickets(ctx: RequestContext, input: { status: TicketStatus | null; skip: number; take: number }): Promise<Ticket[]> {
  requirePlatformAdmin(ctx);
  return ctx.prisma.ticket.findMany({ where: ticketsWhere(input.status), orderBy: ticketOrder, skip: input.skip, take: input.take });
}

/** The ticket with its new status; a reporter with an e-mail is told by mail when the status changed. */
export async function updateTicketStatus(ctx: RequestContext, input: { ticketId: string; status: TicketStatus }): Promise<Ticket> {
  requirePlatformAdmin(ctx);
  const ticket = await ctx.prisma.ticket.findUnique({ where: { id: input.ticketId } });
  if (!ticket) throw new AppError('notFound', { field: 'ticketId' });
  if (ticket.status === input.status) return ticket;
  // only the row whose status is still the one read changes: two admins saving at once send one mail each change
  const { count } = await ctx.prisma.ticket.updateMany({ where: { id: ticket.id, status: ticket.status }, data: { status: input.status } });
  const updated = await ctx.prisma.ticket.findUniqueOrThrow({ where: { id: ticket.id } });
  if (count === 1 && updated.reporterEmail) {
    await queueMail(ctx, { template: TICKET_STATUS_MAIL, params: { ticketId: ticket.id, status: input.status } });
  }
  // the signed-in reporter's open list of tickets shows the new status at once (myTicketChanged)
  const reporter = reporterOfTicket(updated);
  if (count === 1 && reporter) ctx.pubsub?.publish('ticketChanged', reporter, { ticketId: ticket.id });
  return updated;
}

/** The pub/sub key of a ticket's signed-in reporter; null for an anonymous ticket. */
export function reporterOfTicket(ticket: Pick<Ticket, 'learnerId' | 'identityId'>): string | null {
  if (ticket.learnerId) return `learner:${ticket.learnerId}`;
  if (ticket.identityId) return `admin:${ticket.identityId}`;
  return null;
}

/** The pub/sub key of the signed-in viewer as a reporter; refused for anyone else (as myTickets lists nothing for them). */
export function viewerAsReporter(ctx: RequestContext): string {
  const { viewer } = ctx;
  if (!isSignedInPerson(viewer)) throw refusalFor(viewer);
  return isLearner(viewer) ? `learner:${viewer.learnerId}` : `admin:${viewer.identityId}`;
}

/** The signed-in reporter's own tickets (learner by learnerId, administrator by identityId), newest first. */
export function reporterTicketsWhere(ctx: RequestContext): Prisma.TicketWhereInput | null {
  const { viewer } = ctx;
  if (!isSignedInPerson(viewer)) return null;
  return isLearner(viewer) ? { learnerId: viewer.learnerId } : { identityId: viewer.identityId };
}

/** The platform admin reads every ticket; a signed-in reporter their own. */
export function mayReadTicket(ctx: RequestContext, ticket: Pick<Ticket, 'learnerId' | 'identityId'>): boolean {
  const { viewer } = ctx;
  if (isLearner(viewer)) return ticket.learnerId === viewer.learnerId;
  return hasRole(viewer, 'PLATFORM_ADMIN') || (isAdmin(viewer) && ticket.identityId === viewer.identityId);
}

/** One of the signed-in reporter's own tickets, read again for a live event: an event never shows someone else's ticket. */
export function reporterTicket(ctx: RequestContext, ticketId: string): Promise<Ticket | null> {
  return ctx.prisma.ticket.findFirst({ where: { AND: [{ id: ticketId }, reporterTicketsWhere(ctx) ?? { id: '' }] } });
}
