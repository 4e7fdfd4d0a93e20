// The step-up code mail (template 'stepUpCode'). As with the sign-in code
// mail, the job carries the organisation, the e-mail, the action and the
// language, never the code: the code is issued when the message is sent, for
// that action only. Sent on every organisation, verified sign-in on or off.
import { z } from 'zod';
import type { Prisma } from '../../db/generated/client.ts';
import type { JobContext } from '../../jobs/jobTypes.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { SIGN_IN_CODE_MINUTES } from '../../../domain/signInCodes/signInCode.ts';
import { mailLocale } from '../../../domain/validation/inputFields.ts';
import { issueSignInCode } from '../signInCodes/signInCodes.ts';
import { STEP_UP_ACTIONS } from './stepUpCodes.ts';
import { stepUpCodeMailTexts } from './stepUpCodeMailTexts.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** What requestStepUpCode queued; a job of any other shape sends nothing. */
const stepUpCodeMailParams = z.object({ organizationId: z.string(), email: z.string(), action: z.enum(STEP_UP_ACTIONS), locale: mailLocale });

export async function stepUpCodeMail(ctx: Pick<JobContext, 'prisma' | 'config'>, params: Prisma.JsonObject): Promise<MailMessage | null> {
  const parsed = stepUpCodeMailParams.safeParse(params);
  if (!parsed.success) return null;
  const { organizationId, email, action, locale } = parsed.data;
  const organization = await ctx.prisma.organization.findUnique({ where: { id: organizationId } });
  // an erased learner's address is gone: nothing to prove any more
  const learner = await ctx.prisma.learner.findUnique({ where: { organizationId_email: { organizationId, email } }, select: { id: true } });
  if (!organization || !learner) return null;
  const words = stepUpCodeMailTexts[locale];
  const name = organization.name || organization.alias;
  const { code } = await issueSignInCode(ctx, organizationId, email, new Date(), action);
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const intro = words.intro[action](name);
  const text = [intro, '', code, '', words.expiry(SIGN_IN_CODE_MINUTES), words.ignore, ''].join('\n');
  const html =
    `<!doctype html><html lang="${locale}" dir="${dir}"><body dir="${dir}">` +
    `<p>${escapeHtml(intro)}</p>` +
    `<p dir="ltr" style="font-size:28px;letter-spacing:6px"><strong>${code}</strong></p>` +
    `<p>${escapeHtml(words.expiry(SIGN_IN_CODE_MINUTES))}</p><p>${escapeHtml(words.ignore)}</p></body></html>`;
  return { to: email, subject: words.subject[action](name), text, html };
}
