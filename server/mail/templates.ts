// Every kind of mail the platform sends, by name. A template reads what it
// needs when the job runs and answers the message, or null when there is no
// longer anything to send. Each feature keeps its template (and its ar and en
// texts) in its own area and adds one line here.
import type { Prisma } from '../db/generated/client.ts';
import type { JobContext } from '../jobs/jobTypes.ts';
import { ticketStatusMail } from '../services/tickets/ticketStatusMail.ts';
import type { MailMessage } from './mailer.ts';
import { passwordResetMail } from '../services/passwords/resetMail.ts';
import { signInCodeMail } from '../services/signInCodes/signInCodeMail.ts';
import { stepUpCodeMail } from '../services/stepUp/stepUpCodeMail.ts';

export type MailTemplate = (ctx: JobContext, params: Prisma.JsonObject) => Promise<MailMessage | null>;

export const mailTemplates: Record<string, MailTemplate> = {
  passwordReset: passwordResetMail,
  ticketStatus: ticketStatusMail,
  signInCode: signInCodeMail,
  stepUpCode: stepUpCodeMail,
};
