// A support ticket from anyone: a signed-in learner or administrator (the
// reporter is recorded, their e-mail kept for status mails) or an anonymous
// visitor, with a contact e-mail or without (the spec's form sends none). Counted per address; every platform
// admin is told at once (notification kind ticketNew). docs/decisions/tickets.md.
import type { ValidTicket } from '../../../domain/tickets/ticketInputs.ts';
import { isLearner, isSignedInPerson } from '../../auth/scopes.ts';
import type { RequestContext } from '../../context.ts';
import type { Ticket } from '../../db/generated/client.ts';
import { addNotification } from '../notifications/notifications.ts';

export const TICKET_NOTIFICATION_KIND = 'ticketNew';

interface Reporter {
  learnerId: string | null;
  identityId: string | null;
  email: string | null;
}

async function reporterOf(ctx: RequestContext): Promise<Reporter> {
  const { viewer } = ctx;
  if (isLearner(viewer)) {
    const learner = await ctx.prisma.learner.findUnique({ where: { id: viewer.learnerId }, select: { email: true } });
    return { learnerId: viewer.learnerId, identityId: null, email: learner?.email ?? null };
  }
  // an administrator's own session; an API token is nobody's report
  if (isSignedInPerson(viewer)) {
    const identity = await ctx.prisma.adminIdentity.findUnique({ where: { id: viewer.identityId }, select: { email: true } });
    return { learnerId: null, identityId: viewer.identityId, email: identity?.email ?? null };
  }
  return { learnerId: null, identityId: null, email: null };
}

/** A ticket checked at the edge (ticketSubmission); its `locale`, the interface language, is the language of the status mails. */
export async function submitTicket(ctx: RequestContext, ticket: ValidTicket): Promise<Ticket> {
  const reporter = await reporterOf(ctx);
  // counted after the edge's checks: a form sent with a missing field is not a ticket
  await ctx.limits?.ticket();
  const { subject, description, type, email, locale } = ticket;
  const created = await ctx.prisma.ticket.create({
    data: {
      organizationId: ctx.organization?.id ?? null,
      subject,
      description,
      type,
      // the signed-in reporter's own address first: it is where they are known
      reporterEmail: reporter.email ?? email,
      learnerId: reporter.learnerId,
      identityId: reporter.identityId,
      locale,
    },
  });
  await notifyPlatformAdmins(ctx, created);
  return created;
}

async function notifyPlatformAdmins(ctx: RequestContext, ticket: Ticket): Promise<void> {
  if (!ctx.pubsub) return;
  const pubsub = ctx.pubsub;
  const admins = await ctx.prisma.adminIdentity.findMany({ where: { role: 'PLATFORM_ADMIN' }, select: { id: true } });
  await Promise.all(
    admins.map((admin) => addNotification(ctx.prisma, pubsub, { identityId: admin.id, kind: TICKET_NOTIFICATION_KIND, url: `/TicketsManagement?ticket=${ticket.id}` })),
  );
}
