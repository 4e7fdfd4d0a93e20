// Step-up codes (issue 30, docs/decisions/stepUpCodes.md): exporting a
// learner's data and deleting their account need proof of the mailbox on every
// organisation, whatever its verified sign-in says. A session may have been
// opened by the e-mail alone (verified sign-in off), so the session is not that
// proof: the learner asks for a code mailed to their address for one action,
// and the action's call carries it. The code is the sign-in code machinery's
// (six digits, hashed, ten minutes, five tries, once) with the action as its
// purpose, so a code for another action, another learner or signing in fails.
import { STEP_UP_ACTIONS, type StepUpAction, type StepUpCodeRequest } from '../../../domain/privacy/privacyInputs.ts';
import { requireLearner } from '../../auth/scopes.ts';
import type { RequestContext } from '../../context.ts';
import type { Prisma, SignInCodePurpose } from '../../db/generated/client.ts';
import { queueMail } from '../../mail/mailJob.ts';
import { guardSignInCodeRequest } from '../../security/guards.ts';
import { AppError } from '../../errors.ts';
import { settled } from '../../inputs.ts';
import { requireLearnerSession } from '../privacy/learnerSession.ts';
import { checkSignInCode, spendSignInCode, type AcceptedSignInCode } from '../signInCodes/signInCodes.ts';

// each action is a purpose of the sign-in code table
export { STEP_UP_ACTIONS, type StepUpAction } from '../../../domain/privacy/privacyInputs.ts';
STEP_UP_ACTIONS satisfies readonly SignInCodePurpose[];

export function isStepUpAction(value: unknown): value is StepUpAction {
  return (STEP_UP_ACTIONS as readonly unknown[]).includes(value);
}

/** Mails the signed-in learner a code for one action; counted with the sign-in codes of their e-mail. */
export async function requestStepUpCode(ctx: RequestContext, { action: checked, locale }: StepUpCodeRequest): Promise<true> {
  const { organizationId } = requireLearnerSession(ctx);
  const action = settled(checked, 'action');
  const { email } = requireLearner(ctx);
  await guardSignInCodeRequest(ctx, `${organizationId}|${email}`);
  const params: Prisma.JsonObject = { organizationId, email, action, locale };
  await queueMail(ctx, { template: 'stepUpCode', params });
  return true;
}

/**
 * The code the action's call carries, checked for that action and the session's
 * learner: stepUpRequired when none is typed, else the sign-in code refusals.
 * Spend the answer with spendStepUpCode before acting.
 */
export async function checkStepUpCode(ctx: RequestContext, action: StepUpAction, typed: string | null, now = new Date()): Promise<AcceptedSignInCode> {
  const { organizationId } = requireLearnerSession(ctx);
  if (typed === null) throw new AppError('stepUpRequired', { field: 'code' });
  return checkSignInCode(ctx, organizationId, requireLearner(ctx).email, typed, now, action);
}

/** Spends the code once (inside the action's transaction where it has one): a second use is signInCodeUsed. */
export const spendStepUpCode = spendSignInCode;
