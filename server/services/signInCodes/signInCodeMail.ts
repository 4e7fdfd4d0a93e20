// The sign-in code mail (template 'signInCode'). The job carries the
// organisation, the e-mail and the language, never the code: the code is
// issued here, when the message is sent, so the job's row holds no secret and
// the code table only its hash. A retried send issues a new code (the earlier
// one, never delivered, stops working). Nothing is sent once the organisation
// no longer asks for codes.
import { z } from 'zod';
import type { Prisma } from '../../db/generated/client.ts';
import type { JobContext } from '../../jobs/jobTypes.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { SIGN_IN_CODE_MINUTES } from '../../../domain/signInCodes/signInCode.ts';
import { mailLocale } from '../../../domain/validation/inputFields.ts';
import { issueSignInCode, needsSignInCode } from './signInCodes.ts';
import { signInCodeMailTexts } from './signInCodeMailTexts.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** What requestSignInCode queued; a job of any other shape sends nothing. */
const signInCodeMailParams = z.object({ organizationId: z.string(), email: z.string(), locale: mailLocale });

export async function signInCodeMail(ctx: Pick<JobContext, 'prisma' | 'config'>, params: Prisma.JsonObject): Promise<MailMessage | null> {
  const parsed = signInCodeMailParams.safeParse(params);
  if (!parsed.success) return null;
  const { organizationId, email, locale } = parsed.data;
  const organization = await ctx.prisma.organization.findUnique({ where: { id: organizationId } });
  if (!organization || !needsSignInCode(organization)) return null;
  const words = signInCodeMailTexts[locale];
  const name = organization.name || organization.alias;
  const { code } = await issueSignInCode(ctx, organizationId, email);
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const text = [words.intro(name), '', code, '', words.expiry(SIGN_IN_CODE_MINUTES), words.ignore, ''].join('\n');
  const html =
    `<!doctype html><html lang="${locale}" dir="${dir}"><body dir="${dir}">` +
    `<p>${escapeHtml(words.intro(name))}</p>` +
    `<p dir="ltr" style="font-size:28px;letter-spacing:6px"><strong>${code}</strong></p>` +
    `<p>${escapeHtml(words.expiry(SIGN_IN_CODE_MINUTES))}</p><p>${escapeHtml(words.ignore)}</p></body></html>`;
  return { to: email, subject: words.subject(name), text, html };
}
