// Deleting a learner's registration with an account (users management). The
// registration is the learner's answer to the account's registration form, so
// the form's entry goes with it (submission, attempts, grades): the learner can
// register again. The e-mail stays among the form's private users.
import type { RequestContext } from '../../context.ts';
import { normalizedEmail } from '../examinees/emailList.ts';
import { deleteEntryGroups } from '../examinees/quizEntries.ts';
import { managedAccountId } from './managedAccess.ts';

/**
 * admin/deleteUserRegistration: true when a registration was found (and
 * deleted). The spec's body names the account (the schema requires it:
 * without it the answer would be a "not found" that is not one); `email` is
 * checked once the account is found.
 */
export async function deleteUserRegistration(ctx: RequestContext, input: { accountId: string; email: string | null }): Promise<boolean> {
  const accountId = await managedAccountId(ctx, input.accountId, 'ownerOrHolder');
  const email = normalizedEmail(input.email);
  const account = await ctx.prisma.account.findUniqueOrThrow({ where: { id: accountId }, select: { organizationId: true, regFormId: true } });
  const learner = await ctx.prisma.learner.findUnique({
    where: { organizationId_email: { organizationId: account.organizationId, email } },
    select: { id: true },
  });
  if (!learner) return false;
  const found = await ctx.prisma.registration.findUnique({ where: { accountId_learnerId: { accountId, learnerId: learner.id } }, select: { id: true } });
  if (!found) return false;
  const registration = { accountId, emails: [email], learnerIds: [learner.id], registrationForm: true, examinees: false };
  // Without a form (it was unset since) only the registration row is there to delete.
  const { registrations } = await deleteEntryGroups(ctx, [{ ...registration, quizId: account.regFormId ?? '' }]);
  return registrations > 0;
}
