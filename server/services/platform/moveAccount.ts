// Moving an account to another organisation (admin/updateAccountByAdmin with
// `org`; moveAccountToOrganization). Every row carries its organisation, so the
// account moves with what is the account's own: its owner (who then signs in at
// the new organisation's host; open sessions end), its programs, quizzes and
// course introductions, and its API tokens. Learners belong to an organisation,
// not to an account: an account with learners' registrations, progress,
// attempts, results, grades or certificates would leave them pointing into the
// old organisation, so such a move is refused (accountHasLearners). Stored
// files keep their place and addresses (their keys name the old organisation);
// docs/decisions/platformAdmin.md. No organisation row changes, so there is no
// organisation change to announce (the cache holds organisation rows only).
import type { Deferred } from '../../../domain/validation/deferredInput.ts';
import type { RequestContext } from '../../context.ts';
import type { Account } from '../../db/generated/client.ts';
import { AppError } from '../../errors.ts';
import { settled } from '../../inputs.ts';
import { nextAccountOrder } from '../organization/orgAccounts.ts';
import { adminAccount, organizationNamed } from './adminAccounts.ts';

async function hasLearnerRows(ctx: RequestContext, accountId: string): Promise<boolean> {
  const ofQuiz = { quiz: { accountId } };
  const counts = await Promise.all([
    ctx.prisma.registration.count({ where: { accountId } }),
    ctx.prisma.issuedCertificate.count({ where: { accountId } }),
    ctx.prisma.itemProgress.count({ where: { item: { program: { accountId } } } }),
    ctx.prisma.attempt.count({ where: ofQuiz }),
    ctx.prisma.submission.count({ where: ofQuiz }),
    ctx.prisma.manualGrade.count({ where: ofQuiz }),
    ctx.prisma.gradeOffset.count({ where: ofQuiz }),
  ]);
  return counts.some((count) => count > 0);
}

/** The moved account, and whether it moved (false: it already was in that organisation). */
export async function moveAccountToOrganization(
  ctx: RequestContext,
  input: { accountId: string; org: Deferred<string> },
): Promise<{ account: Account; moved: boolean; from: string }> {
  const account = await adminAccount(ctx, input.accountId);
  const target = await organizationNamed(ctx, settled(input.org, 'org'));
  const from = account.organizationId;
  if (target.id === from) return { account, moved: false, from };
  if (await hasLearnerRows(ctx, account.id)) throw new AppError('accountHasLearners', { field: 'accountId' });
  const order = await nextAccountOrder(ctx, target.id);
  const organizationId = target.id;
  const moved = await ctx.prisma.$transaction(async (tx) => {
    const where = { accountId: account.id };
    const owner = await tx.adminIdentity.findUnique({ where, select: { id: true } });
    if (owner) {
      await tx.adminIdentity.update({ where: { id: owner.id }, data: { organizationId } });
      await tx.session.updateMany({ where: { identityId: owner.id, revokedAt: null }, data: { revokedAt: new Date() } });
    }
    await tx.program.updateMany({ where, data: { organizationId } });
    await tx.quiz.updateMany({ where, data: { organizationId } });
    await tx.courseIntroduction.updateMany({ where, data: { organizationId } });
    await tx.apiToken.updateMany({ where, data: { organizationId } });
    return tx.account.update({ where: { id: account.id }, data: { organizationId, order } });
  });
  return { account: moved, moved: true, from };
}
