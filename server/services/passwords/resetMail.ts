// The "forgot password" mail (template 'passwordReset'). The job carries the
// identity, the origin of the link and the language, never the token: the
// token is issued here, when the message is sent, so it is stored only as its
// hash. A retried send issues a new token (the earlier one, never delivered,
// stops working). Nothing is sent when the identity is gone or has no e-mail.
import { z } from 'zod';
import { mailLocale } from '../../../domain/validation/inputFields.ts';
import type { JobContext } from '../../jobs/jobTypes.ts';
import type { Prisma } from '../../db/generated/client.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { issueResetToken } from './resetLinks.ts';
import { resetMailTexts } from './resetMailTexts.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** What requestPasswordReset queued; a job of any other shape sends nothing. */
const passwordResetMailParams = z.object({ identityId: z.string(), origin: z.string(), locale: mailLocale });

export async function passwordResetMail(ctx: Pick<JobContext, 'prisma' | 'config'>, params: Prisma.JsonObject): Promise<MailMessage | null> {
  const parsed = passwordResetMailParams.safeParse(params);
  if (!parsed.success) return null;
  const { identityId, origin, locale } = parsed.data;
  const identity = await ctx.prisma.adminIdentity.findUnique({
    where: { id: identityId },
    select: { id: true, username: true, email: true, account: { select: { archivedAt: true } } },
  });
  if (!identity?.email || identity.account?.archivedAt) return null;
  const words = resetMailTexts[locale];
  const link = `${origin}${(await issueResetToken(ctx, identity)).path}`;
  const hours = ctx.config.passwordResetHours;
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const text = [words.greeting(identity.username), '', words.intro, link, '', words.expiry(hours), words.ignore, ''].join('\n');
  const html =
    `<!doctype html><html lang="${locale}" dir="${dir}"><body dir="${dir}">` +
    `<p>${escapeHtml(words.greeting(identity.username))}</p>` +
    `<p>${escapeHtml(words.intro)}</p>` +
    `<p><a href="${escapeHtml(link)}" dir="ltr">${escapeHtml(words.action)}</a></p>` +
    `<p dir="ltr">${escapeHtml(link)}</p>` +
    `<p>${escapeHtml(words.expiry(hours))}</p><p>${escapeHtml(words.ignore)}</p></body></html>`;
  return { to: identity.email, subject: words.subject, text, html };
}
