// Mail template "ticketStatus": composed when the job runs, from the ticket as
// it is then, in the language the reporter reported in. No message when the
// ticket or its e-mail is gone.
import { ticketLocale } from '../../../domain/tickets/ticketRules.ts';
import type { TicketStatus } from '../../db/generated/client.ts';
import type { MailTemplate } from '../../mail/templates.ts';
import { ticketStatusMailTexts } from './ticketMailTexts.ts';

const fill = (line: string, values: Record<string, string>) => line.replace(/\{\{(\w+)\}\}/g, (_match, key: string) => values[key] ?? '');

export const ticketStatusMail: MailTemplate = async (ctx, params) => {
  const ticketId = typeof params.ticketId === 'string' ? params.ticketId : '';
  const ticket = await ctx.prisma.ticket.findUnique({ where: { id: ticketId } });
  if (!ticket?.reporterEmail) return null;
  const texts = ticketStatusMailTexts[ticketLocale(ticket.locale)];
  // the status the admin set: a later change sends its own mail
  const status = (typeof params.status === 'string' && params.status in texts.statuses ? params.status : ticket.status) as TicketStatus;
  const values = { subject: ticket.subject, status: texts.statuses[status] };
  return {
    to: ticket.reporterEmail,
    subject: texts.subject,
    text: [texts.intro, '', fill(texts.ticketLine, values), fill(texts.statusLine, values), '', texts.closing].join('\n'),
  };
};
