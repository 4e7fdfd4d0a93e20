// "Forgot password?" on the administrators' sign-in screens: the username or
// e-mail and the screen's level name the identity; when it exists and has an
// e-mail, a mail with a reset link is queued (template 'passwordReset', which
// issues the token when it sends). The answer is the same in every case, and
// the requests are counted per address and per named login (rate limits), so
// the call tells nothing about who exists and cannot flood a mailbox.
import type { RequestContext } from '../../context.ts';
import { queueMail } from '../../mail/mailJob.ts';
import { guardResetRequest } from '../../security/guards.ts';
import { AppError } from '../../errors.ts';
import { roleByLevel, type AdminLevel } from '../session/identities.ts';
import { mailLocale } from './resetMailTexts.ts';
import { resetLinkOrigin } from './resetOrigin.ts';

/** At most this many identities of one level share an e-mail and are each sent a link. */
const MAX_IDENTITIES_PER_EMAIL = 5;

export interface ForgotPasswordInput {
  /** a username or an e-mail */
  login: unknown;
  level: unknown;
  /** the origin the client is served from (window.location.origin): used when trusted */
  origin?: unknown;
  /** the language of the mail: the client's */
  locale?: unknown;
}

export async function requestPasswordReset(ctx: RequestContext, input: ForgotPasswordInput): Promise<true> {
  const { login, level } = input;
  if (typeof login !== 'string' || login.trim() === '' || login.length > 200) throw new AppError('invalid_data_entry', { field: 'login' });
  if (typeof level !== 'string' || !Object.hasOwn(roleByLevel, level)) throw new AppError('invalid_data_entry', { field: 'level' });
  const named = login.trim();
  await guardResetRequest(ctx, named.toLowerCase());

  const origin = resetLinkOrigin(ctx, input.origin);
  const identities = await ctx.prisma.adminIdentity.findMany({
    where: {
      role: roleByLevel[level as AdminLevel],
      email: { not: null },
      OR: [{ username: named }, { email: { equals: named, mode: 'insensitive' } }],
    },
    select: { id: true, account: { select: { archivedAt: true } } },
    orderBy: { createdAt: 'asc' },
    take: MAX_IDENTITIES_PER_EMAIL,
  });
  if (origin === null) return true;
  const locale = mailLocale(input.locale);
  for (const identity of identities) {
    if (identity.account?.archivedAt) continue;
    await queueMail(ctx, { template: 'passwordReset', params: { identityId: identity.id, origin, locale } });
  }
  return true;
}
