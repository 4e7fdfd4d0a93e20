// The status mail's words in both languages (the reporter's, Ticket.locale).
import type { TicketLocale } from '../../../domain/tickets/ticketRules.ts';
import type { TicketStatus } from '../../db/generated/client.ts';

interface StatusMailTexts {
  subject: string;
  /** the lines of the message, around the ticket's subject and its new status */
  intro: string;
  ticketLine: string;
  statusLine: string;
  closing: string;
  statuses: Record<TicketStatus, string>;
}

export const ticketStatusMailTexts: Record<TicketLocale, StatusMailTexts> = {
  ar: {
    subject: 'تحديث حالة تذكرتك',
    intro: 'مرحبًا،',
    ticketLine: 'تذكرتك: {{subject}}',
    statusLine: 'حالتها الآن: {{status}}',
    closing: 'شكرًا لتواصلك معنا.',
    statuses: { new: 'جديدة', accepted: 'مقبولة', rejected: 'مرفوضة', in_progress: 'قيد التنفيذ', completed: 'مكتملة' },
  },
  en: {
    subject: 'Your ticket was updated',
    intro: 'Hello,',
    ticketLine: 'Your ticket: {{subject}}',
    statusLine: 'Its status is now: {{status}}',
    closing: 'Thank you for contacting us.',
    statuses: { new: 'New', accepted: 'Accepted', rejected: 'Rejected', in_progress: 'In progress', completed: 'Completed' },
  },
};
