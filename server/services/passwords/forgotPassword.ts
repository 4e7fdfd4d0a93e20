// "Forgot password?" on the administrators' sign-in screens: the username or
// e-mail and the screen's level name the identity; when it exists and has an
// e-mail, a mail with a reset link is queued (template 'passwordReset', which
// issues the token when it sends). The answer is the same in every case, and
// the requests are counted per address and per named login (rate limits), so
// the call tells nothing about who exists and cannot flood a mailbox.
import type { ForgotPassword } from '../../../domain/passwords/passwordInputs.ts';
import type { RequestContext } from '../../context.ts';
import { queueMail } from '../../mail/mailJob.ts';
import { guardResetRequest } from '../../security/guards.ts';
import { roleByLevel } from '../session/identities.ts';
import { resetLinkOrigin } from './resetOrigin.ts';

/** At most this many identities of one level share an e-mail and are each sent a link. */
const MAX_IDENTITIES_PER_EMAIL = 5;

/** `login` (a username or an e-mail, trimmed) names identities of `level`; `origin` is the client's, used when trusted. */
export async function requestPasswordReset(ctx: RequestContext, { login: named, level, origin: reported, locale }: ForgotPassword): Promise<true> {
  await guardResetRequest(ctx, named.toLowerCase());

  const origin = resetLinkOrigin(ctx, reported);
  const identities = await ctx.prisma.adminIdentity.findMany({
    where: {
      role: roleByLevel[level],
      email: { not: null },
      OR: [{ username: named }, { email: { equals: named, mode: 'insensitive' } }],
    },
    select: { id: true, account: { select: { archivedAt: true } } },
    orderBy: { createdAt: 'asc' },
    take: MAX_IDENTITIES_PER_EMAIL,
  });
  if (origin === null) return true;
  for (const identity of identities) {
    if (identity.account?.archivedAt) continue;
    await queueMail(ctx, { template: 'passwordReset', params: { identityId: identity.id, origin, locale } });
  }
  return true;
}
